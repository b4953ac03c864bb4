package game

import (
	"strconv"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/linebreak"
)

// breakEditor is the window where conditional breakpoints are typed (E): a
// text field for the expression, what was wrong with the last one entered,
// and the breakpoints set, each with a button that removes it. debugui
// draws it and reads the pointer and keyboard it needs.
type breakEditor struct {
	window
	// asking is whether the window's Type button was pressed this update:
	// on a touch screen the condition is asked for with the platform's
	// dialog (see ask), which a phone answers with its keyboard.
	asking bool
}

// editorHeight is how tall the editor opens, in the side the tree panel
// takes, over the bottom of the panel's log, so the camera keeps the arena
// in view, with debugui's rows; debugui lets the user move it.
const editorHeight = 170

// height is how tall the editor opens: editorHeight, and what a finger's
// rows add to its field's row and the first breakpoint's.
func (e *breakEditor) height() float64 {
	return editorHeight + 2*float64(e.rowPitch()-debuguiLine-debuguiSpacing)
}

// editorHint is what the editor says while nothing is wrong: how a
// condition reads, then how it is set, with the keys or, where the
// platform's dialog asks for it (stage.asksText), with the Type button;
// glued where the game's own lines would not break (linebreak.Glued), as
// debugui breaks it.
func editorHint(dialog bool) string {
	const reads = "Like near.* branch == attack && hp < 0.5, far-1 dist < 2 or coward.* node flee running: " +
		"dist, hp (a fraction), branch, leaf, node NAME STATUS, joined by && and ||, grouped in brackets."
	if dialog {
		return linebreak.Glued(reads + " Tap Type to write one; the break button closes.")
	}
	return linebreak.Glued(reads + " Type it, Enter sets it; Esc closes.")
}

// update lays out the editor when it is open, on the last update's frame,
// in the words of the device used, and notes what of the input it takes.
// Where the platform's dialog asks for text (stage.asksText), the field is
// the condition typed so far and a Type button asks for it (see ask);
// otherwise a text field the keys type into.
func (e *breakEditor) update(s *stage) error {
	ctl, f, dialog := s.ctl, &s.frame, s.asksText()
	e.asking, e.row[0] = false, buttonRow(s)
	captured, err := e.ui.Update(func(ctx *debugui.Context) error {
		if !ctl.Editor.Open {
			return nil
		}
		e.open(ctx, f, "Conditional breakpoints", e.height(), func(debugui.ContainerLayout) {
			ctx.SetGridLayout([]int{-1, 60}, e.heights())
			draft := ctl.Editor.Draft
			if dialog {
				ctx.Text(draft + "_")
				ctx.Button("Type").On(func() { e.asking = true })
			} else {
				ctx.TextField(&draft).On(func() {
					entered := inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
					// A problem stays in the editor, shown below; a breakpoint set
					// empties the field, which keeps its own text while focused.
					if entered && ctl.AddBreak(draft) == nil {
						draft = ""
						ctx.SetTextFieldValue("")
					}
				})
				ctl.Editor.Type(draft)
				ctx.Button("Set").On(func() { _ = ctl.AddBreak(ctl.Editor.Draft) })
			}
			ctx.SetGridLayout([]int{-1}, nil)
			if ctl.Editor.Problem != "" {
				ctx.Text("Not set: " + ctl.Editor.Problem)
			} else {
				ctx.Text(editorHint(dialog))
			}
			ctx.SetGridLayout([]int{-1, 60}, e.heights())
			for i, src := range ctl.Breaks.Conditions() {
				ctx.IDScope(strconv.Itoa(i), func() {
					ctx.Text(src)
					ctx.Button("Remove").On(func() { ctl.RemoveBreak(i) })
				})
			}
		})
		return nil
	})
	e.captured = captured
	return err
}

// shield takes out of in what the editor took: the pointer's clicks and
// wheel over it, and the keys while its text field has them, so that typing
// "d" does not walk. Esc then closes the editor instead of quitting.
func (e *breakEditor) shield(in control.Input) control.Input {
	if e.over() {
		in.Click, in.RightClick, in.Wheel = false, false, 0
	}
	if !e.typing() {
		return in
	}
	typed := control.Input{}.At(in.Pointer)
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		typed.Act(control.EditBreaks, 0)
	}
	return typed
}

// draw draws the editor when it is open.
func (e *breakEditor) draw(screen *ebiten.Image, s *stage) {
	e.window.draw(screen, s, "breakpoint editor", s.ctl.Editor.Open)
}
