package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/spell"
)

// checkKeys reports the first key of the JSON document data that is not one
// of the fields of the type t holds there, written exactly as that field's
// name: encoding/json matches keys in any case, so "Speed" would set speed
// and a typo in a replay would play a different game. It reports a key given
// twice in one object too, which encoding/json takes the last of: a replay
// edited by hand would play what its reader overlooked. The problem names
// the key's line and column. A document that is not JSON is left for the
// decoder to describe.
func checkKeys(name string, data []byte, t reflect.Type) error {
	k := keyChecker{dec: json.NewDecoder(bytes.NewReader(data)), fields: map[reflect.Type]map[string]reflect.Type{}}
	if err := k.value(t); err != nil {
		if fe, ok := err.(*config.FileError); ok {
			fe.File = name
			start := min(int(k.at), len(data))
			start += len(data[start:]) - len(bytes.TrimLeft(data[start:], " \t\r\n,")) // the key's quote
			at := data[:start]
			fe.Line = bytes.Count(at, []byte("\n")) + 1
			fe.Column = len(at) - bytes.LastIndexByte(at, '\n')
			return fe
		}
	}
	return nil
}

// keyChecker walks a JSON document beside the type it decodes into.
type keyChecker struct {
	dec    *json.Decoder
	fields map[reflect.Type]map[string]reflect.Type // a struct's fields by their JSON names
	at     int64                                    // where the value before the key at fault ends
}

// value checks the next value, which decodes into type t (nil: anything).
// Values whose type holds no struct nor array are skipped whole.
func (k *keyChecker) value(t reflect.Type) error {
	if t != nil && t.Kind() == reflect.Array && !holdsStruct(t) {
		return k.array(t)
	}
	if t != nil && !holdsStruct(t) && !holdsArray(t) {
		var skip json.RawMessage
		return k.dec.Decode(&skip)
	}
	tok, err := k.dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		return k.object(t)
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for k.dec.More() {
			if err := k.value(elem); err != nil {
				return err
			}
		}
		_, err := k.dec.Token() // ]
		return err
	}
	return nil
}

// array checks that the next value, a JSON array for an array of type t
// (an input run's five numbers), has exactly t's length: encoding/json
// fills what a shorter one lacks with zeros and drops what a longer one
// has more. Anything else is left for the decoder to describe.
func (k *keyChecker) array(t reflect.Type) error {
	before := k.dec.InputOffset()
	tok, err := k.dec.Token()
	if err != nil || tok != json.Delim('[') {
		return err
	}
	n := 0
	for ; k.dec.More(); n++ {
		var skip json.RawMessage
		if err := k.dec.Decode(&skip); err != nil {
			return err
		}
	}
	if _, err := k.dec.Token(); err != nil { // ]
		return err
	}
	if n != t.Len() {
		k.at = before
		return &config.FileError{Msg: fmt.Sprintf("want %d numbers in this list, got %d", t.Len(), n)}
	}
	return nil
}

// object checks the members of an object whose "{" was read.
func (k *keyChecker) object(t reflect.Type) error {
	var fields map[string]reflect.Type
	var elem reflect.Type
	switch {
	case t == nil:
	case t.Kind() == reflect.Struct:
		fields = k.fieldsOf(t)
	case t.Kind() == reflect.Map:
		elem = t.Elem()
	}
	var seen keySet
	for k.dec.More() {
		before := k.dec.InputOffset()
		tok, err := k.dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		if !seen.add(key) {
			k.at = before
			return &config.FileError{Msg: "field " + config.Quote(key) + " given twice in one object"}
		}
		if fields != nil {
			ft, ok := fields[key]
			if !ok {
				k.at = before
				return k.unknown(key, fields)
			}
			elem = ft
		}
		if err := k.value(elem); err != nil {
			return err
		}
	}
	_, err := k.dec.Token() // }
	return err
}

// keySet is the keys of an object read so far: a few in a list, as a
// replay's objects have, and in a map beyond.
type keySet struct {
	few  []string
	many map[string]bool
}

// keySetFew is how many keys a keySet holds in its list.
const keySetFew = 16

// add adds key to the set, and reports whether it was not there yet.
func (s *keySet) add(key string) bool {
	if s.many != nil {
		if s.many[key] {
			return false
		}
		s.many[key] = true
		return true
	}
	if slices.Contains(s.few, key) {
		return false
	}
	if len(s.few) < keySetFew {
		s.few = append(s.few, key)
		return true
	}
	s.many = map[string]bool{key: true}
	for _, k := range s.few {
		s.many[k] = true
	}
	return true
}

// unknown describes a key that names no field, with the field it may have
// meant.
func (k *keyChecker) unknown(key string, fields map[string]reflect.Type) error {
	known := make([]string, 0, len(fields))
	for name := range fields {
		known = append(known, name)
	}
	msg := "unknown field " + config.Quote(key)
	if hint := spell.Closest(key, known); hint != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", hint)
	}
	return &config.FileError{Msg: msg}
}

// fieldsOf returns the JSON names of struct type t's fields and their types.
func (k *keyChecker) fieldsOf(t reflect.Type) map[string]reflect.Type {
	if m, ok := k.fields[t]; ok {
		return m
	}
	m := map[string]reflect.Type{}
	for f := range t.Fields() {
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch name {
		case "-":
			continue
		case "":
			name = f.Name
		}
		m[name] = f.Type
	}
	k.fields[t] = m
	return m
}

// holdsStruct reports whether a value of type t may hold a struct.
func holdsStruct(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct, reflect.Interface:
		return true
	case reflect.Slice, reflect.Array, reflect.Map, reflect.Pointer:
		return holdsStruct(t.Elem())
	}
	return false
}

// holdsArray reports whether a value of type t holds an array of fixed
// length, whose length the checker checks.
func holdsArray(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return true
	case reflect.Slice, reflect.Map, reflect.Pointer:
		return holdsArray(t.Elem())
	}
	return false
}
