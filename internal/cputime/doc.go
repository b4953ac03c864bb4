// Package cputime tells how much CPU time the process has used, on every
// thread: what a piece of work costs whatever else a shared machine is
// doing, which the wall clock does not tell. Benchmarks report it beside
// their time, and cmd/tune beside a search's.
package cputime
