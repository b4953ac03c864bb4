package game

import "github.com/enemyai/enemyai/control"

// asksText reports whether the editors ask for text with the platform's own
// dialog (askText): in a browser while the touch controls are in use. A
// phone brings up its keyboard for the dialog, where it brings up none for
// the game's canvas.
func (s *stage) asksText() bool { return askText != nil && s.touch.Shown }

// ask answers the field the tree editor types into (a node's name or
// parameters) with the platform's dialog where the editors ask with it
// (stage.asksText). The answer joins the buttons
// pressed, for this update: the text and Enter, or Esc when the dialog is
// cancelled or left empty. A field whose answer was refused keeps it as
// its draft, with the problem shown, and is asked again when Rename or
// Params is pressed again.
func (v *treeEditorView) ask(s *stage) {
	ctl := s.ctl
	t := &ctl.Trees
	if !s.asksText() || !t.Open || t.Typing == control.NoField || t.Draft != "" {
		return
	}
	question := map[control.Field]string{control.NameField: "Name of ", control.ParamsField: "Parameters of "}[t.Typing] +
		ctl.TreeEditor().Nodes()[t.Node].Path
	text, ok := askText(question, ctl.Now())
	if !ok || text == "" {
		v.pressed.Act(control.EditCancel, 0)
		return
	}
	v.pressed.Text = text
	v.pressed.Act(control.EditChoose, 0)
}

// ask asks for the condition with the platform's dialog when the Type
// button was pressed, starting from the one typed so far, and sets the
// breakpoint: a problem stays in the editor with the condition, as when
// typed with keys; a cancelled or empty answer changes nothing.
func (e *breakEditor) ask(ctl *control.Controller) {
	if !e.asking || askText == nil {
		return
	}
	e.asking = false
	text, ok := askText("Break when (like near.* branch == attack && hp < 0.5)", ctl.Editor.Draft)
	if ok && text != "" {
		_ = ctl.AddBreak(text)
	}
}
