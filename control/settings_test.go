package control

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettingsFilesReadBackAndSayWhatIsWrong(t *testing.T) {
	tests := []struct {
		name, text string
		want       Settings
		err        string
	}{
		{"empty", "", DefaultSettings, ""},
		{"all", "volume = 3\nmute = true\nhints = \"pad\"\n", Settings{Volume: 3, Mute: true, Hints: HintsPad}, ""},
		{"comments", "# mine\n\nvolume = 0 # silence\n", Settings{Volume: 0}, ""},
		{"too loud", "mute = false\nvolume = 11\n", DefaultSettings, "s.toml:2: volume: want a whole number from 0 to 10"},
		{"a fraction", "volume = 2.5\n", DefaultSettings, "s.toml:1: volume: want a whole number from 0 to 10"},
		{"mute as text", "\n\nmute = \"yes\"\n", DefaultSettings, "s.toml:3: mute: want true or false"},
		{"unknown hints", "hints = \"touch\"\n", DefaultSettings, `s.toml:1: hints: want "auto", "keys", "pad", "off"`},
		{"unknown key", "volume = 2\nloudness = 3\n", DefaultSettings, `s.toml:2: unknown setting "loudness"; the settings are volume, mute, hints`},
		{"broken", "volume = 2\nmute =\n", DefaultSettings, "s.toml:2: expected value but found '\\n' instead"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := ParseSettings("s.toml", []byte(tc.text))
			if tc.err != "" {
				require.Error(t, err)
				assert.Equal(t, tc.err, err.Error())
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, tc.want, s)
		})
	}
}

func TestSettingsAreKeptBetweenRuns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "enemyai", "settings.toml")
	s, err := LoadSettings(path)
	require.NoError(t, err, "no file yet: the defaults")
	assert.Equal(t, DefaultSettings, s)
	want := Settings{Volume: 4, Mute: true, Hints: HintsOff}
	require.NoError(t, SaveSettings(path, want))
	s, err = LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, want, s)

	require.NoError(t, os.WriteFile(path, []byte("volume = loud\n"), 0o644))
	s, err = LoadSettings(path)
	require.Error(t, err)
	assert.Contains(t, err.Error(), path+":1: ")
	assert.Equal(t, DefaultSettings, s, "a broken file: the defaults")

	s, err = LoadSettings("")
	require.NoError(t, err)
	assert.Equal(t, DefaultSettings, s, "nowhere to keep them")
	require.NoError(t, SaveSettings("", want))
}
