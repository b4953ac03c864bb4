package control

// A hold is why the world stands still while a person reads: the game
// pauses when something opens that is read (the key list, the breakpoint
// editor, an enemy's panel, the graph or a heat map of it, the tree editor)
// and plays on when it closes, unless the person paused it themselves. P
// always plays on, but for the breakpoint editor, which has the keyboard:
// Esc closes it.
type hold int

const (
	notHeld    hold = iota
	heldByUser      // P, or a breakpoint: only P plays on
	heldForKeys
	heldForEditor
	heldForPanel
	heldForTrees // the tree editor, which has the keyboard
)

// holdFor pauses a running game while what opened is read, and says so;
// the status line says how to go on, in the words of the device used. A
// game already held while something is read stays held for it, and the
// note says what is read now (another enemy's panel, the tree editor).
func (c *Controller) holdFor(why hold, what string) {
	switch {
	case c.HeldToRead() && c.Note.hold != notHeld:
	case c.Paused || c.afterDeath():
		return
	default:
		c.Paused, c.held = true, why
	}
	if why == heldForEditor { // it has the keyboard: P types a p
		c.Say("paused while you type a breakpoint")
	} else {
		c.Say("paused while you read " + what)
	}
	c.Note.hold = why
}

// release plays on when what held the game closes, if nothing else held it
// since, and takes back the note that said it held.
func (c *Controller) release(why hold) {
	if c.Paused && c.held == why {
		c.Paused, c.held = false, notHeld
		c.unsayHold()
	}
}

// pause pauses or resumes at P. Resuming forgets why the game stopped, and
// the note that said why.
func (c *Controller) pause() {
	c.Paused = !c.Paused
	c.held, c.Stop = heldByUser, ""
	if !c.Paused {
		c.held, c.replayEnded = notHeld, false
		c.unsayHold()
	}
}

// pauseByUser pauses the game as the player's own act would (a rewind, a
// breakpoint, a replay's end): only P plays on, closing what is read does
// not, and a note that the game holds for reading goes, being no longer
// why it is paused (the timeline's line then says how to step).
func (c *Controller) pauseByUser() {
	c.Paused, c.held = true, heldByUser
	c.unsayHold()
}

// unsayHold takes a note that says the game holds off the screen: it no
// longer does.
func (c *Controller) unsayHold() {
	if c.Note.hold != notHeld {
		c.Note = Note{}
	}
}

// holdWith holds the world while the key list, the editor or the panel
// opens, or the panel shows another enemy than the one selected before
// (was), or an enemy is picked (a click on it, Tab), the one selected
// too, and plays on when it closes (see hold); when the tree editor
// closes over a panel the game is held for, the note names the panel
// again. Holding for the panel is a setting (I switches it, -hold=false
// starts with it off): switched off, a game it held plays on; switched on
// with a panel open, the panel holds the game.
func (c *Controller) holdWith(in Input, shown bool, was int) {
	switch {
	case in.Acted(ToggleHelp) && c.ShowHelp:
		c.holdFor(heldForKeys, "the keys")
	case in.Acted(ToggleHelp):
		c.release(heldForKeys)
	case in.Acted(EditBreaks) && c.Editor.Open:
		c.holdFor(heldForEditor, "the breakpoint editor")
	case in.Acted(EditBreaks):
		c.release(heldForEditor)
	}
	if in.Acted(ToggleHold) { // off, what the setting held plays on; on, an open panel holds
		c.HoldToRead = !c.HoldToRead
		c.Say("hold while you read a panel: " + OnOff(c.HoldToRead))
		if !c.HoldToRead {
			c.release(heldForPanel)
			c.release(heldForTrees)
		}
	}
	if !c.Trees.Open {
		c.release(heldForTrees)
	}
	picked := in.Click && in.Over == OverArena && in.OverEnemy >= 0 || in.Acted(NextEnemy) // the one selected again too
	switch open := c.PanelShown(); {
	case open && (!shown || c.Selected != was || picked || in.Acted(ToggleHold)) && c.HoldToRead,
		open && c.HeldToRead() && c.Note.hold == heldForTrees && !c.Trees.Open: // the editor closed over the panel
		c.holdFor(heldForPanel, c.Run.World.Enemies[c.Selected].ID+"'s panel")
	case open && c.HoldToRead && (in.Acted(ToggleGraph) && c.Graph || in.Acted(CycleHeat) && c.Heat > 0):
		c.holdFor(heldForPanel, c.Run.World.Enemies[c.Selected].ID+"'s graph")
	case !open:
		c.release(heldForPanel)
	}
}

// closeHelp closes the key list, and plays on if it held the game.
func (c *Controller) closeHelp() {
	c.ShowHelp, c.HelpPage = false, 0
	c.release(heldForKeys)
}

// holdForTrees holds the world, as it does for panels when that is on,
// while the tree editor opening now is open: it has the keyboard, so the
// player could not move while the enemies act.
func (c *Controller) holdForTrees() {
	if c.HoldToRead {
		c.holdFor(heldForTrees, c.Trees.Kind+"'s tree")
	}
}

// HeldToRead reports whether the game is paused because something is being
// read, and plays on when it closes.
func (c *Controller) HeldToRead() bool { return c.Paused && c.held > heldByUser }

// Editing reports whether an editor, the breakpoint editor or the tree
// editor, has the keyboard: the player then neither moves nor strikes, by
// any device (see Keyboard).
func (c *Controller) Editing() bool { return c.Editor.Open || c.Trees.Open }

// Windowed reports whether a window lies over the screen: the key list,
// the breakpoint editor or the tree editor. Nothing else is laid over one
// (the touch toolbar's sheet waits until it closes).
func (c *Controller) Windowed() bool { return c.ShowHelp || c.Editor.Open || c.Trees.Open }
