package spell

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClosestFindsASlipAwayOrNothing(t *testing.T) {
	known := []string{"sequence", "reactive sequence", "seesPlayer", "playerWithin", "at_least"}
	for _, tc := range []struct{ typed, want string }{
		{"sequence", "sequence"},
		{"SEQUENCE", "sequence"},
		{"sequnce", "sequence"},
		{"sequense", "sequence"},
		{"seqence", "sequence"},
		{"sekwense", ""},
		{"reactive sequnce", "reactive sequence"},
		{"seesPlayr", "seesPlayer"},
		{"seesplayr", "seesPlayer"},
		{"playerwithin", "playerWithin"},
		{"atleast", "at_least"},
		{"banana", ""},
		{"", ""},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			assert.Equal(t, tc.want, Closest(tc.typed, known))
		})
	}
}

func ExampleClosest() {
	fmt.Println(Closest("selektor", []string{"sequence", "selector"}))
	// Output: selector
}
