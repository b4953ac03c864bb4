// Command testprogress reads `go test -json` on standard input and says how
// the run goes on standard output, so that `make test` is never silent for
// long: each package's result as go test prints it (with its output when it
// fails), and while nothing finishes, a line at least every 20 seconds that
// says how many packages are done and which are still building or running.
// Its last line counts the tests: "N passed, M failed". It exits with status
// 1 when a package failed or did not build, so a pipeline with pipefail fails
// as go test would.
//
//	go test -json ./... | go run ./internal/testprogress
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

// quiet is the longest stretch without a line.
const quiet = 20 * time.Second

func main() {
	p := newProgress(os.Stdout, time.Now)
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(quiet / 4):
				p.heartbeat()
			}
		}
	}()
	err := p.read(os.Stdin)
	close(stop)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testprogress:", err)
		os.Exit(2)
	}
	if p.failed {
		os.Exit(1)
	}
}

// event is one line of `go test -json` (see `go doc cmd/test2json`), and of
// the build events it carries.
type event struct {
	Action     string
	Package    string
	ImportPath string // build events
	Test       string
	Elapsed    float64
	Output     string
}

// progress follows a test run: the packages seen, those done, each one's
// passed tests and output, and when it last said anything.
type progress struct {
	mu     sync.Mutex
	w      io.Writer
	now    func() time.Time
	start  time.Time
	said   time.Time
	seen   []string            // packages in the order they appeared
	done   map[string]bool     // packages with a result
	passed map[string]int      // tests passed so far, per package
	output map[string][]string // output by package and test ("PKG TEST"; "PKG " for the package's), shown if it fails
	failed bool
	// tests and failures count the tests that passed and failed, for the
	// closing line.
	tests, failures int
}

func newProgress(w io.Writer, now func() time.Time) *progress {
	t := now()
	return &progress{w: w, now: now, start: t, said: t, done: map[string]bool{},
		passed: map[string]int{}, output: map[string][]string{}}
}

// read follows the events of r to its end.
func (p *progress) read(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			p.say(sc.Text()) // not JSON: go test's own message, as it is
			continue
		}
		p.event(e)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	p.say(fmt.Sprintf("%d passed, %d failed", p.tests, p.failures))
	return nil
}

// event takes one event into account, saying a package's result when it
// comes.
func (p *progress) event(e event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	pkg := e.Package
	if pkg == "" {
		pkg = e.ImportPath
	}
	if pkg != "" && !slices.Contains(p.seen, pkg) {
		p.seen = append(p.seen, pkg)
	}
	key := pkg + " " + e.Test
	switch {
	case e.Action == "output" || e.Action == "build-output":
		p.output[key] = append(p.output[key], e.Output)
	case e.Action == "build-fail":
		p.failed = true
	case e.Test != "" && (e.Action == "pass" || e.Action == "skip"):
		delete(p.output, key) // a passing test's lines say nothing
		if e.Action == "pass" {
			p.passed[pkg]++
			p.tests++
		}
	case e.Test != "" && e.Action == "fail":
		p.failures++
		p.output[pkg+" "] = append(p.output[pkg+" "], p.output[key]...) // shown with the package's failure
		delete(p.output, key)
	case e.Test == "" && (e.Action == "pass" || e.Action == "fail" || e.Action == "skip"):
		p.finish(pkg, e)
	}
}

// finish says a package's result as go test does, with its output when it
// failed.
func (p *progress) finish(pkg string, e event) {
	p.done[pkg] = true
	switch e.Action {
	case "pass":
		p.sayLocked(fmt.Sprintf("ok  \t%s\t%.3fs", pkg, e.Elapsed))
	case "skip":
		p.sayLocked(fmt.Sprintf("?   \t%s\t[no test files]", pkg))
	default:
		p.failed = true
		p.sayLocked(strings.TrimRight(strings.Join(p.output[pkg+" "], ""), "\n"))
		p.sayLocked(fmt.Sprintf("FAIL\t%s\t%.3fs", pkg, e.Elapsed))
	}
	delete(p.output, pkg+" ")
}

// heartbeat says how far the run is when nothing was said for a while.
func (p *progress) heartbeat() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.now().Sub(p.said) < quiet {
		return
	}
	var busy []string
	for _, pkg := range p.seen {
		if !p.done[pkg] {
			busy = append(busy, fmt.Sprintf("%s (%d tests passed)", short(pkg), p.passed[pkg]))
		}
	}
	line := fmt.Sprintf("... %s in: %d of %d packages done", p.now().Sub(p.start).Round(time.Second), len(p.done), len(p.seen))
	if len(busy) > 0 {
		line += "; building or running " + strings.Join(busy, ", ")
	} else {
		line += "; building the next test binaries"
	}
	p.sayLocked(line)
}

// short returns a package's path within the module, "." for its root.
func short(pkg string) string {
	if pkg == "github.com/enemyai/enemyai" {
		return "."
	}
	if _, rest, ok := strings.Cut(pkg, "/enemyai/enemyai/"); ok {
		return rest
	}
	return pkg
}

func (p *progress) say(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.sayLocked(line)
}

func (p *progress) sayLocked(line string) {
	if line == "" {
		return
	}
	fmt.Fprintln(p.w, line)
	p.said = p.now()
}
