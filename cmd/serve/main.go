// Command serve serves a folder over HTTP on a local port, for the browser
// build of the demo:
//
//	make web && make serve        # or: go run ./cmd/serve -dir build/web
//
// It prints the address to open. Any static host can serve the same folder.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	dir := fs.String("dir", "build/web", "the `folder` to serve")
	addr := fs.String("addr", "127.0.0.1:8080", "the `address` to listen on")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stderr)
			fmt.Fprintln(stderr, "Usage: serve [-dir folder] [-addr host:port]")
			fs.PrintDefaults()
			return 0
		}
		fmt.Fprintf(stderr, "serve: %v (serve -h lists the flags)\n", err)
		return 2
	}
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		fmt.Fprintf(stderr, "serve: %s has no index.html: run make web first\n", *dir)
		return 2
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "serve:", err)
		return 1
	}
	fmt.Fprintf(stdout, "serving %s at http://%s/ (Ctrl+C stops)\n", *dir, ln.Addr())
	if err := http.Serve(ln, Handler(*dir)); err != nil {
		fmt.Fprintln(stderr, "serve:", err)
		return 1
	}
	return 0
}
