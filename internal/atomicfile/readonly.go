package atomicfile

import "errors"

// errReadOnly is why WriteFile refuses to replace a read-only file.
var errReadOnly = errors.New("the file is read-only; make it writable or save elsewhere")

// IsReadOnly reports whether err is WriteFile refusing a read-only file.
func IsReadOnly(err error) bool { return errors.Is(err, errReadOnly) }
