package session

import (
	"fmt"
	"strings"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// shownIDs is how many enemy ids a "no such enemy" message lists.
const shownIDs = 8

// FindEnemy returns the index in w of the enemy a flag names by id, or an
// error naming the flag and some of the ids there are.
func FindEnemy(w *entity.World, flag, id string) (int, error) {
	ids := make([]string, 0, shownIDs)
	for i := range w.Enemies {
		if w.Enemies[i].ID == id {
			return i, nil
		}
		if len(ids) < shownIDs {
			ids = append(ids, w.Enemies[i].ID)
		}
	}
	there := "there are none"
	if len(ids) > 0 {
		there = "there are " + strings.Join(ids, ", ")
		if more := len(w.Enemies) - len(ids); more > 0 {
			there += fmt.Sprintf(" and %d more", more)
		}
	}
	return 0, fmt.Errorf("%s %s: no such enemy (%s)", flag, config.Plain(id, config.QuotedChars), there)
}
