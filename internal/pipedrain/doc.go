// Package pipedrain reads a named pipe to its end in the background, for
// tests of programs that write to one: a pipe's writer waits for a reader.
package pipedrain
