package sfx

import (
	"os"
	"path/filepath"
	"runtime"
)

// Missing says why no sound can play on this machine, when that is sure
// before trying, else returns "": on Linux, when there is neither a
// PulseAudio (or PipeWire) server to talk to, nor an ALSA sound card, nor
// an ALSA configuration that could send sound elsewhere. A speaker that
// knows first plays silently without trying, and so spares the user the
// lines libasound prints on the standard error when it finds no card.
func Missing() string {
	if runtime.GOOS != "linux" {
		return ""
	}
	home, _ := os.UserHomeDir()
	return missing(os.Getenv, home, func(path string) bool {
		_, err := os.Stat(path)
		return err == nil
	})
}

// missing is Missing on a machine described by its environment, its user's
// home and which paths exist.
func missing(getenv func(string) string, home string, exists func(string) bool) string {
	if getenv("PULSE_SERVER") != "" {
		return ""
	}
	maybe := []string{"/dev/snd", "/etc/asound.conf"}
	if dir := getenv("XDG_RUNTIME_DIR"); dir != "" {
		maybe = append(maybe, filepath.Join(dir, "pulse", "native"))
	}
	if home != "" {
		maybe = append(maybe, filepath.Join(home, ".asoundrc"))
	}
	for _, path := range maybe {
		if exists(path) {
			return ""
		}
	}
	return "no PulseAudio server and no ALSA sound card"
}
