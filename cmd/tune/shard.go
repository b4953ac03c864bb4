package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"

	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/sweep"
)

// schedulers are the environments -shard auto/N reads its index from, in
// the order it looks: the variable, its first index's variable ("" when the
// first is 0), the variable of the step between indices ("" when it is 1,
// or 1 when unset), and what sets them.
var schedulers = []struct{ index, first, step, name string }{
	{"JOB_COMPLETION_INDEX", "", "", "Kubernetes Indexed Job"},
	{"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_STEP", "Slurm job array"},
}

// resolveShard sets the shard of -shard auto/N from the scheduler's
// environment and says which it used on stderr.
func resolveShard(o *options, stderr io.Writer) error {
	if o.run.Shard != 0 {
		return nil
	}
	n := o.run.Shards
	for _, s := range schedulers {
		raw, ok := os.LookupEnv(s.index)
		if !ok {
			continue
		}
		index, err := strconv.Atoi(raw)
		if err != nil || index < 0 || index > maxSchedulerIndex {
			return fmt.Errorf("-shard auto/%d: %s=%q is not a whole number from 0 to %d", n, s.index, excerpt(raw), maxSchedulerIndex)
		}
		from := fmt.Sprintf("%s=%d", s.index, index)
		if s.first != "" {
			rawFirst, ok := os.LookupEnv(s.first)
			first, err := strconv.Atoi(rawFirst)
			if !ok || err != nil || first < 0 || first > maxSchedulerIndex {
				return fmt.Errorf("-shard auto/%d: %s is set but %s=%q is not a whole number from 0 to %d", n, s.index, s.first, excerpt(rawFirst), maxSchedulerIndex)
			}
			index -= first
			from = fmt.Sprintf("%s=%s minus %s=%d", s.index, raw, s.first, first)
		}
		if rawStep, ok := os.LookupEnv(s.step); ok && s.step != "" {
			step, err := strconv.Atoi(rawStep)
			if err != nil || step < 1 {
				return fmt.Errorf("-shard auto/%d: %s=%q is not a whole number above 0", n, s.step, excerpt(rawStep))
			}
			if index%step != 0 {
				return fmt.Errorf("-shard auto/%d: %s is not a whole number of %s=%d steps", n, from, s.step, step)
			}
			if step > 1 {
				index /= step
				from = fmt.Sprintf("(%s) over %s=%d", from, s.step, step)
			}
		}
		if index < 0 || index >= n {
			return fmt.Errorf("-shard auto/%d: %s (%s) is index %d of the array, out of range: %d shards are indices 0 to %d", n, from, s.name, index, n, n-1)
		}
		from += " (" + s.name + ")"
		o.run.Shard = index + 1
		fmt.Fprintf(stderr, "tune: shard %d of %d, from %s\n", o.run.Shard, n, from)
		return nil
	}
	return fmt.Errorf("-shard auto/%d: neither JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID (a Slurm job array) is set", n)
}

// maxSchedulerIndex is the largest index, or first index, of an array a
// scheduler gives: far beyond any array (Slurm's are at most 4,000,001
// long), and small enough that their difference cannot overflow.
const maxSchedulerIndex = 1<<31 - 1

// manifestName is the name of a sweep's manifest, beside its results.csv.
const manifestName = "manifest.json"

// manifest says what a sweep's results.csv holds, so that -merge can check
// the shards of a sweep before it puts them together.
type manifest struct {
	Format     string `json:"format"`
	Tool       string `json:"tool"`
	Spec       string `json:"spec"`        // the spec file's name as given
	SpecSHA256 string `json:"spec_sha256"` // of the spec and every file its games read
	SpecText   string `json:"spec_text"`   // for drawing the merged sweep
	Ticks      int    `json:"ticks"`       // each game's length
	Shard      int    `json:"shard"`       // from 1
	Shards     int    `json:"shards"`
	FirstCell  int    `json:"first_cell"` // the shard's cells, from 0
	Cells      int    `json:"cells"`
	Games      int    `json:"games"`
	CSVSHA256  string `json:"csv_sha256"`
}

// manifestFormat names the manifest's format and its version.
const manifestFormat = "enemyai-tune-shard/1"

// toolVersion names the program that wrote a manifest: shards written by
// different builds are not merged.
func toolVersion() string {
	v := "(unknown)"
	if info, ok := debug.ReadBuildInfo(); ok {
		v = info.Main.Version
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" {
				v += " " + s.Value
			}
		}
	}
	return "enemyai tune " + v + " " + runtime.Version()
}

// newManifest describes a run's CSV.
func newManifest(sw *sweep.Sweep, o options, games int, csv []byte) manifest {
	shard, shards := max(o.run.Shard, 1), max(o.run.Shards, 1)
	lo, hi := sw.Shard(shard, shards)
	ticks := sw.Spec.Ticks
	if o.run.Ticks > 0 {
		ticks = o.run.Ticks
	}
	sum := sha256.Sum256(csv)
	return manifest{Format: manifestFormat, Tool: toolVersion(), Spec: filepath.Base(o.spec), SpecSHA256: sw.Hash(),
		SpecText: string(sw.SpecText()), Ticks: ticks, Shard: shard, Shards: shards, FirstCell: lo, Cells: hi - lo, Games: games,
		CSVSHA256: hex.EncodeToString(sum[:])}
}

// writeManifest writes m into dir.
func writeManifest(dir string, m manifest) error {
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	_, err = atomicfile.WriteFile(filepath.Join(dir, manifestName), append(data, '\n'))
	return err
}
