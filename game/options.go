package game

import "github.com/enemyai/enemyai/internal/cli"

// Options are the demo's settings, usually from the command line: see
// package cli, which reads them without importing Ebitengine.
type Options = cli.Options
