package entity

import (
	"errors"
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/enemyai/enemyai/assets"
)

// DefaultConfig returns the configuration embedded in package assets.
func DefaultConfig() (*Config, error) { return ParseConfig(assets.ConfigName, assets.Config) }

// LoadConfigOrDefault reads the configuration file at path, or returns the
// embedded default when path is "": what a -config flag means.
func LoadConfigOrDefault(path string) (*Config, error) {
	if path == "" {
		return DefaultConfig()
	}
	return LoadConfig(path)
}

// LoadConfig reads and validates a configuration file.
func LoadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &FileError{File: path, Msg: readProblem(err)}
	}
	return ParseConfig(path, data)
}

// ParseConfig decodes and validates a configuration; file names it in errors.
// Every problem is reported, each as a *FileError, joined with errors.Join.
func ParseConfig(file string, data []byte) (*Config, error) {
	var c Config
	d, err := decode(file, data, &c)
	if err != nil {
		return nil, err
	}
	for name, k := range c.Kinds {
		if k == nil {
			c.Kinds[name] = &Kind{}
		}
		c.Kinds[name].Name = name
	}
	c.validate(d)
	if err := d.err(); err != nil {
		return nil, err
	}
	return &c, nil
}

// LoadScenario reads and validates a scenario file against the kinds of cfg.
func LoadScenario(path string, cfg *Config) (*Scenario, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &FileError{File: path, Msg: readProblem(err)}
	}
	return ParseScenario(path, data, cfg)
}

// ParseScenario decodes and validates a scenario against the kinds of cfg.
func ParseScenario(file string, data []byte, cfg *Config) (*Scenario, error) {
	var s Scenario
	d, err := decode(file, data, &s)
	if err != nil {
		return nil, err
	}
	s.validate(d, cfg)
	if err := d.err(); err != nil {
		return nil, err
	}
	return &s, nil
}

func readProblem(err error) string {
	if errors.Is(err, os.ErrNotExist) {
		return "file not found"
	}
	return err.Error()
}

// typeError matches the TOML library's type mismatch errors, which carry their
// line and key only in their text.
var typeError = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`)

// decoded is a decoded document being validated: it collects problems with
// their lines.
type decoded struct {
	file     string
	md       toml.MetaData
	lines    keyLines
	errs     []error
	warnings []*FileError
}

func decode(file string, data []byte, v any) (*decoded, error) {
	md, err := toml.Decode(string(data), v)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			msg := pe.Message
			if inner := errors.Unwrap(pe); inner != nil {
				msg = inner.Error()
			}
			return nil, &FileError{File: file, Line: pe.Position.Line, Field: pe.LastKey, Msg: msg}
		}
		if m := typeError.FindStringSubmatch(err.Error()); m != nil {
			line, _ := strconv.Atoi(m[1])
			return nil, &FileError{File: file, Line: line, Field: m[2], Msg: m[3]}
		}
		return nil, &FileError{File: file, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
	}
	d := &decoded{file: file, md: md, lines: indexKeyLines(string(data))}
	for _, k := range md.Undecoded() {
		d.fail(k.String(), "unknown key")
	}
	return d, nil
}

func (d *decoded) fail(field, format string, args ...any) {
	d.errs = append(d.errs, &FileError{File: d.file, Line: d.lines.line(field), Field: field, Msg: fmt.Sprintf(format, args...)})
}

func (d *decoded) warn(field, format string, args ...any) {
	d.warnings = append(d.warnings, &FileError{File: d.file, Line: d.lines.line(field), Field: field, Msg: fmt.Sprintf(format, args...)})
}

func (d *decoded) err() error { return errors.Join(d.errs...) }

// number checks that field holds a finite number of at least min (above min
// when strict).
func (d *decoded) number(field string, x, min float64, strict bool) {
	switch {
	case !d.defined(field):
		d.fail(field, "is missing")
	case math.IsNaN(x) || math.IsInf(x, 0):
		d.fail(field, "must be a finite number, got %v", x)
	case strict && x <= min:
		d.fail(field, "must be greater than %g, got %g", min, x)
	case !strict && x < min:
		d.fail(field, "must be at least %g, got %g", min, x)
	}
}

// point checks that field holds a point [x, y] of finite numbers.
func (d *decoded) point(field string, v Vec) bool {
	if !v.finite() {
		d.fail(field, "must be a point [x, y] of finite numbers")
		return false
	}
	return true
}

func (d *decoded) positive(field string, x float64)    { d.number(field, x, 0, true) }
func (d *decoded) nonNegative(field string, x float64) { d.number(field, x, 0, false) }

// defined reports whether the dotted field, outside arrays of tables, was
// written in the file.
func (d *decoded) defined(field string) bool {
	return d.md.IsDefined(strings.Split(field, ".")...)
}
