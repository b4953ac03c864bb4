//go:build unix

package control

import (
	"os"
	"syscall"
	"testing"

	"github.com/enemyai/enemyai/session"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAPipeWhereATreeWasSavedIsNotReadNorWritten: a pipe put in place of
// the new file an embedded tree was saved to is not waited on; the next
// save writes another new file.
func TestAPipeWhereATreeWasSavedIsNotReadNorWritten(t *testing.T) {
	t.Chdir(t.TempDir())
	c := open(t, session.Source{ScenarioPath: "near_chase"}, Options{})
	selectKind(t, c, "near")
	keys(t, c, Acts(EditTree), Acts(EditOff), Acts(Save))
	require.FileExists(t, "near.tree")
	require.NoError(t, os.Remove("near.tree"))
	require.NoError(t, syscall.Mkfifo("near.tree", 0o644)) // a pipe that never ends
	keys(t, c, Acts(EditOff), Acts(Save))
	assert.FileExists(t, "near-2.tree")
	assert.Equal(t, "near-2.tree (saved)", c.EditedFile())
}
