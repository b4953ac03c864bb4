// Command trees shows and checks behavior tree files:
//
//	go run ./cmd/trees [-config FILE] [-format dot|text] [-out DIR]
//	go run ./cmd/trees -check FILE...
//	go run ./cmd/trees -vocabulary
//
// By default it prints every kind's tree as the game loads it (the tree files
// beside -config, else the shipped ones) as Graphviz, or with -format text in
// the tree file format, which reads back as the same tree; with -out it writes
// KIND.tree or KIND.dot files there. -check validates tree files, printing
// every problem with its file, line and column, and exits 2 if there is one:
// for designers and CI. -vocabulary lists the leaves tree files can use.
// `make tree-dot` writes trees/near.dot and the others; render one with
// `dot -Tsvg trees/near.dot > near.svg`.
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
	"github.com/enemyai/enemyai/internal/cli"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("trees")
	configPath := fs.String("config", "", "configuration `file` (default: the embedded one)")
	format := fs.String("format", "dot", "dot (Graphviz) or text (the tree file format)")
	out := fs.String("out", "", "write KIND.tree or KIND.dot files into this `directory` instead of printing")
	check := fs.Bool("check", false, "check the tree files named as arguments and report every problem")
	vocabulary := fs.Bool("vocabulary", false, "list the leaves tree files can use, with their parameters")
	if err := cli.ParseFlags(fs, args, "trees [flags], trees -check FILE..., trees -vocabulary", stderr, true); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "trees: %v (trees -h lists the flags)\n", err)
		return 2
	}
	switch {
	case *vocabulary:
		fmt.Fprint(stdout, ai.VocabularyText())
		return 0
	case *check:
		return checkFiles(fs.Args(), stdout, stderr)
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "trees: unexpected argument %q (did you mean -check?)\n", fs.Arg(0))
		return 2
	}
	if err := write(*configPath, *format, *out, stdout); err != nil {
		fmt.Fprintln(stderr, "trees:", err)
		return 2
	}
	return 0
}

// checkFiles parses and builds each tree file, printing its problems.
func checkFiles(files []string, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "trees: -check needs the tree files to check")
		return 2
	}
	status := 0
	for _, path := range files {
		if err := checkFile(path); err != nil {
			fmt.Fprintln(stderr, err)
			status = 2
			continue
		}
		fmt.Fprintln(stdout, path+": ok")
	}
	return status
}

func checkFile(path string) error {
	data, err := config.ReadFile(path)
	if err != nil {
		return err
	}
	_, err = ai.BuildFile(path, data)
	return err
}

// write prints or writes every kind's tree as the game loads it.
func write(configPath, format, dir string, stdout io.Writer) error {
	if format != "dot" && format != "text" {
		return fmt.Errorf("-format %q: want text or dot", format)
	}
	s, err := cli.Open(cli.Source{ConfigPath: configPath})
	if err != nil {
		return err
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	files := s.TreeFiles()
	for _, k := range s.World.Kinds {
		body, ext := s.Minds.Tree(k).Shape().DOT(k.Name, nil), ".dot"
		if format == "text" {
			def, err := config.ParseTree(k.Tree, files[k.Name].Text)
			if err != nil {
				return err
			}
			body, ext = def.Text(), ".tree"
		}
		if dir == "" {
			fmt.Fprint(stdout, body)
			continue
		}
		path := filepath.Join(dir, k.Name+ext)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "wrote", path)
	}
	return nil
}
