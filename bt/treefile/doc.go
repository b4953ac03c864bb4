// Package treefile is the behavior tree file format of package bt: reading
// a tree file into its nodes (Reader.Parse, Reader.Read), rendering them back
// (File.Text), and building a bt.Tree from them with the leaves its caller
// knows (Build), as BehaviorTree.CPP keeps its XML parser beside its factory.
// It knows no leaves of its own: a game supplies its vocabulary through the
// Leaves interface.
//
// A tree file defines one behavior tree, one node per line, children indented
// below their parent, "#" starting a comment:
//
//	# The Near enemy, as in the tutorial's diagram.
//	near [reactive selector]
//	  attack [sequence]
//	    inAttackRange [condition] playerWithin(attack)
//	    attackReady [condition]
//	    strike [stateful action] attack
//	  chase [reactive sequence]
//	    seesPlayer [condition] playerWithin(detect)
//	    moveToPlayer [action]
//	  return [sequence]
//	    moveHome [action]
//
// A line is the node's name, its kind in brackets with the kind's
// parameters, and for a leaf or guard the leaf it runs from the caller's
// vocabulary (the game's is package ai's), with arguments in parentheses; a
// leaf written without one runs the leaf of its own name. The kinds and
// their parameters:
//
//	[sequence] [reactive sequence] [selector] [reactive selector]
//	[parallel success S failure F]       S and F children to succeed or fail
//	[guard] LEAF                         a condition from the vocabulary
//	[inverter] [force success] [force failure]
//	[repeat N] [retry until success N]
//	[cooldown 0.5 s] [timeout 90 ticks]  seconds (whole ticks, see Reader) or ticks
//	[condition] [action] [stateful action]
//
// A node can be switched off without deleting it: ", off" after its kind
// and parameters, inside the brackets,
//
//	retreat [sequence, off]
//	  hurt [condition] hpBelow(0.5)
//	rest [cooldown 2 s, off]
//
// is read and written back as it is, but Build leaves it out with everything
// under it, as if its lines were not there: the tree's shape (bt.Shape, and
// so every drawing of it) never holds it. Its lines must still read (names,
// indentation, kinds and parameters), but a branch that is off is not
// checked as a tree: it may be half written, empty or naming leaves the
// vocabulary lacks, until it is switched on. Children are counted as they
// are built: a composite whose children are all off is as empty as one
// without any, a decorator may keep an alternative child that is off beside
// the one that is on, and the root must be on. A comma in brackets meant
// nothing before, so every file that read before reads the same.
//
// Children are indented further than their parent, siblings exactly as far as
// each other, every level by the same step as the file's first child, with
// spaces; the tree connectors "├─ ", "│  " and "└─ " that File.Text writes
// count as spaces, so its output reads back as the same tree. Tabs are
// refused: their width is anyone's guess. A file may start with a UTF-8
// byte-order mark, as some editors write one: it is skipped (columns on the
// first line count from what follows it), and File.Text writes none.
//
// Every problem of a file is reported at once, each with its line and
// column (see Problem and Join), up to MaxProblems and then a count: the
// layout's as it is read, and the leaves' as it is built.
package treefile
