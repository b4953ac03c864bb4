package entity_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/enemyai/enemyai/entity"
	"github.com/stretchr/testify/assert"
)

// notState are the Kind fields the world does not read: how the kind is
// drawn and which tree its enemies run (the minds hash their trees).
var notState = map[string]bool{"Tree": true, "Sprite": true, "Tint": true}

// TestEveryKindFieldTheWorldReadsIsInItsState: changing any field of a kind
// that the world reads changes AppendState's bytes, so a field added to
// entity.Kind cannot be left out of the hashes that prove runs exact.
func TestEveryKindFieldTheWorldReadsIsInItsState(t *testing.T) {
	w := entity.NewWorld(defaultConfig(t), 1)
	before := w.AppendState(nil)
	kt := reflect.TypeFor[entity.Kind]()
	for i := range kt.NumField() {
		f := kt.Field(i)
		if notState[f.Name] || f.Name == "Name" { // the name is how SetKind finds the kind
			continue
		}
		k := *w.Kind("far")
		v := reflect.ValueOf(&k).Elem().Field(i)
		switch v.Kind() {
		case reflect.Float64:
			v.SetFloat(v.Float() + 0.5)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.String:
			v.SetString(v.String() + "x")
		}
		c := w.Clone()
		c.SetKind(k)
		assert.False(t, bytes.Equal(before, c.AppendState(nil)), "changing %s leaves the world's state alone", f.Name)
	}
}
