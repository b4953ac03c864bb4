package entity

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

// TestAnEnemysStepFieldsFillOneCacheLine: what an awake enemy's step reads
// and writes lies in the first 64 bytes of an Enemy, which is 128 bytes.
func TestAnEnemysStepFieldsFillOneCacheLine(t *testing.T) {
	var e Enemy
	assert.Equal(t, uintptr(128), unsafe.Sizeof(e))
	for name, end := range map[string]uintptr{
		"Pos":           unsafe.Offsetof(e.Pos) + unsafe.Sizeof(e.Pos),
		"moveTarget":    unsafe.Offsetof(e.moveTarget) + unsafe.Sizeof(e.moveTarget),
		"Kind":          unsafe.Offsetof(e.Kind) + unsafe.Sizeof(e.Kind),
		"FlashTicks":    unsafe.Offsetof(e.FlashTicks) + unsafe.Sizeof(e.FlashTicks),
		"PhaseTicks":    unsafe.Offsetof(e.PhaseTicks) + unsafe.Sizeof(e.PhaseTicks),
		"CooldownTicks": unsafe.Offsetof(e.CooldownTicks) + unsafe.Sizeof(e.CooldownTicks),
		"Index":         unsafe.Offsetof(e.Index) + unsafe.Sizeof(e.Index),
		"Phase":         unsafe.Offsetof(e.Phase) + unsafe.Sizeof(e.Phase),
		"Sees":          unsafe.Offsetof(e.Sees) + unsafe.Sizeof(e.Sees),
		"Dead":          unsafe.Offsetof(e.Dead) + unsafe.Sizeof(e.Dead),
		"moving":        unsafe.Offsetof(e.moving) + unsafe.Sizeof(e.moving),
	} {
		assert.LessOrEqual(t, end, uintptr(64), name)
	}
}
