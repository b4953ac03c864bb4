// Package spell finds the name a person probably meant: the "did you mean"
// of an error message about an unknown key, leaf, branch or node kind.
package spell
