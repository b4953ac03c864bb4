package config

import (
	"errors"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/enemyai/enemyai/assets"
	"github.com/enemyai/enemyai/entity"
)

// DefaultConfig returns the configuration embedded in package assets.
func DefaultConfig() (*entity.Config, error) { return ParseConfig(assets.ConfigName, assets.Config) }

// ParseConfig decodes and validates a configuration; file names it in errors.
// Every problem is reported (up to MaxProblems, then a count), each as a
// *FileError, joined with errors.Join; warnings go to Config.Warnings.
func ParseConfig(file string, data []byte) (*entity.Config, error) {
	d, root, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	c := readConfig(d, root)
	if err := d.err(); err != nil {
		return nil, err
	}
	for _, w := range d.warnings {
		c.Warnings = append(c.Warnings, w)
	}
	return c, nil
}

// ParseScenario decodes and validates a scenario against the kinds of cfg.
func ParseScenario(file string, data []byte, cfg *entity.Config) (*entity.Scenario, error) {
	d, root, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	s := readScenario(d, root, cfg)
	if err := d.err(); err != nil {
		return nil, err
	}
	return s, nil
}

// parse reads TOML syntax into a document to read strictly, or returns the
// syntax error with its line and column.
func parse(file string, data []byte) (*doc, map[string]any, error) {
	if fe := prescan(file, data); fe != nil {
		return nil, nil, fe
	}
	var root map[string]any
	if _, err := toml.Decode(string(data), &root); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			msg := pe.Message
			if inner := errors.Unwrap(pe); inner != nil {
				msg = inner.Error()
			}
			return nil, nil, &FileError{File: file, Line: pe.Position.Line, Column: pe.Position.Col,
				Field: truncate(pe.LastKey, 80), Msg: truncate(msg, 200)}
		}
		return nil, nil, &FileError{File: file, Msg: truncate(strings.TrimPrefix(err.Error(), "toml: "), 200)}
	}
	return &doc{file: file, lines: indexKeyLines(string(data))}, root, nil
}

// err returns the document's problems sorted by line, at most MaxProblems of
// them and then a count of the rest, joined; nil when there are none.
func (d *doc) err() error { return joinProblems(d.file, d.errs, d.unshown) }

// JoinProblems sorts the problems of file by line, keeps at most MaxProblems
// of them and then a count of the rest, and joins them into one error; nil
// when there are none.
func JoinProblems(file string, problems []*FileError) error { return joinProblems(file, problems, 0) }

// joinProblems is JoinProblems for problems and more of them that were only
// counted, all of which come after the first MaxProblems of problems.
func joinProblems(file string, problems []*FileError, more int) error {
	if len(problems) == 0 {
		return nil
	}
	sortProblems(problems)
	errs := make([]error, 0, MaxProblems+1)
	for i, e := range problems {
		if i == MaxProblems {
			break
		}
		errs = append(errs, e)
	}
	if rest := len(problems) + more - len(errs); rest > 0 {
		errs = append(errs, &FileError{File: file, Msg: moreProblems(rest), Unlisted: rest})
	}
	return errors.Join(errs...)
}
