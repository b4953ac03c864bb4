package config

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/enemyai/enemyai/entity"
	"github.com/fsnotify/fsnotify"
)

// ConfigUpdate is the result of reloading a watched configuration file: the
// new configuration, or the errors that keep it from being used.
type ConfigUpdate struct {
	Config *entity.Config
	Err    error
	// Sum is the SHA-256 of the file's bytes, so a program can recognise a
	// file it wrote itself.
	Sum [32]byte
}

// ConfigWatcher reloads a configuration file whenever it changes on disk,
// including editors that save by writing a new file and renaming it over the
// old one, and files deleted and created again.
type ConfigWatcher struct {
	path    string
	fs      *fsnotify.Watcher
	updates chan ConfigUpdate
	done    chan struct{}
	wg      sync.WaitGroup
}

// settle is how long the watcher waits for a burst of file events to end
// before reloading.
const settle = 100 * time.Millisecond

// WatchConfig starts watching the configuration file at path.
func WatchConfig(path string) (*ConfigWatcher, error) {
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	if err := fsw.Add(filepath.Dir(path)); err != nil {
		fsw.Close()
		return nil, &FileError{File: path, Msg: "cannot watch its directory: " + err.Error()}
	}
	w := &ConfigWatcher{path: path, fs: fsw, updates: make(chan ConfigUpdate, 1), done: make(chan struct{})}
	w.wg.Add(1)
	go w.loop()
	return w, nil
}

// Updates delivers a reload after every change. Only the newest undelivered
// update is kept.
func (w *ConfigWatcher) Updates() <-chan ConfigUpdate { return w.updates }

// Close stops watching.
func (w *ConfigWatcher) Close() error {
	close(w.done)
	err := w.fs.Close()
	w.wg.Wait()
	return err
}

func (w *ConfigWatcher) loop() {
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
			if filepath.Clean(ev.Name) == name {
				timer = time.After(settle)
			}
		case err, ok := <-w.fs.Errors:
			if !ok {
				return
			}
			w.publish(ConfigUpdate{Err: &FileError{File: w.path, Msg: "watching: " + err.Error()}})
		case <-timer:
			timer = nil
			w.publish(w.reload())
		}
	}
}

func (w *ConfigWatcher) reload() ConfigUpdate {
	data, err := os.ReadFile(w.path)
	if err != nil {
		return ConfigUpdate{Err: &FileError{File: w.path, Msg: readProblem(err)}}
	}
	cfg, err := ParseConfig(w.path, data)
	return ConfigUpdate{Config: cfg, Err: err, Sum: sha256.Sum256(data)}
}

// publish replaces any undelivered update with u.
func (w *ConfigWatcher) publish(u ConfigUpdate) {
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
