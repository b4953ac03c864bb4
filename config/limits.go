package config

// Limits that keep the program responsive whatever a file or flag says. A
// value beyond them is an error naming its field, not a program that hangs or
// eats the machine's memory.
const (
	// MaxArenaSide is the largest arena width or height, in world units.
	MaxArenaSide = 1000.0
	// MaxEnemies is the most enemies a configuration, scenario or -enemies
	// flag may add.
	MaxEnemies = 100_000
	// MaxTicks is the longest run -ticks may ask for: about 46 hours of game
	// time at 60 ticks a second.
	MaxTicks = 10_000_000
	// MaxWait is the longest wait of one scenario step, and of all its steps
	// together, in ticks.
	MaxWait = MaxTicks
	// maxDistance bounds ranges, radii and speeds: nothing is larger than the
	// largest arena's diagonal.
	maxDistance = 2 * MaxArenaSide
	// maxSeconds bounds durations: an hour.
	maxSeconds = 3600.0
	// maxAmount bounds hit points and damage.
	maxAmount = 1e9
	// MaxFileBytes is the most a file the user names may hold: a
	// configuration, scenario, replay, tree file or sweep spec. A
	// configuration placing MaxEnemies enemies takes about 5 MB.
	MaxFileBytes = 64 << 20
	// MaxTOMLBytes is the most a configuration, scenario or sweep spec may
	// hold, also inside a replay: the TOML library takes about 30 bytes of
	// memory per byte of blank lines or comments.
	MaxTOMLBytes = 8 << 20
	// MaxNesting is how deep a configuration, scenario or sweep spec may
	// nest arrays and inline tables, and how many parts a key or table
	// header may have: the files need 3.
	MaxNesting = 10
	// MaxTOMLValues is how many keys, array elements and tables a
	// configuration, scenario or sweep spec may hold: MaxEnemies enemies
	// take 400,000.
	MaxTOMLValues = 500_000
	// MaxBreakNesting is how deep a breakpoint may nest parentheses.
	MaxBreakNesting = 16
	// MaxBreakConditions is how many conditions a breakpoint may join:
	// each is checked for every enemy it watches.
	MaxBreakConditions = 64
	// MaxProblems is how many problems an error lists before it only counts
	// the rest, so that the output stays a screenful whatever the input.
	MaxProblems = 20
)
