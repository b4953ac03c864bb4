// Command trees shows, draws, compares and checks behavior tree files:
//
//	go run ./cmd/trees [-config FILE] [-format dot|text|svg|png] [-out DIR] [FILE.tree...]
//	go run ./cmd/trees -diff [-format svg|png] OLD.tree NEW.tree
//	go run ./cmd/trees -check FILE...
//	go run ./cmd/trees -vocabulary
//
// By default it prints every kind's tree as the game loads it (the tree files
// beside -config, else the shipped ones) as Graphviz, or with -format text in
// the tree file format, which reads back as the same tree; -format svg or png
// draws the tree as the game's graph view does. Tree files named as
// arguments are shown instead of the kinds' trees. With -out it writes
// KIND.dot, KIND.tree, KIND.svg or KIND.png files there (a picture goes to
// standard output only when there is one, and a PNG not to a terminal).
//
// -diff lists what changed from one version of a tree file to another, one
// line per added (+), removed (-) or changed (~) node, and exits 1 when
// something did, as diff does; with -format svg or png it draws the merged
// tree instead, added nodes green, removed ones red, changed ones amber.
//
// -check validates tree files, printing every problem with its file, line
// and column, and exits 2 if there is one: for designers and CI. -vocabulary
// lists the leaves tree files can use. `make tree-dot` writes trees/near.dot
// and the others.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/enemyai/enemyai/ai"
	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/internal/cli"
	"github.com/enemyai/enemyai/session"
	"github.com/enemyai/enemyai/treegraph"
)

func main() {
	cli.StopCleanlyOnSignal()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("trees")
	configPath := fs.String("config", "", "configuration `file` (default: the embedded one)")
	format := fs.String("format", "dot", "dot (Graphviz), text (the tree file format), svg or png (the game's graph view)")
	out := fs.String("out", "", "write KIND.dot, .tree, .svg or .png files into this `directory` instead of printing")
	diff := fs.Bool("diff", false, "show what changed between two tree files: OLD.tree NEW.tree")
	check := fs.Bool("check", false, "check the tree files named as arguments and report every problem")
	vocabulary := fs.Bool("vocabulary", false, "list the leaves tree files can use, with their parameters")
	if err := cli.ParseFlags(fs, args, "trees [flags] [FILE.tree...], trees -diff OLD.tree NEW.tree, trees -check FILE..., trees -vocabulary", stderr, true); err != nil {
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
	case *diff:
		return diffFiles(fs.Args(), *format, *out, stdout, stderr)
	}
	if err := write(*configPath, fs.Args(), *format, *out, stdout, stderr); err != nil {
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

// drawing is one tree to write: its name for files, its shape and its text.
type drawing struct {
	name  string
	file  string // where its text came from, for messages
	shape *bt.Shape
	text  []byte
}

// trees returns the trees to write: those of the files named, else every
// kind's as the game loads it.
func trees(configPath string, files []string) ([]drawing, error) {
	var out []drawing
	for _, path := range files {
		data, err := config.ReadFile(path)
		if err != nil {
			return nil, err
		}
		tree, err := ai.BuildFile(path, data)
		if err != nil {
			return nil, err
		}
		out = append(out, drawing{strings.TrimSuffix(filepath.Base(path), ".tree"), path, tree.Shape(), data})
	}
	if len(files) > 0 {
		return out, nil
	}
	s, err := session.Open(session.Source{ConfigPath: configPath})
	if err != nil {
		return nil, err
	}
	texts := s.TreeFiles()
	for _, k := range s.World.Kinds {
		file := k.Tree
		if f := texts[k.Name]; f.Path != "" {
			file = f.Path
		}
		out = append(out, drawing{k.Name, file, s.Minds.Tree(k).Shape(), texts[k.Name].Text})
	}
	return out, nil
}

// write prints or writes the trees in the format asked for, saying on
// stderr which pictures had to be drawn smaller.
func write(configPath string, files []string, format, dir string, stdout, stderr io.Writer) error {
	if !slices.Contains(formats, format) {
		return fmt.Errorf("-format %s: want %s", config.Quote(format), strings.Join(formats, ", "))
	}
	list, err := trees(configPath, files)
	if err != nil {
		return err
	}
	if dir == "" && len(list) > 1 && picture(format) {
		return fmt.Errorf("-format %s draws one picture per tree: give -out DIR, or one tree file", config.Plain(format, config.QuotedChars))
	}
	if dir == "" && format == "png" && cli.IsTerminal(stdout) {
		return errors.New(pngOnTerminal)
	}
	if dir != "" {
		if err := makeOut(dir); err != nil {
			return err
		}
		if err := cli.CheckFiles(inputs(configPath, list), outputs(dir, format, list)); err != nil {
			return err
		}
	}
	for _, d := range list {
		var body bytes.Buffer
		if err := render(d, format, &body, stderr); err != nil {
			return err
		}
		if dir == "" {
			if _, err := stdout.Write(body.Bytes()); err != nil {
				return err
			}
			continue
		}
		path := filepath.Join(dir, d.name+"."+extensions[format])
		if _, err := atomicfile.WriteFile(path, body.Bytes()); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "wrote", path)
	}
	return nil
}

// makeOut makes the folder -out names, if it is not there yet, with an
// error naming the flag: a file, a dangling link or a loop of links there
// takes no folder.
func makeOut(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("-out: cannot make the folder %s: %w", config.ShortName(dir), err)
	}
	return nil
}

