//go:build unix

package atomicfile

import (
	"os"
	"syscall"
)

// keepOwner gives the file at path the owner and group of info, where the
// process may; a user saving their own file already owns the new one.
func keepOwner(path string, info os.FileInfo) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		os.Lchown(path, int(st.Uid), int(st.Gid))
	}
}
