// Package sweep plays games headless to tune with evidence, in two ways.
//
// A sweep runs a grid: one or two tunable fields of enemy kinds swept over
// ranges, each cell of the grid played by the same player (a bot, a
// scenario's script or a replay's recorded input) over several seeds, and
// the outcome of every game measured. It writes the results as CSV, draws a
// heat map of one measure over the grid (PNG and SVG, with
// gonum.org/v1/plot) and sums up the best and worst cells; every game can be
// written as a replay that reproduces its row exactly. Games are
// independent, so a sweep spreads them over workers; results are kept by
// their place in the grid, so the CSV is byte-identical for any number of
// workers, and a shard (a contiguous slice of the cells) writes exactly the
// rows the whole sweep writes for those cells.
//
// A search looks for the values of 2 to 10 fields that bring a measure to
// a target within constraints: a Latin hypercube start, generations of
// CMA-ES (gonum.org/v1/gonum/optimize), candidates scored by their
// confidence interval, more games for the leaders, and the winner confirmed
// on held-out seeds (see Search.Run). It writes every game as CSV, the
// winner as a configuration, a picture of the search and a summary, the
// same for any number of workers.
//
// Spec files are read by config.ParseSpec; cmd/tune is the command.
package sweep
