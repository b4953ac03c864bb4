package control

import "github.com/enemyai/enemyai/ai"

// Options are how a controller starts: what the screen shows first, the
// breakpoints set, and the files it writes and watches. The command line
// fills them in (see package cli), having checked them against the run.
type Options struct {
	HideGizmos bool   // start with the range circles off (G shows them)
	Select     string // the ID of an enemy to select at start, like "near-1"
	Graph      bool   // start with the panel's tree drawn as a graph
	Edit       bool   // start with the tree editor open on the selected enemy's kind
	// Heat starts the graph with its crowd heat map over a window: 1 for
	// the last second, 2 for ten seconds, 3 for the whole history; 0: off.
	Heat   int
	NoHold bool        // start with holding the game while a panel is read off (see Debugger.HoldToRead)
	Breaks []*ai.Break // conditional breakpoints, ready to check from the start of the run

	TracePath  string // write the decision trace (cmd/sim's format) to this file
	RecordPath string // write the session as a replay file here when the game ends
	ConfigPath string // the configuration file the run was opened from: watched, and saved to; "" on the embedded default
	ReplayPath string // the replay file played, if any
}
