package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/sweep"
)

// shardFiles are one shard's folder, manifest and CSV.
type shardFiles struct {
	dir      string
	manifest manifest
	csv      []byte
}

// merge checks that the shards' folders hold every shard of one sweep once,
// and writes the whole sweep's results.csv, manifest, heat maps and summary
// into -out, as one run would. A problem is one line naming the shard, exit
// status 2.
func merge(o options, stdout, stderr io.Writer) int {
	shards, err := readShards(o.merge)
	if err == nil {
		err = checkOut(o.out)
	}
	if err == nil {
		var inputs []sweep.File
		for _, s := range shards {
			inputs = append(inputs, sweep.File{Name: "the shard", Path: filepath.Join(s.dir, "results.csv")},
				sweep.File{Name: "the shard", Path: filepath.Join(s.dir, manifestName)})
		}
		err = mergeWrites.check(o.out, inputs)
	}
	if err != nil {
		fmt.Fprintln(stderr, "tune: -merge:", err)
		return 2
	}
	first := shards[0].manifest
	sw, err := sweep.FromSpec(first.Spec, []byte(first.SpecText))
	if err != nil {
		fmt.Fprintf(stderr, "tune: -merge: %s: the manifest's spec: %v\n", shortPath(shards[0].dir), err)
		return 2
	}
	var whole bytes.Buffer
	var results []sweep.Result
	for _, s := range shards {
		rows, err := sw.ReadCSV(bytes.NewReader(s.csv), s.manifest.Shard, s.manifest.Shards)
		if err != nil {
			fmt.Fprintf(stderr, "tune: -merge: %s: %v\n", shortPath(filepath.Join(s.dir, "results.csv")), err)
			return 2
		}
		results = append(results, rows...)
		whole.Write(s.csv)
	}
	if err := writeMerged(sw, first, results, whole.Bytes(), o.out, stdout); err != nil {
		fmt.Fprintln(stderr, "tune: -merge:", err)
		return 1
	}
	return 0
}

// readShards reads the shards' folders and returns them in shard order,
// after checking that they are the shards of one sweep, each once, none
// missing.
func readShards(dirs []string) ([]shardFiles, error) {
	var shards []shardFiles
	for _, dir := range dirs {
		s := shardFiles{dir: dir}
		data, err := config.ReadFile(filepath.Join(dir, manifestName))
		if err != nil {
			return nil, fmt.Errorf("%s: not a shard's folder: %v", shortPath(dir), err)
		}
		if err := json.Unmarshal(data, &s.manifest); err != nil || s.manifest.Format != manifestFormat {
			return nil, fmt.Errorf("%s: not a tune manifest of format %s", shortPath(filepath.Join(dir, manifestName)), manifestFormat)
		}
		if s.csv, err = config.ReadFile(filepath.Join(dir, "results.csv")); err != nil {
			return nil, fmt.Errorf("%s: %v", shortPath(dir), err)
		}
		if sum := sha256.Sum256(s.csv); hex.EncodeToString(sum[:]) != s.manifest.CSVSHA256 {
			return nil, fmt.Errorf("%s: results.csv is not the one its manifest describes (changed or cut short)", shortPath(dir))
		}
		shards = append(shards, s)
	}
	first := shards[0].manifest
	if first.Shards < 1 || first.Shards > config.MaxSweepCells {
		return nil, fmt.Errorf("%s: a manifest of %d shards: a sweep has 1 to %d", shortPath(shards[0].dir), first.Shards, config.MaxSweepCells)
	}
	byShard := make([]*shardFiles, first.Shards)
	for i := range shards {
		s, m := &shards[i], shards[i].manifest
		switch {
		case m.SpecSHA256 != first.SpecSHA256:
			return nil, fmt.Errorf("%s: shard of another spec or its files (%s, sha256 %.12s…) than %s (%s, sha256 %.12s…)",
				shortPath(s.dir), excerpt(m.Spec), m.SpecSHA256, shortPath(shards[0].dir), excerpt(first.Spec), first.SpecSHA256)
		case m.Ticks != first.Ticks:
			return nil, fmt.Errorf("%s: games of %d ticks, but %s played %d", shortPath(s.dir), m.Ticks, shortPath(shards[0].dir), first.Ticks)
		case m.Tool != first.Tool:
			return nil, fmt.Errorf("%s: written by %s, but %s by %s", shortPath(s.dir), excerpt(m.Tool), shortPath(shards[0].dir), excerpt(first.Tool))
		case m.Shards != first.Shards:
			return nil, fmt.Errorf("%s: shard %d of %d, but %s is of %d shards", shortPath(s.dir), m.Shard, m.Shards, shortPath(shards[0].dir), first.Shards)
		case m.Shard < 1 || m.Shard > m.Shards:
			return nil, fmt.Errorf("%s: shard %d of %d is out of range", shortPath(s.dir), m.Shard, m.Shards)
		case byShard[m.Shard-1] != nil:
			return nil, fmt.Errorf("%s: shard %d of %d again, also in %s", shortPath(s.dir), m.Shard, m.Shards, shortPath(byShard[m.Shard-1].dir))
		}
		byShard[m.Shard-1] = s
	}
	ordered := make([]shardFiles, len(byShard))
	for i, s := range byShard {
		if s == nil {
			return nil, fmt.Errorf("shard %d of %d is missing (the folders hold %d)", i+1, first.Shards, len(shards))
		}
		ordered[i] = *s
	}
	return ordered, nil
}

// writeMerged writes the whole sweep's files, as one run writes them.
func writeMerged(sw *sweep.Sweep, first manifest, results []sweep.Result, csv []byte, out string, stdout io.Writer) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	csvPath := filepath.Join(out, "results.csv")
	if _, err := atomicfile.WriteFile(csvPath, csv); err != nil {
		return err
	}
	m := first
	sum := sha256.Sum256(csv)
	m.Shard, m.Shards, m.FirstCell, m.Cells, m.Games, m.CSVSHA256 = 1, 1, 0, len(sw.Cells()), len(results), hex.EncodeToString(sum[:])
	if err := writeManifest(out, m); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "merged %s: wrote %s (%d games)\nwrote %s\n", config.Counted(first.Shards, "shard"), csvPath, len(results), filepath.Join(out, manifestName))
	return writePictures(sw, results, out, stdout)
}
