package game

// Options are the demo's settings, usually from the command line.
type Options struct {
	ConfigPath   string // configuration file; "" for the embedded default
	ScenarioPath string // scripted player and arena instead of the keyboard and default arena
	Seed         uint64 // seeds the placement of extra enemies
	Enemies      int    // extra enemies at random homes
	HideGizmos   bool   // start with the range circles off (G shows them)
	Select       string // ID of an enemy to select at start, like "near-1"
	// PauseUnfocused pauses an interactive game (no scenario, screenshot or
	// measurement) while its window is in the background.
	PauseUnfocused bool
	TracePath      string // write the decision trace (cmd/sim's format) to this file
	RecordPath     string // write the session as a replay file here when the game ends
	ReplayPath     string // play this replay file instead of a new session
	// Screenshot, with Frames, runs Frames updates, saves the screen to this
	// PNG file and quits.
	Screenshot string
	Frames     int
	// Measure, when above 0, runs that many frames and prints the mean update
	// and draw times, then quits.
	Measure int
}
