package control

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/internal/atomicfile"
	"github.com/enemyai/enemyai/session"
)

// Settings are what a player sets in the menu and finds again on the next
// run: the sound's volume, whether it is muted, and which controls the
// screens show. They are kept in a small TOML file on the desktop (see
// SettingsPath) and in local storage in a browser.
type Settings struct {
	Volume int  // from 0 to MaxVolume
	Mute   bool // no sound, whatever the volume
	Hints  Hints
}

// MaxVolume is the loudest volume.
const MaxVolume = 10

// DefaultSettings are the settings of a first run, or of a broken file.
var DefaultSettings = Settings{Volume: 7}

// Hints is which controls the screens show: those of the device in use, the
// keys', the pad's, or none (the HUD's "F1: keys" hint included).
type Hints int

// The hints a player can choose.
const (
	HintsAuto Hints = iota // the device used last
	HintsKeys
	HintsPad
	HintsOff
)

// hintNames are how the settings file and the menu write the hints.
var hintNames = [...]string{"auto", "keys", "pad", "off"}

// String names the hints as the settings file writes them.
func (h Hints) String() string { return hintNames[h] }

// InputDevice is a kind of device a player plays with, whose controls the
// screens show.
type InputDevice int

// The input devices.
const (
	KeysAndMouse InputDevice = iota
	Gamepad
	TouchScreen
	deviceCount // how many there are
)

// Shows returns the device whose controls the screens show, given the one
// used last: the one the hints name, or on auto the one used last.
func (h Hints) Shows(last InputDevice) InputDevice {
	switch h {
	case HintsKeys:
		return KeysAndMouse
	case HintsPad:
		return Gamepad
	}
	return last
}

// settingsKeys are the keys a settings file may hold.
var settingsKeys = []string{"volume", "mute", "hints"}

// ParseSettings reads a settings file's text; name is how messages name the
// file. Every problem is one line naming the file and line.
func ParseSettings(name string, data []byte) (Settings, error) {
	s := DefaultSettings
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return DefaultSettings, fmt.Errorf("%s:%d: %s", name, pe.Position.Line, pe.Message)
		}
		return DefaultSettings, fmt.Errorf("%s: %v", name, err)
	}
	for _, key := range slices.Sorted(maps.Keys(raw)) {
		bad := func(want string) error {
			return fmt.Errorf("%s:%d: %s: want %s", name, keyLine(data, key), key, want)
		}
		switch v := raw[key]; key {
		case "volume":
			n, ok := v.(int64)
			if !ok || n < 0 || n > MaxVolume {
				return DefaultSettings, bad(fmt.Sprintf("a whole number from 0 to %d", MaxVolume))
			}
			s.Volume = int(n)
		case "mute":
			b, ok := v.(bool)
			if !ok {
				return DefaultSettings, bad("true or false")
			}
			s.Mute = b
		case "hints":
			str, _ := v.(string)
			i := slices.Index(hintNames[:], str)
			if i < 0 {
				return DefaultSettings, bad(`"` + strings.Join(hintNames[:], `", "`) + `"`)
			}
			s.Hints = Hints(i)
		default:
			return DefaultSettings, fmt.Errorf("%s:%d: unknown setting %s; the settings are %s", name, keyLine(data, key),
				config.Quote(key), strings.Join(settingsKeys, ", "))
		}
	}
	return s, nil
}

// Text is the settings file that ParseSettings reads back as s.
func (s Settings) Text() []byte {
	return fmt.Appendf(nil, "# enemyai's settings, as the menu left them\nvolume = %d\nmute = %t\nhints = %q\n", s.Volume, s.Mute, s.Hints.String())
}

// keyLine returns the line of data that sets key, or 0.
func keyLine(data []byte, key string) int {
	line := regexp.MustCompile(`^\s*"?` + regexp.QuoteMeta(key) + `"?\s*=`)
	for i, l := range strings.Split(string(data), "\n") {
		if line.MatchString(l) {
			return i + 1
		}
	}
	return 0
}

// SettingsPath is where the desktop keeps the settings: settings.toml in
// the user's configuration folder (on Linux $XDG_CONFIG_HOME/enemyai, or
// ~/.config/enemyai), or "" where there is none.
func SettingsPath() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "enemyai", "settings.toml")
}

// LoadSettings returns the settings kept at path, in a browser those kept in
// its local storage, and the defaults where none are kept (path "" on the
// desktop, or no file yet). A broken file gives the defaults and the
// problem, one line naming the file and line, for the caller to say: it
// never stops the game.
func LoadSettings(path string) (Settings, error) {
	if InBrowser {
		data, ok := session.Kept(settingsKey)
		if !ok {
			return DefaultSettings, nil
		}
		return ParseSettings("settings (kept in this browser)", data)
	}
	if path == "" {
		return DefaultSettings, nil
	}
	data, err := config.ReadFile(path)
	var missing *config.FileError
	if errors.As(err, &missing) && missing.Msg == config.FileNotFound {
		return DefaultSettings, nil
	}
	if err != nil {
		return DefaultSettings, err
	}
	return ParseSettings(path, data)
}

// SaveSettings keeps s at path, atomically, making its folder if need be;
// in a browser, in its local storage. Path "" on the desktop keeps nothing.
func SaveSettings(path string, s Settings) error {
	if InBrowser {
		session.Keep(settingsKey, s.Text())
		return nil
	}
	if path == "" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	_, err := atomicfile.WriteFile(path, s.Text())
	return err
}

// settingsKey is where the browser keeps the player's settings.
const settingsKey = "enemyai/settings"
