package treefile

// Limits that keep reading a tree file cheap whatever it says: a file beyond
// them is refused at the line that crosses them, before anything is built.
const (
	// MaxFileBytes is the most a tree file may hold: MaxNodes nodes with
	// names, leaves and parameters at their longest take about 200 KB. A
	// recording keeps every tree its run loaded, and stays small so.
	MaxFileBytes = 1 << 20
	// MaxNodes is the most nodes a tree file may define; every agent
	// running the tree keeps state for each of its nodes.
	MaxNodes = 1000
	// MaxDepth is how deep a tree file may nest its nodes: the root's
	// children are at depth 1.
	MaxDepth = 64
	// MaxLeafArgs is the most arguments a leaf may be given.
	MaxLeafArgs = 16
	// MaxNameBytes bounds the names of nodes and leaves.
	MaxNameBytes = 64
	// MaxProblems is how many problems an error lists before it only counts
	// the rest, so that the output stays a screenful whatever the file.
	MaxProblems = 20
)

// Reader reads tree files for a game whose clock ticks TicksPerSecond times a
// second: a duration written in seconds ("[cooldown 0.5 s]", a leaf's
// "2 s") is read as the nearest whole number of ticks.
type Reader struct {
	TicksPerSecond float64
}
