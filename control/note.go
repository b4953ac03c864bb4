package control

// noteTicks is how long a passing note stays on screen, in updates: 5 s of
// wall time at 60 updates a second, whatever the speed of the game.
const noteTicks = 300

// Note is a passing message under the HUD: saved, reloaded, a breakpoint.
type Note struct {
	text string
	left int // updates left on screen
	// hold is the hold the note tells of ("paused while you read …"), or
	// notHeld: the note goes when the hold does.
	hold hold
}

// tick counts the note's time down.
func (n *Note) tick() {
	if n.left > 0 {
		n.left--
	}
}

// Shown returns the note while it is on screen, or "".
func (n *Note) Shown() string {
	if n.left > 0 {
		return n.text
	}
	return ""
}

// Say shows msg as a passing note.
func (c *Controller) Say(msg string) { c.Note = Note{text: msg, left: noteTicks} }
