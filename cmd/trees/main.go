// Command trees writes the enemy kinds' behavior-tree definitions as text or
// Graphviz files, one per kind:
//
//	go run ./cmd/trees [-config FILE] [-format dot|text] [-out DIR]
//
// With -out "" it prints them instead. `make tree-dot` writes trees/near.dot
// and trees/far.dot; render one with `dot -Tsvg trees/near.dot > near.svg`.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/config"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("trees", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed once, below; the flag list only for -h
	fs.Usage = func() {}
	configPath := fs.String("config", "", "configuration `file` (default: the embedded one)")
	format := fs.String("format", "dot", "dot or text")
	out := fs.String("out", "", "write KIND.dot or KIND.txt files into this `directory` instead of printing")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stderr)
			fmt.Fprintln(stderr, "Usage: trees [flags]")
			fs.PrintDefaults()
			return 0
		}
		fmt.Fprintf(stderr, "trees: %v (trees -h lists the flags)\n", err)
		return 2
	}
	if err := write(*configPath, *format, *out, stdout); err != nil {
		fmt.Fprintln(stderr, "trees:", err)
		return 2
	}
	return 0
}

func write(configPath, format, dir string, stdout io.Writer) error {
	if format != "dot" && format != "text" {
		return fmt.Errorf("-format %q: want dot or text", format)
	}
	cfg, err := config.LoadConfigOrDefault(configPath)
	if err != nil {
		return err
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	for _, name := range cfg.KindNames() {
		tree, err := ai.NewTree(cfg.Kinds[name])
		if err != nil {
			return err
		}
		body, ext := tree.Shape().DOT(name, nil), ".dot"
		if format == "text" {
			body, ext = tree.Shape().Text(nil), ".txt"
		}
		if dir == "" {
			fmt.Fprint(stdout, body)
			continue
		}
		path := filepath.Join(dir, name+ext)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "wrote", path)
	}
	return nil
}
