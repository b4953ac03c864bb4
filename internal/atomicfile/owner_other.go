//go:build !unix

package atomicfile

import "os"

// keepOwner does nothing where files have no Unix owner.
func keepOwner(string, os.FileInfo) {}
