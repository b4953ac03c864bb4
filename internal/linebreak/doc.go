// Package linebreak breaks text into lines of a monospace font, as the game
// and the tree's graph write it: at spaces, but never beside a word of
// symbols alone (an operator like "==" or "&&", a key like "."), so that
// "hp < 0.5" keeps its "<" and "N or . steps" its ".".
package linebreak
