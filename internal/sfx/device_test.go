package sfx

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMissingIsSureOnlyWithNoWayToADevice: sound is missing only when no
// PulseAudio server, ALSA card or ALSA configuration is there.
func TestMissingIsSureOnlyWithNoWayToADevice(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		paths   []string
		missing bool
	}{
		{name: "a bare container", missing: true},
		{name: "a runtime dir without a server", env: map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, missing: true},
		{name: "a PulseAudio or PipeWire socket", env: map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, paths: []string{"/run/user/1000/pulse/native"}},
		{name: "a PulseAudio server named", env: map[string]string{"PULSE_SERVER": "tcp:host"}},
		{name: "an ALSA card", paths: []string{"/dev/snd"}},
		{name: "a user's ALSA configuration", paths: []string{"/home/u/.asoundrc"}},
		{name: "the machine's ALSA configuration", paths: []string{"/etc/asound.conf"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			why := missing(func(k string) string { return tc.env[k] }, "/home/u", func(p string) bool {
				for _, q := range tc.paths {
					if p == q {
						return true
					}
				}
				return false
			})
			assert.Equal(t, tc.missing, why != "", why)
		})
	}
}
