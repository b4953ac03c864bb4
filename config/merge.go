package config

import (
	"fmt"
	"reflect"

	"github.com/enemyai/enemyai/entity"
)

// MergeKindChanges applies to cur, a kind as it is in a running world, what
// changed between two versions of its configuration, prev and next: every
// field whose value differs from prev to next takes next's value; fields the
// file did not change keep cur's, including values tuned in the game. It
// returns the merged kind and one "key old -> new" line per field changed,
// like "detect 4.00 -> 4.50". A kind missing from either version is left
// alone: it takes effect when a world is built from next.
func MergeKindChanges(cur entity.Kind, prev, next *entity.Kind) (entity.Kind, []string) {
	if prev == nil || next == nil || *prev == *next {
		return cur, nil
	}
	var diffs []string
	pv, nv, cv := reflect.ValueOf(prev).Elem(), reflect.ValueOf(next).Elem(), reflect.ValueOf(&cur).Elem()
	for f := range pv.NumField() {
		if pv.Field(f).Equal(nv.Field(f)) {
			continue
		}
		key := fileKey(reflect.TypeFor[KindFile]().Field(f)) // its fields are Kind's, in order
		diffs = append(diffs, fmt.Sprintf("%s %s -> %s", key, show(cv.Field(f)), show(nv.Field(f))))
		cv.Field(f).Set(nv.Field(f))
	}
	return cur, diffs
}

// show formats a kind's field value for a message.
func show(v reflect.Value) string {
	if v.Kind() == reflect.Float64 {
		return fmt.Sprintf("%.2f", v.Float())
	}
	return fmt.Sprint(v.Interface())
}