// inputs lists the files the trees were read from.
func inputs(configPath string, list []drawing) []cli.File {
	files := []cli.File{{Name: "-config", Path: configPath}}
	for _, d := range list {
		if _, err := os.Stat(d.file); err == nil {
			files = append(files, cli.File{Name: "the tree file", Path: d.file})
		}
	}
	return files
}

// outputs lists the files -out gets, one per tree.
func outputs(dir, format string, list []drawing) []cli.File {
	var files []cli.File
	for _, d := range list {
		files = append(files, cli.File{Name: "-out", Path: filepath.Join(dir, d.name+"."+extensions[format])})
	}
	return files
}

// The formats trees writes, and their files' extensions.
var (
	formats    = []string{"dot", "text", "svg", "png"}
	extensions = map[string]string{"dot": "dot", "text": "tree", "svg": "svg", "png": "png"}
)

// pngOnTerminal refuses to print a PNG picture's bytes on a terminal.
const pngOnTerminal = "-format png writes a picture, not text: give -out DIR, or send standard output to a file (> tree.png)"

// picture reports whether the format is a picture, one per file.
func picture(format string) bool { return format == "svg" || format == "png" }

// render writes one tree in the format.
func render(d drawing, format string, w, stderr io.Writer) error {
	switch format {
	case "dot":
		_, err := io.WriteString(w, d.shape.DOT(d.name, nil))
		return err
	case "text":
		def, err := ai.Syntax.Parse(d.file, d.text)
		if err != nil {
			return err
		}
		_, err = io.WriteString(w, def.Text())
		return err
	}
	g := treegraph.New(d.shape)
	if def, err := ai.Syntax.Parse(d.file, d.text); err == nil {
		g.AddOff(def.Root) // pictures show the nodes that are off, dashed
	}
	return draw(d.name, g, format, w, stderr)
}

// draw lays out the graph and writes it as an SVG or PNG picture, saying
// on stderr when the picture of name had to be drawn smaller than the
// graph view shows it to stay within treegraph.MaxPictureSide.
func draw(name string, g *treegraph.Graph, format string, w, stderr io.Writer) error {
	g.Size()
	var l treegraph.Layouter
	width, height := l.Layout(g, treegraph.Gap)
	var scene treegraph.Scene
	g.Draw(width, height, &scene)
	if f := scene.Scale(format == "png"); f < 1 {
		fmt.Fprintf(stderr, "trees: %s is %.0f x %.0f pixels: drawn at %.0f%% of its size, within %d pixels a side\n",
			config.Plain(name, config.QuotedChars), width, height, 100*f, treegraph.MaxPictureSide)
	}
	if format == "png" {
		return scene.WritePNG(w)
	}
	return scene.WriteSVG(w)
}

// diffFiles shows what changed from the first tree file to the second: a
// list on standard output, or a drawing there or, with -out, in the folder
// dir, named after the new file (near.diff.svg).
func diffFiles(files []string, format, dir string, stdout, stderr io.Writer) int {
	if len(files) != 2 {
		fmt.Fprintln(stderr, "trees: -diff needs two tree files: OLD.tree NEW.tree")
		return 2
	}
	var shapes [2]*bt.Shape
	for i, path := range files {
		list, err := trees("", []string{path})
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		shapes[i] = list[0].shape
	}
	g, changed := treegraph.Diff(shapes[0], shapes[1])
	var err error
	switch format {
	case "svg", "png":
		err = drawDiff(files, g, format, dir, stdout, stderr)
	case "dot", "text":
		if dir != "" {
			err = errors.New("-out takes the drawing of -format svg or png: -diff writes its list of changes to standard output")
			break
		}
		if !changed {
			_, err = fmt.Fprintf(stdout, "%s and %s: the same tree\n", files[0], files[1])
			break
		}
		err = g.WriteChanges(stdout)
	default:
		err = fmt.Errorf("-format %s: -diff writes text, svg or png", config.Quote(format))
	}
	if err != nil {
		fmt.Fprintln(stderr, "trees:", err)
		return 2
	}
	if changed {
		return 1
	}
	return 0
}

// drawDiff draws the merged tree of a -diff on standard output or, with
// -out, into the folder dir as NEW.diff.svg or .png (NEW the new tree
// file's name), checked as every output is and written whole.
func drawDiff(files []string, g *treegraph.Graph, format, dir string, stdout, stderr io.Writer) error {
	if dir == "" {
		if format == "png" && cli.IsTerminal(stdout) {
			return errors.New(pngOnTerminal)
		}
		return draw(files[1], g, format, stdout, stderr)
	}
	if err := makeOut(dir); err != nil {
		return err
	}
	path := filepath.Join(dir, strings.TrimSuffix(filepath.Base(files[1]), ".tree")+".diff."+extensions[format])
	if err := cli.CheckFiles([]cli.File{{Name: "the old tree file", Path: files[0]}, {Name: "the new tree file", Path: files[1]}},
		[]cli.File{{Name: "-out", Path: path}}); err != nil {
		return err
	}
	var body bytes.Buffer
	if err := draw(files[1], g, format, &body, stderr); err != nil {
		return err
	}
	if _, err := atomicfile.WriteFile(path, body.Bytes()); err != nil {
		return err
	}
	_, err := fmt.Fprintln(stdout, "wrote", path)
	return err
}
