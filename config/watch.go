package config

import (
	"crypto/sha256"
	"path/filepath"
	"sync"
	"time"

	"github.com/enemyai/enemyai/entity"
	"github.com/fsnotify/fsnotify"
)

// Update is the result of reloading a watched file: what it now says, or the
// errors that keep it from being used.
type Update[T any] struct {
	Value T
	Data  []byte // the file's bytes as read
	Err   error
	// Sum is the SHA-256 of the file's bytes, so a program can recognise a
	// file it wrote itself.
	Sum [32]byte
}

// Watcher reloads a file whenever it changes on disk, including editors that
// save by writing a new file and renaming it over the old one, and files
// deleted and created again. A symbolic link is followed: a change to the
// file it names, or to the link, is a change.
type Watcher[T any] struct {
	path    string
	target  string // the file path names, links followed; path if none
	parse   func(path string, data []byte) (T, error)
	fs      *fsnotify.Watcher
	updates chan Update[T]
	done    chan struct{}
	wg      sync.WaitGroup
}

// ConfigWatcher watches a configuration file; ConfigUpdate is its update.
type (
	ConfigWatcher = Watcher[*entity.Config]
	ConfigUpdate  = Update[*entity.Config]
)

// settle is how long the watcher waits for a burst of file events to end
// before reloading.
const settle = 100 * time.Millisecond

// WatchConfig starts watching the configuration file at path.
func WatchConfig(path string) (*ConfigWatcher, error) { return WatchFile(path, ParseConfig) }

// WatchFile starts watching the file at path, reading it with parse, like a
// tree file with ai.BuildFile.
func WatchFile[T any](path string, parse func(string, []byte) (T, error)) (*Watcher[T], error) {
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	if err := fsw.Add(filepath.Dir(path)); err != nil {
		fsw.Close()
		return nil, &FileError{File: path, Msg: "cannot watch its directory: " + err.Error()}
	}
	w := &Watcher[T]{path: path, target: filepath.Clean(path), parse: parse, fs: fsw, updates: make(chan Update[T], 1), done: make(chan struct{})}
	w.follow()
	w.wg.Add(1)
	go w.loop()
	return w, nil
}

// Updates delivers a reload after every change. Only the newest undelivered
// update is kept.
func (w *Watcher[T]) Updates() <-chan Update[T] { return w.updates }

// Path returns the file watched.
func (w *Watcher[T]) Path() string { return w.path }

// Close stops watching.
func (w *Watcher[T]) Close() error {
	close(w.done)
	err := w.fs.Close()
	w.wg.Wait()
	return err
}

// follow watches the folder of the file the path's links name, when they
// name one elsewhere; a folder it cannot watch leaves the link's own.
func (w *Watcher[T]) follow() {
	target, err := filepath.EvalSymlinks(w.path)
	if err != nil || filepath.Clean(target) == w.target {
		return
	}
	w.target = filepath.Clean(target)
	if filepath.Dir(w.target) != filepath.Dir(filepath.Clean(w.path)) {
		w.fs.Add(filepath.Dir(w.target))
	}
}

func (w *Watcher[T]) loop() {
	defer w.wg.Done()
	name := filepath.Clean(w.path)
	var timer <-chan time.Time
	for {
		select {
		case <-w.done:
			return
		case ev, ok := <-w.fs.Events:
			if !ok {
				return
			}
			if at := filepath.Clean(ev.Name); at == name || at == w.target {
				timer = time.After(settle)
			}
		case err, ok := <-w.fs.Errors:
			if !ok {
				return
			}
			w.publish(Update[T]{Err: &FileError{File: w.path, Msg: "watching: " + err.Error()}})
		case <-timer:
			timer = nil
			w.follow() // the link may name another file now
			w.publish(w.reload())
		}
	}
}

func (w *Watcher[T]) reload() Update[T] { return Reload(w.path, w.parse) }

// Reload reads the file at path with parse, as a Watcher does when it
// changes: for a program that must read it at once, not when the watcher
// gets to it.
func Reload[T any](path string, parse func(string, []byte) (T, error)) Update[T] {
	data, err := ReadFile(path)
	if err != nil {
		return Update[T]{Err: err}
	}
	v, err := parse(path, data)
	return Update[T]{Value: v, Data: data, Err: err, Sum: sha256.Sum256(data)}
}

// publish replaces any undelivered update with u.
func (w *Watcher[T]) publish(u Update[T]) {
	for {
		select {
		case w.updates <- u:
			return
		default:
		}
		select {
		case <-w.updates:
		default:
		}
	}
}
