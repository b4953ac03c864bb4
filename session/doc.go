// Package session is one deterministic run of the demo and everything it
// remembers: the world and its enemies' minds, the inputs of every tick, the
// kind and tree changes made while it ran, and a history (keyframes every
// KeyframeEvery ticks, events, and per tick a digest of every enemy's
// decision and what the tick did to the player) that lets it seek anywhere in
// its window, resume from the past, restart, and write or read replay files.
//
// Because the world is a pure function of its configuration, trees, seed and
// inputs, a run can be played again with a change and compared with itself:
// a Variant changes a replay from its start and a Differ plays it beside the
// original; a Fork changes a past tick of a live session and compares the
// changed future with the recorded one, read from the history. Outcome sums
// up how a run went for the player.
package session
