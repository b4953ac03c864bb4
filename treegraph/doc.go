// Package treegraph draws behavior trees as node-link pictures: a tidy
// layout (every level on its own row, parents centred over their children,
// no two boxes closer than a gap), and a scene of plain outlines, links and
// text that the game draws with Ebitengine and that WriteSVG and WritePNG
// write to files, so the graph view and the pictures in code review look
// alike.
//
// A Graph is built from a tree's bt.Shape with New; Show takes an
// instance's tick from bt.Shape.Rows (statuses, stale nodes, the tip,
// reasons), and a crowd's Heat can be set per node. Diff merges two versions
// of a tree into one graph with added, removed and changed nodes marked. A
// Shape is the tree as built, so a node switched off in its tree file
// ("[sequence, off]", see package treefile) is never in a graph, and Diff
// shows one switched on as added. The shape of a node
// says what it is: a rectangle with a band for a composite, a hexagon for a
// decorator, a pill for a condition, a rectangle with cut corners for an
// action; its outline's colour is its status's.
//
// A Layouter keeps its memory between layouts: the game lays out the
// selected enemy's tree every frame without allocating (BenchmarkLayout: a
// 100-node tree in a few microseconds; docs/performance.md has the figure).
package treegraph
