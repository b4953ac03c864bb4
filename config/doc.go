// Package config reads the demo's configuration files: configurations and
// scenarios (strict TOML) into entity's values, sweep specs, and kind values
// from the command line (tree files are bt/treefile's format, which ai
// builds with its vocabulary). Every
// error names the file, line and field or column, and files are held to
// documented limits (limits.go). It also watches files for changes and
// edits a configuration's kind values in place, for saving tuned values.
package config
