package game

import "github.com/enemyai/enemyai/control"

// ask answers the field the tree editor types into (a node's name or
// parameters) with the browser's own text dialog while the touch controls
// are in use: a phone brings up its keyboard for the dialog, where it
// brings up none for the game's canvas. The answer joins the buttons
// pressed, for this update: the text and Enter, or Esc when the dialog is
// cancelled or left empty. A field whose answer was refused keeps it as
// its draft, with the problem shown, and is asked again when Rename or
// Params is pressed again.
func (v *treeEditorView) ask(ctl *control.Controller, touching bool) {
	t := &ctl.Trees
	if askText == nil || !touching || !t.Open || t.Typing == control.NoField || t.Draft != "" {
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
