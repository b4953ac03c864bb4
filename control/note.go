package control

// noteTicks is how long a passing note stays on screen, in updates the
// game plays: 5 s of wall time at 60 updates a second, whatever the speed
// of the game. While the game is paused a note stays, as everything else
// on the screen does while it is read.
const noteTicks = 300

// Note is a passing message under the HUD: saved, reloaded, a breakpoint.
// A note that names controls is said in the words of each device
// (InputDevice); the screens show it in those of the device they name.
type Note struct {
	said [deviceCount]string
	left int // updates left on screen
	// hold is the hold the note tells of ("paused while you read …"), or
	// notHeld: the note goes when the hold does.
	hold hold
	// progress is set for a note of work under way (a replay played
	// ahead), which goes when the work is done, the game paused or not.
	progress bool
}

// tick counts the note's time down.
func (n *Note) tick() {
	if n.left > 0 {
		n.left--
	}
}

// Shown returns the note while it is on screen, in the words of the keys
// and the mouse, or "".
func (n *Note) Shown() string { return n.ShownOn(KeysAndMouse) }

// ShownOn returns the note while it is on screen, in the words of device
// d, or "".
func (n *Note) ShownOn(d InputDevice) string {
	if n.left > 0 {
		return n.said[d]
	}
	return ""
}

// Say shows msg as a passing note, the same on every device.
func (c *Controller) Say(msg string) { c.SayOn(msg, msg, msg) }

// askForAnEnemy says, in the words of each device, that an enemy must be
// selected first, and why: what (like "the panel shows its tree").
func (c *Controller) askForAnEnemy(what string) {
	c.SayOn("select an enemy first (click it, or Tab): "+what, "select an enemy first (Y): "+what,
		"select an enemy first (tap it, or the next button): "+what)
}

// SayOn shows a passing note that names controls, in the words of the keys
// and the mouse, of a pad ("": as the keys say it) and of a touch screen.
func (c *Controller) SayOn(keys, pad, touch string) {
	if pad == "" {
		pad = keys
	}
	c.Note = Note{said: [deviceCount]string{KeysAndMouse: keys, Gamepad: pad, TouchScreen: touch}, left: noteTicks}
}
