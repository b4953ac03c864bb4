package control

// KeptWhileEditing reports whether an action of in still acts while the
// tree editor has the keyboard.
func KeptWhileEditing(in Input) bool { return in.forEditor(true, false, EditTree) != (Input{}) }
