package game

// noteTicks is how long a passing note stays on screen, in updates (3 s).
const noteTicks = 180

// note is a passing message under the HUD: saved, reloaded, a breakpoint.
type note struct {
	text string
	left int // updates left on screen
}

// tick counts the note's time down.
func (n *note) tick() {
	if n.left > 0 {
		n.left--
	}
}

// shown returns the note while it is on screen, or "".
func (n *note) shown() string {
	if n.left > 0 {
		return n.text
	}
	return ""
}

// say shows msg as a passing note.
func (g *Game) say(msg string) { g.note = note{text: msg, left: noteTicks} }
