# Commands a newcomer needs: `make run` plays the demo, `make test` runs every
# test. Both install the system packages they need first (see `deps`).

GO        ?= go
SHELL     := bash
.SHELLFLAGS := -o pipefail -c
STATICCHECK_VERSION := v0.8.2

# Debian/Ubuntu packages the game needs at run time: Ebitengine v2.10 builds
# without cgo and opens the X11 and OpenGL libraries when the window opens,
# so no compiler or -dev headers are needed to play. Xvfb runs the tests that
# draw, with Mesa's software OpenGL.
DEB_PACKAGES := libgl1 libgl1-mesa-dri libegl1 libx11-6 libxcursor1 libxext6 libxi6 \
	libxinerama1 libxrandr2 libxrender1 libasound2 xvfb xauth
# The race detector, which make test uses, needs cgo and so a C compiler.
RACE_PACKAGES := gcc libc6-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Packages that never import Ebitengine: their tests run without a display.
# Those that start goroutines (file watching, sweep workers, the web server,
# the parallel world step, bt's lazily built text and lean trees) run under the race
# detector; the others run without it, at a tenth of the cost: ai's 1,000
# random worlds, played twice each, take seconds instead of minutes.
RACE_PKGS := ./bt/... ./entity/... ./config/... ./session/... ./sweep/... ./cmd/...
PLAIN_PKGS := ./ai/... ./assets/... ./control/... ./treeedit/... ./treegraph/... ./internal/...
HEADLESS := $(RACE_PKGS) $(PLAIN_PKGS)
# Packages that draw: their tests run under Xvfb.
DISPLAY_PKGS := ./game/... .

.PHONY: run test check bench measure lint deps race-deps fuzz sim tree-dot web serve test-web chromium screenshots slurm-test

run: deps
	$(GO) run . $(ARGS)

# test says what it does as it goes: the packages as they compile, then each
# package as its tests pass, and while nothing finishes, what is still
# building or running, at least every 20 seconds (internal/testprogress). The fuzz targets' seed corpora run here as
# ordinary tests; `make fuzz` (and CI) fuzz for real. The race detector
# covers the headless packages where the goroutines are (RACE_PKGS); the
# others and the drawing packages run without it, which halves what an empty
# cache compiles.
test: deps race-deps
	@echo "== downloading modules, then building every package (listed as it compiles)"
	$(GO) mod download
	$(GO) build -v ./... 2>&1 | sed 's/^/  built /'
	$(GO) build -o build/testprogress ./internal/testprogress
	@echo "== headless packages with goroutines, with the race detector (each package as it passes; a line at least every 20 s)"
	env -u DISPLAY $(GO) test -race -count=1 -json $(RACE_PKGS) | build/testprogress
	@echo "== the other headless packages"
	env -u DISPLAY $(GO) test -count=1 -json $(PLAIN_PKGS) | build/testprogress
	@echo "== drawing packages, under Xvfb"
	xvfb-run -a -s "-screen 0 1280x800x24" $(GO) test -count=1 -json $(DISPLAY_PKGS) | build/testprogress

# check is the quick look before a commit, under a minute with warm caches:
# vet, and the headless packages' tests without the race detector.
check:
	$(GO) vet ./...
	env -u DISPLAY $(GO) test -count=1 $(HEADLESS)

