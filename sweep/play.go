package sweep

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
)

// botNoise is how much a bot wobbles when the spec varies bot_noise.
const botNoise = 0.5

// games plays the games of a sweep or a search: the files a spec's play
// names, read and checked once, and the world each seed starts from.
type games struct {
	play *config.Play
	// base is the world as the files are written, their tree files read
	// (for a replay player, as the replay recorded it); replay is the
	// replay file of a replay player, whose games start from it.
	base   session.Origin
	replay []byte
	kinds  []entity.Kind // the kinds at tick 0, before any value is pinned
	hash   string        // of the spec and every file it reads
	files  []File        // the files it read, the spec first

	mu      sync.Mutex
	origins map[uint64]session.Origin // by seed, as the seed varies base
}

// loadGames reads the files play names, relative to the spec's folder: the
// configuration (the tree files beside it replace the shipped ones), the
// scenario (a file or a shipped name) or the replay. The files are checked
// as written, before any seed moves anything, so that every problem names
// its own file and line. spec is the spec's text, for the hash.
func loadGames(play *config.Play, spec []byte) (*games, error) {
	dir := filepath.Dir(play.File)
	relative := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	g := &games{play: play, origins: map[uint64]session.Origin{}, files: []File{{"-spec", play.File}}}
	var first *session.Session
	var err error
	if play.Replay != "" {
		g.files = append(g.files, File{"the spec's replay", relative(play.Replay)})
		if g.replay, err = config.ReadFile(relative(play.Replay)); err != nil {
			return nil, err
		}
		if first, err = session.ParseReplay(play.Replay, g.replay); err != nil {
			return nil, err
		}
		g.base = first.Origin() // what the replay recorded, for best.toml; games start from the replay
	} else {
		src := session.Source{ConfigPath: relative(play.Config), ScenarioPath: play.Scenario}
		if play.Scenario != "" && filepath.Ext(play.Scenario) != "" {
			src.ScenarioPath = relative(play.Scenario)
		}
		base, err := session.ReadOrigin(src)
		if err != nil {
			return nil, err
		}
		base.Seed = 1
		if first, err = session.New(base); err != nil {
			return nil, err
		}
		g.base = first.Origin() // with the tree files read, once
		g.files = append(g.files, File{"the spec's config", src.ConfigPath})
		if filepath.Ext(play.Scenario) != "" { // a file, not a shipped name
			g.files = append(g.files, File{"the spec's scenario", src.ScenarioPath})
		}
		trees := first.TreeFiles()
		for _, kind := range slices.Sorted(maps.Keys(trees)) {
			if f := trees[kind]; f.Path != "" && f.Replay == "" {
				g.files = append(g.files, File{"the tree file of " + kind, f.Path})
			}
		}
	}
	for _, k := range first.World.Kinds {
		g.kinds = append(g.kinds, *k)
	}
	g.hash = g.digest(spec)
	return g, nil
}

// File is a file the games of a sweep or a search read, and what names it
// in messages: what a run must not write over.
type File struct{ Name, Path string }

// Files returns the files the sweep's games read, the spec first; none for
// a sweep made from a spec's text alone.
func (sw *Sweep) Files() []File {
	if sw.games == nil {
		return nil
	}
	return sw.games.files
}

// Files returns the files the search's games read, the spec first.
func (s *Search) Files() []File { return s.games.files }

