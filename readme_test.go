package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readmeExample is a command the README or a page of the manual in docs/
// shows with what it prints.
type readmeExample struct {
	file    string // README.md or docs/PAGE.md
	line    int    // where the command is in the file
	command string // like "go run ./cmd/sim -scenario ... -explain near-1"
	output  []string
}

// readmeExamples finds the examples of the README and the manual's pages:
// a sh block of one `go run` of a command, followed at once by a block of
// what it prints (all of it, or lines picked from it in order).
func readmeExamples(t *testing.T) []readmeExample {
	t.Helper()
	pages, err := filepath.Glob("docs/*.md")
	require.NoError(t, err)
	block := regexp.MustCompile("(?m)^```sh\n(go run ./cmd/[^\n]*)\n```\n```[a-z]*\n((?s:.*?))```$")
	var examples []readmeExample
	for _, file := range append([]string{"README.md"}, pages...) {
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		text := string(data)
		for _, m := range block.FindAllStringSubmatchIndex(text, -1) {
			examples = append(examples, readmeExample{
				file:    file,
				line:    strings.Count(text[:m[0]], "\n") + 1,
				command: text[m[2]:m[3]],
				output:  strings.Split(strings.TrimRight(text[m[4]:m[5]], "\n"), "\n"),
			})
		}
	}
	return examples
}

// TestTheREADMEsExamplesPrintWhatItShows runs every command the README and
// the manual show with their output and checks that the output's lines are
// there, in order.
func TestTheREADMEsExamplesPrintWhatItShows(t *testing.T) {
	examples := readmeExamples(t)
	require.GreaterOrEqual(t, len(examples), 4, "the examples with their output")
	dir, bins := t.TempDir(), map[string]string{}
	for _, ex := range examples {
		t.Run(ex.command, func(t *testing.T) {
			pkg, args, _ := strings.Cut(strings.TrimPrefix(ex.command, "go run "), " ")
			if bins[pkg] == "" {
				bins[pkg] = filepath.Join(dir, filepath.Base(pkg))
				out, err := exec.Command("go", "build", "-o", bins[pkg], pkg).CombinedOutput()
				require.NoError(t, err, "%s", out)
			}
			cmd := exec.Command("sh", "-c", bins[pkg]+" "+args) // the README's quoting, as a shell reads it
			cmd.Env = withoutDisplay()
			out, err := cmd.Output()
			require.NoError(t, err, "%s:%d", ex.file, ex.line)
			lines := strings.Split(string(out), "\n")
			at := 0
			for _, want := range ex.output {
				for at < len(lines) && strings.TrimRight(lines[at], " ") != strings.TrimRight(want, " ") {
					at++
				}
				if !assert.Less(t, at, len(lines), "%s:%d: %q is not in what it prints (in order)", ex.file, ex.line, want) {
					return
				}
				at++
			}
		})
	}
}