# FUZZTIME is a budget of executions per target ("20000x"), or a duration
# ("30s"). Go 1.26's fuzzing coordinator can fail a run that is stopped by a
# duration with a spurious "context deadline exceeded" (go.dev/issue/75804,
# fixed in Go 1.27), so the default and CI count executions.
FUZZTIME ?= 200000x
# FUZZMINIMIZE bounds the work of minimizing each new input the engine
# keeps, in executions: by default it may take a minute per input, and
# with replay files of 10 KB it took the whole budget (8 executions in two
# minutes); at 2000x, minimizing a tree editor input of a thousand edits
# (0.1 s a run) stalled CI for minutes.
FUZZMINIMIZE ?= 500x
# Packages with fuzz targets: bt's oracle against its reference, the file
# parsers, replay files included, conditional breakpoints, the flags
# of the game and of cmd/sim, and the tree editor's edits.
FUZZ_PKGS := ./bt/ ./bt/treefile/ ./config/ ./session/ ./ai/ ./internal/cli/ ./cmd/sim/ ./treeedit/
# Short fuzzing runs of every fuzz target; `make fuzz FUZZTIME=2000000x` for
# longer.
fuzz:
	@for pkg in $(FUZZ_PKGS); do \
		for target in $$(env -u DISPLAY $(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
			echo "fuzz $$pkg $$target ($(FUZZTIME))"; \
			env -u DISPLAY $(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZE) $$pkg || exit 1; \
		done; \
	done

# slurm-test is opt-in: on a machine with a running Slurm (Debian's
# slurm-wlm, one node will do; see docs/schedulers.md), it submits the
# shipped sweep as deploy/slurm does, a job array of shards and the merge
# after it, with games of 10 s, and compares the merge with one run.
SLURM_RESULTS ?= $(CURDIR)/build/slurm-test
slurm-test:
	@command -v sbatch >/dev/null 2>&1 && sinfo >/dev/null 2>&1 || { \
		echo "slurm-test: no running Slurm here (sbatch, sinfo); see docs/schedulers.md"; exit 1; }
	$(GO) build -o build/tune ./cmd/tune
	rm -rf $(SLURM_RESULTS)
	TUNE=$(CURDIR)/build/tune RESULTS=$(SLURM_RESULTS) TUNE_FLAGS="-ticks 600" deploy/slurm/submit.sh --wait
	build/tune -spec assets/sweeps/near_detect_attack.toml -out $(SLURM_RESULTS)/one -ticks 600 >/dev/null
	@for f in results.csv manifest.json heatmap.png heatmap.svg summary.txt; do \
		cmp $(SLURM_RESULTS)/one/$$f $(SLURM_RESULTS)/merged/$$f || exit 1; done
	@echo "slurm-test: the merged shards are one run's, byte for byte"

SCENARIO ?= assets/scenarios/near_chase.toml
# Run a scenario without a window and print its summary.
sim:
	env -u DISPLAY $(GO) run ./cmd/sim -scenario $(SCENARIO) $(ARGS)

# Write the Near and Far tree definitions as Graphviz files into trees/.
tree-dot:
	env -u DISPLAY $(GO) run ./cmd/trees -format dot -out trees

bench:
	env -u DISPLAY $(GO) test -run '^$$' -bench . -benchmem $(HEADLESS)

# measure reruns every figure of docs/performance.md's table on the
# commit checked out, and names it: the benchmarks, frames under Xvfb, the
# 100,000-enemy run and the shipped sweep. About 4 minutes on the
# development machine; run it on an otherwise idle machine, twice for the
# spread.
MEASURE_SHOT := xvfb-run -a -s "-screen 0 1280x800x24" ./enemyai
measure: deps
	@command -v /usr/bin/time >/dev/null || $(SUDO) apt-get install -y -qq time
	@echo "== measured on commit $$(git rev-parse --short HEAD)$$(git diff --quiet HEAD || echo ', with uncommitted changes')"
	$(GO) build -o enemyai .
	$(GO) build -o build/tune ./cmd/tune
	@echo "== frames, -measure 240: empty 0 / 1,000 enemies, arena 6 / 1,006"
	$(MEASURE_SHOT) -scenario empty -measure 240
	$(MEASURE_SHOT) -scenario empty -enemies 1000 -measure 240
	$(MEASURE_SHOT) -scenario arena -measure 240
	$(MEASURE_SHOT) -scenario arena -enemies 1000 -measure 240
	@echo "== 100,000 enemies in the default arena: frames, and memory with a full window"
	/usr/bin/time -f "elapsed %e s, peak resident %M KB" $(MEASURE_SHOT) -enemies 100000 -measure 120
	/usr/bin/time -f "elapsed %e s, peak resident %M KB" $(MEASURE_SHOT) -enemies 100000 -frames 1700 -screenshot build/measure-100k.png
	@echo "== 1,000 enemies with a full window: memory"
	/usr/bin/time -f "elapsed %e s, peak resident %M KB" $(MEASURE_SHOT) -enemies 1000 -frames 3800 -screenshot build/measure-1k.png
	@echo "== the shipped sweep"
	/usr/bin/time -f "elapsed %e s, peak resident %M KB" build/tune -spec assets/sweeps/near_detect_attack.toml -out build/measure-sweep
	@echo "== benchmarks"
	$(MAKE) --no-print-directory bench

lint: deps
	@unformatted=$$(gofmt -l $$(git ls-files '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...

# deps installs the missing Debian/Ubuntu packages the game needs with
# apt-get, with sudo when not root; race-deps the C compiler the race
# detector needs. Elsewhere they only say what they could not check.
deps:
	@$(call install-missing,$(DEB_PACKAGES))

race-deps:
	@$(call install-missing,$(RACE_PACKAGES))

# install-missing installs those of the Debian packages $(1) that are not
# installed yet.
define install-missing
	if ! command -v dpkg-query >/dev/null 2>&1; then \
		echo "deps: not a Debian/Ubuntu system; install $(1) or their equivalents yourself (see README)"; exit 0; fi; \
	missing=""; \
	for p in $(1); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "deps: installing$$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

WEB_DIR := build/web
# The browser build: the game as WebAssembly with its page, the Go
# runtime's loader and sizes.json (the sizes the page says while loading), in
# a folder any static host can serve.
web:
	mkdir -p $(WEB_DIR)
	GOOS=js GOARCH=wasm $(GO) build -o $(WEB_DIR)/enemyai.wasm .
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" web/index.html $(WEB_DIR)/
	@# the sizes the page says while loading: the game, and gzipped as hosts send it
	printf '{"wasm": %d, "gzip": %d}\n' $$(wc -c < $(WEB_DIR)/enemyai.wasm) $$(gzip -9 -c $(WEB_DIR)/enemyai.wasm | wc -c) > $(WEB_DIR)/sizes.json
	@echo "built $(WEB_DIR): make serve, then open the address it prints"

# Serve the browser build on http://127.0.0.1:8080/.
serve:
	$(GO) run ./cmd/serve -dir $(WEB_DIR)

# Retake the manual's screenshots of the game, each by the program itself
# under Xvfb (docs/heatmap.png comes from cmd/tune, docs/browser.png,
# docs/breakpoints.png, docs/touch.png and docs/touch-editor.png from
# test-web).
SHOT := xvfb-run -a -s "-screen 0 1280x800x24" ./enemyai
screenshots: deps
	$(GO) build -o enemyai .
	$(SHOT) -scenario arena -frames 421 -screenshot docs/screenshot.png
	$(SHOT) -scenario near_chase -select near-1 -frames 201 -screenshot docs/debugger.png
	$(SHOT) -scenario far_dodge -select far-1 -frames 620 -seek 575 -screenshot docs/rewound.png
	$(SHOT) -scenario arena -select far-2 -frames 600 -seek 100 -fork far.attack=6 -screenshot docs/whatif.png
	$(SHOT) -scenario far_dodge -select far-1 -graph -frames 300 -screenshot docs/graph.png
	$(SHOT) -scenario near_chase -tree near=docs/near-retreat.tree -select near-1 -graph -edit -hold=false -frames 60 -screenshot docs/editor.png
	$(SHOT) -start -frames 30 -screenshot docs/start.png
	$(SHOT) -scenario arena -enemies 300 -select near-1 -heat all -frames 420 -screenshot docs/crowd.png

# The browser test: the built page in headless Chromium (installed when
# missing), driven with chromedp. WEB_SCREENSHOT=docs/browser.png,
# WEB_SCREENSHOT_EDITOR=docs/breakpoints.png,
# WEB_SCREENSHOT_TOUCH=docs/touch.png,
# WEB_SCREENSHOT_TOUCH_SHEET=docs/touch-sheet.png and
# WEB_SCREENSHOT_TOUCH_EDITOR=docs/touch-editor.png keep its screenshots.
test-web: chromium
	$(GO) build -o build/testprogress ./internal/testprogress
	@echo "== the browser test: building the WebAssembly game, then playing it in headless Chromium (a line at least every 20 s)"
	env -u DISPLAY $(GO) test -tags browser -count=1 -timeout 15m -json ./cmd/serve/ | build/testprogress

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
		echo "chromium: installing Debian's chromium"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends chromium; }
