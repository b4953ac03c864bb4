package control

// EditorBindings are the tree editor's keys, which act only while it is
// open: then the keyboard is the editor's, and of the game's keys (Bindings)
// only those of editingKeeps act. docs/trees.md lists them.
var EditorBindings = []Binding{
	{"Up / Down", "the node above / below (in a list: the choice)", []Key{
		{Name: "ArrowUp", Action: EditPrev}, {Name: "ArrowDown", Action: EditNext}}, nil, gesture("tap a node, or a choice")},
	{"PageUp / PageDown", "a page of the list up / down", []Key{
		{Name: "PageUp", Action: EditPage, Value: -ListPage}, {Name: "PageDown", Action: EditPage, Value: ListPage}}, nil,
		gesture("the ... more above / below buttons")},
	{"Left / Right", "the node's parent / first child", []Key{
		{Name: "ArrowLeft", Action: EditParent}, {Name: "ArrowRight", Action: EditChild}}, nil, gesture("tap the node")},
	{"A / B / N", "add a child / a node before / a node after, from a list", []Key{
		{Name: "A", Action: EditAddChild}, {Name: "B", Action: EditAddBefore}, {Name: "N", Action: EditAddAfter}}, nil, gesture("the Child, Before and After buttons")},
	{"W / U", "wrap in a composite or decorator / unwrap", []Key{
		{Name: "W", Action: EditWrap}, {Name: "U", Action: EditUnwrap}}, nil, gesture("the Wrap and Unwrap buttons")},
	{"K", "change the node's kind, keeping its name and children", []Key{{Name: "K", Action: EditKind}}, nil, gesture("the Kind button")},
	{"R / E", "rename / edit the parameters (type, then Enter)", []Key{
		{Name: "R", Action: EditRename}, {Name: "E", Action: EditParams}}, nil, gesture("the Rename and Params buttons, then the browser's text dialog")},
	{"D", "switch the node off (skipped when built, marked off) or on", []Key{{Name: "D", Action: EditOff}}, nil, gesture("the Off/on button")},
	{"Delete", "delete the node and its subtree", []Key{{Name: "Delete", Action: EditDelete}}, nil, gesture("the Delete button")},
	{"Ctrl+Up / Ctrl+Down", "move the node up / down among its siblings", []Key{
		{Name: "ArrowUp", Action: EditMove, Value: -1, Ctrl: true}, {Name: "ArrowDown", Action: EditMove, Value: 1, Ctrl: true}}, nil, gesture("the Up and Down buttons")},
	{"Ctrl+C / Ctrl+X / Ctrl+V", "copy / cut to move / paste after the node", []Key{
		{Name: "C", Action: EditCopy, Ctrl: true}, {Name: "X", Action: EditCut, Ctrl: true}, {Name: "V", Action: EditPaste, Ctrl: true}}, nil, gesture("the Copy, Cut and Paste buttons; drag a box on the graph to move")},
	{"typing, Backspace, Enter", "filter a list or type a name; Enter chooses", []Key{
		{Name: "Enter", Action: EditChoose}, {Name: "NumpadEnter", Action: EditChoose}, {Name: "Backspace", Action: EditErase}}, nil, gesture("tap a choice (typing needs a keyboard)")},
	{"Esc", "close the list or the typing, else the editor", []Key{{Name: "Escape", Action: EditCancel}}, nil, gesture("the Close the list button")},
}

// ListPage is how many rows PageUp and PageDown move the editor's
// selection: the most rows its lists show at once.
const ListPage = 7

// editingKeeps are the game's actions that still act while the tree editor
// has the keyboard: the key list, the editor's own key, pausing, undo, redo
// and saving, and the pointer's.
var editingKeeps = []Action{ToggleHelp, EditTree, Pause, Undo, Redo, Save}

// editorFirst is the first of the editor's own actions.
const editorFirst = EditPrev

// forEditor returns what of in acts while an editor is open (editing) or
// closed: the editor's keys only while it is open, the game's others only
// while it is closed, and while keys type into the editor's list or field
// (typing), the editor's alone, and own, the game's key that opens and
// closes the editor, where it types nothing (a function key, a toolbar
// button). It is the one place that decides which keys are the editor's.
func (in Input) forEditor(editing, typing bool, own Action) Input {
	out := in
	for a := range actionCount {
		kept := a >= editorFirst
		switch {
		case !editing:
			kept = !kept
		case !kept && !typing:
			for _, k := range editingKeeps {
				kept = kept || k == a
			}
		case !kept:
			kept = a == own && in.Text == ""
		}
		if !kept {
			out.acts[a] = 0
		}
	}
	if !editing {
		out.Text = ""
	}
	return out
}

// Keyboard returns what of in acts, as the editors decide. While the
// breakpoint editor is open the keyboard is its field's: keys type (R does
// not restart, E types an e), Enter sets the breakpoint, Backspace erases,
// and Esc or the toolbar's break button, which types nothing, closes it.
// While the tree editor has the keyboard, Esc closes what it has open
// instead of opening the menu, letters typed into it do not also mute
// or walk, and F2 or the toolbar's edit button, which type nothing, close
// it. Update reads its input through it; the game's menus read theirs
// through it too.
func (c *Controller) Keyboard(in Input) Input {
	if c.Editor.Open {
		out := in.forEditor(true, true, EditBreaks)
		if out.Acted(EditCancel) {
			out.Act(EditBreaks, 0)
		}
		return out
	}
	t := &c.Trees
	return in.forEditor(t.Open, t.Open && (t.Pick != nil || t.Typing != NoField), EditTree)
}
