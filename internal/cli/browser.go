package cli

import (
	"flag"
	"fmt"
	"slices"
)

// notInBrowser are the game's flags a browser cannot honour, each with why:
// it has no files to read or write (its downloads are what -trace and
// -record write, and -tree takes the shipped trees by name).
var notInBrowser = map[string]string{
	"config":     "no files to read a configuration from: the page plays the embedded one, or the one Ctrl+S kept",
	"replay":     "no files to play a replay from",
	"cpuprofile": "no files to write a profile to",
	"screenshot": "no files to write a picture to",
	"window":     "no window of its own: the page gives the game the browser's size",
}

// markForBrowser adds to the usage of each flag a browser cannot honour
// that it does not work there, so that ?h says so.
func markForBrowser(fs *flag.FlagSet, browser bool) {
	if !browser {
		return
	}
	for name := range notInBrowser {
		if f := fs.Lookup(name); f != nil {
			f.Usage += " (not in a browser)"
		}
	}
}

// refuseInBrowser returns, in a browser, the first flag given that a
// browser cannot honour, as one line saying why.
func refuseInBrowser(fs *flag.FlagSet, browser bool) error {
	if !browser {
		return nil
	}
	var given []string
	fs.Visit(func(f *flag.Flag) {
		if _, ok := notInBrowser[f.Name]; ok {
			given = append(given, f.Name)
		}
	})
	if len(given) == 0 {
		return nil
	}
	slices.Sort(given)
	return fmt.Errorf("-%s: not in a browser, which has %s", given[0], notInBrowser[given[0]]) // the caller says where the flags are listed
}