// digest returns the SHA-256 of the spec's text and of every file its games
// read, in hex: two runs with the same digest play the same games.
func (g *games) digest(spec []byte) string {
	h := sha256.New()
	part := func(name string, data []byte) { fmt.Fprintf(h, "%s %d\n%s\n", name, len(data), data) }
	part("spec", spec)
	part("config", g.base.Config)
	part("scenario", g.base.Scenario)
	part("replay", g.replay)
	for _, name := range slices.Sorted(maps.Keys(g.base.Trees)) {
		part("tree "+name, g.base.Trees[name].Text)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// check reports whether the values can be pinned in the world's kinds: the
// kind exists, uses the field, and the values break no rule of a
// configuration together (a ranged kind's attack above its min_distance).
func (g *games) check(values Cell) error {
	kinds := slices.Clone(g.kinds)
	for _, kv := range values {
		if err := kv.Apply(kinds); err != nil {
			return err
		}
	}
	return nil
}

// origin returns the world a seed's games start from: the base, with the
// player's start and the enemies' homes moved if the spec varies them (in
// the scenario when there is one, which holds the arena and enemies, else in
// the configuration).
func (g *games) origin(seed uint64) (session.Origin, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if o, ok := g.origins[seed]; ok {
		return o, nil
	}
	o := g.base
	o.Seed = seed
	start, homes := g.play.Varies(config.VaryPlayerStart), g.play.Varies(config.VaryHomes)
	if start || homes {
		var err error
		if o.ScenarioName != "" {
			o.Scenario, err = jitter(o.Scenario, seed, start, homes)
			o.ScenarioName = fmt.Sprintf("%s (seed %d moved it)", o.ScenarioName, seed)
		} else {
			o.Config, err = jitter(o.Config, seed, start, homes)
			o.ConfigName = fmt.Sprintf("%s (seed %d moved it)", o.ConfigName, seed)
		}
		if err != nil {
			return o, fmt.Errorf("%s: %w", o.ConfigName, err)
		}
	}
	g.origins[seed] = o
	return o, nil
}

// start returns the session of one game: the values pinned, the seed
// varying what the spec says, at tick 0.
func (g *games) start(seed uint64, values Cell) (*session.Session, error) {
	var s *session.Session
	var err error
	if g.replay != nil {
		s, err = session.ParseReplay(g.play.Replay, g.replay)
	} else {
		var o session.Origin
		if o, err = g.origin(seed); err == nil {
			s, err = session.New(o)
		}
	}
	if err != nil {
		return nil, err
	}
	if err := s.Vary(session.Variant{Values: values}); err != nil {
		return nil, err
	}
	return s, nil
}

// game plays one game of ticks ticks (the spec's length when 0) and returns
// its outcome; with replay set, it also writes the game there as a replay
// file.
func (g *games) game(seed uint64, values Cell, ticks int, replay string) (session.Outcome, error) {
	if ticks <= 0 {
		ticks = g.play.Ticks
	}
	s, out, err := g.playFor(seed, values, ticks)
	if err != nil || replay == "" {
		return out, err
	}
	var file bytes.Buffer
	if err := s.WriteReplay(&file); err != nil {
		return out, err
	}
	_, err = atomicfile.WriteFile(replay, file.Bytes())
	return out, err
}

// sample plays the first seed's game with the values for ticks ticks and
// returns the size of its replay file: what an estimate of a run's time and
// replays is made from.
func (g *games) sample(values Cell, ticks int) (replayBytes int, err error) {
	s, _, err := g.playFor(1, values, ticks)
	if err != nil {
		return 0, err
	}
	var file bytes.Buffer
	err = s.WriteReplay(&file)
	return file.Len(), err
}

// playFor plays a game for ticks ticks and returns its session and outcome.
func (g *games) playFor(seed uint64, values Cell, ticks int) (*session.Session, session.Outcome, error) {
	var out session.Outcome
	s, err := g.start(seed, values)
	if err != nil {
		return nil, out, err
	}
	bot := g.bot(seed)
	for range ticks {
		var in entity.PlayerIntent
		if bot != nil {
			in = bot.Intent(s.World)
		}
		s.Advance(in)
		out.Observe(s.World)
	}
	return s, out, nil
}

// bot returns the game's bot player, or nil.
func (g *games) bot(seed uint64) *entity.Bot {
	if g.play.Bot == "" {
		return nil
	}
	if g.play.Varies(config.VaryBotNoise) {
		return entity.NewBot(g.play.Bot, botNoise, seed)
	}
	return entity.NewBot(g.play.Bot, 0, seed)
}

// makeDir makes a folder for replays.
func makeDir(dir string) error {
	if dir == "" {
		return nil
	}
	return os.MkdirAll(dir, 0o755)
}
