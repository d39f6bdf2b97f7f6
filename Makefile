# The two commands of the README:
#   make run    install what is missing, then open the app
#   make test   install what is missing, then run every test (unit, integration,
#               render, and the real window under Xvfb)
# Installs Debian/Ubuntu packages with apt-get (through sudo when not root).

SHELL := /bin/bash
APP_PKGS := build-essential pkg-config libssl-dev libwebkit2gtk-4.1-dev libxdo-dev fonts-dejavu-core
E2E_PKGS := xvfb xauth xdotool imagemagick python3 curl iproute2
# The layout check: Debian's Chromium, driven by Playwright from PyPI (whose
# own browser download is never used: it cannot be fetched here), and
# axe-core as axe-playwright-python (PyPI) bundles it.
LAYOUT_PKGS := chromium python3 python3-pip
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test phone-build deps deps-e2e deps-layout unit e2e screenshots layout bench release debug \
        package package-build package-test deps-package \
        web web-build deps-web web-test bench-web bench-join bench-room no-sqlite-in-phone bench-desktop bench-night bench-seating no-test-driver web-size figures-web

define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call apt_install,$(APP_PKGS))

deps-e2e: deps
	$(call apt_install,$(E2E_PKGS))

# The Python packages, pinned in tests/requirements.txt: each NAME==VERSION
# must be installed at that version (a name compared as PyPI does: case, "-",
# "_" and "." alike), else pip installs the file.
PY_REQS := tests/requirements.txt
PY_REQS_MET := python3 -c 'import re, sys, importlib.metadata as m; \
  key = lambda n: re.sub(r"[-_.]+", "-", n).lower(); \
  got = {key(d.metadata["Name"]): d.version for d in m.distributions()}; \
  want = [l.split("\#")[0].strip().split("==") for l in open(sys.argv[1])]; \
  bad = [w[0] + " " + got.get(key(w[0]), "missing") + " (pinned " + w[1] + ")" for w in want if w != [""] and got.get(key(w[0])) != w[1]]; \
  bad and print("python packages: " + ", ".join(bad)); sys.exit(bool(bad))' $(PY_REQS)

deps-layout: deps
	$(call apt_install,$(LAYOUT_PKGS))
	@$(PY_REQS_MET) || { echo "installing: $(PY_REQS) (pip)"; \
	  python3 -m pip install -q -r $(PY_REQS) 2>/dev/null || \
	  python3 -m pip install -q --break-system-packages -r $(PY_REQS); } && $(PY_REQS_MET)

# Every main screen at phone and tablet sizes in Chromium: no sideways
# scrolling, tap targets of 44x44 px, the tile picker (screenshots in
# tests/layout/out/); and the desktop window's drawn-ahead first screen.
layout: deps-layout
	@# The pages (and the desktop window's page, its first screen drawn
	@# ahead: ui::first_screen), written by the screens floor's ignored tests.
	cargo test --features testing --test screens -- --ignored
	python3 tests/layout/check.py
	@# What the window's page does, in Chromium.
	python3 tests/layout/first_screen.py

run: deps
	cargo run --release

release: deps
	cargo build --release

# The app the browser and real-window tests drive: the release build users
# run (`make e2e`, `make web-test`), unless APP names another build. `make
# test` gives them the debug build `cargo test` has just made (the default
# features, plus the headless test driver, which the app never calls): a
# release build of every dependency added 1.6 GB to target/ and minutes to
# a fresh clone's `make test`, and a second debug build without the driver
# another 0.1 GB; the tests check what the app does, not how fast.
APP ?= release
APP_BIN := target/$(APP)/mextrain
debug:
	cargo test --features testing --no-run

unit: deps
	cargo test --features testing

E2E_SCRIPTS := tests/e2e/run.sh tests/e2e/referee.sh tests/e2e/history.sh tests/e2e/hosting.sh

e2e: deps-e2e $(APP)
	@set -e; for s in $(E2E_SCRIPTS); do echo "== $$s"; bash $$s $(APP_BIN); done

# The README's pictures (docs/screenshots/), taken from the browser and
# real-window runs' own screenshots and made small.
screenshots: web-test layout e2e
	python3 docs/screenshots/refresh.py

test: deps-e2e
	cargo test --features testing
	cargo test --no-default-features
	@# The benchmarks print figures rather than assert; they must still build.
	cargo check --features testing --benches
	$(MAKE) no-test-driver
	@# The phone build (web-test builds it) has no SQLite in it.
	$(MAKE) no-sqlite-in-phone
	$(MAKE) layout
	$(MAKE) web-test APP=debug
	$(MAKE) e2e APP=debug
	$(MAKE) package-test

# The shipped binary (default features) carries no test driver (ui::testing,
# feature "testing"; dioxus-ssr itself draws the window's first screen).
# cargo tree's answer is kept and its exit status checked before it is read:
# a cargo tree that fails prints nothing, and "no line says testing" must not
# pass then. `make no-test-driver CARGO_TREE='cargo tree --bogus'` shows it.
CARGO_TREE ?= cargo tree -e features -i mextrain --depth 1
no-test-driver:
	@tree=$$($(CARGO_TREE)) || { echo "no-test-driver: '$(CARGO_TREE)' failed (exit $$?): cannot tell the shipped binary's features"; exit 1; }; \
	grep -q '^mextrain v' <<<"$$tree" || { echo "no-test-driver: '$(CARGO_TREE)' did not list mextrain's features:"; echo "$$tree"; exit 1; }; \
	if grep -q 'feature "testing"' <<<"$$tree"; then \
	  echo "the shipped binary has the feature 'testing' (the test driver)"; exit 1; \
	else echo "shipped binary: no test driver (its features: $$(grep -o '"[a-z-]*"' <<<"$$tree" | tr '\n' ' '))"; fi

# The phone build (feature `phone`) has no SQLite: rusqlite is not in its
# crate graph at all (its C exports would keep SQLite in the wasm however
# little of it is called). cargo tree's exit status is checked first: it
# fails when it finds no such package, which is the good answer, so its
# message is read, not only its status.
PHONE_TREE ?= cargo tree --target wasm32-unknown-unknown --no-default-features --features phone -e normal
no-sqlite-in-phone:
	@tree=$$($(PHONE_TREE)) || { echo "no-sqlite-in-phone: '$(PHONE_TREE)' failed (exit $$?)"; exit 1; }; \
	grep -q '^mextrain v' <<<"$$tree" || { echo "no-sqlite-in-phone: '$(PHONE_TREE)' did not list the crate:"; echo "$$tree"; exit 1; }; \
	if grep -Eq '(rusqlite|sqlite-wasm-rs|libsqlite3-sys) v' <<<"$$tree"; then \
	  echo "the phone build has SQLite in it:"; grep -E '(rusqlite|sqlite-wasm-rs|libsqlite3-sys) v' <<<"$$tree"; exit 1; \
	else echo "phone build: no SQLite in its crate graph"; fi

bench: deps
	cargo bench

# Issue 22: the desktop window's start (to its first content) and memory
# (the app plus its WebKit processes, PSS), mextrain beside a bare Dioxus
# window (benches/bare_window.rs), alternating, $(BENCH_RUNS) runs each, under
# Xvfb (tests/e2e/bench_window.sh). Prints every run, the medians and ratios.
# A club night under load: 12 tables of 8 phones and 3 boards on one
# `mextrain serve --night`, only to 127.0.0.x (benches/night.rs). Prints the
# entry-to-board delays, the host's memory and CPU, the data's growth.
bench-night:
	cargo bench --features serve --bench night

# Fresh tables against a random draw (issue 42): repeated pairs over 100
# nights of each size, and the time to seat a game (benches/seating.rs).
bench-seating:
	cargo bench --no-default-features --bench seating

bench-desktop: deps-e2e release
	@set -o pipefail; \
	bare=$$(cargo build --release --features desktop --bench bare_window --message-format=json-render-diagnostics | \
	  python3 -c 'import json, sys; exe = [m["executable"] for m in map(json.loads, sys.stdin) if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "bare_window" and m.get("executable")]; print(exe[-1]) if exe else sys.exit("cargo built no bare_window binary")') && \
	echo "bare window: $$bare" && \
	bash tests/e2e/bench_window.sh target/release/mextrain "$$bare" $(BENCH_RUNS)

# ---- The web build: the same app in any phone or tablet browser ----------
# `make web` builds dist/web (static: any host serves it) and serves it on
# every interface, port $(PORT) (`PORT=N make web`). A phone on the same
# network opens http://<this machine>:$(PORT); installing to the home screen
# and working offline need HTTPS or localhost (see the README).
PORT ?= 8080
WEB_PKGS := clang lld llvm python3
WEB_TARGET := wasm32-unknown-unknown
# `web` (the site: release, optimised for size), or `dev` for a quicker
# build while working on it.
WEB_PROFILE ?= web
WEB_DIR := $(if $(filter dev,$(WEB_PROFILE)),debug,$(WEB_PROFILE))
WEB_WASM := target/$(WEB_TARGET)/$(WEB_DIR)/mextrain-web.wasm
# wasm-bindgen-cli must be exactly the version in Cargo.lock.
WASM_BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ {getline; gsub(/"/, "", $$3); print $$3; exit}' Cargo.lock)
WASM_BINDGEN ?= $(shell command -v wasm-bindgen 2>/dev/null || echo $(HOME)/.cargo/bin/wasm-bindgen)
# SQLite in the browser without the parts mextrain never calls (full-text
# search, R-trees, sessions, the virtual tables of the page store and the
# byte code, the maths functions): sqlite-wasm-rs compiles it with every
# extension on and reads extra -U/-D flags from this variable: 187 KB less
# wasm (before wasm-opt). Then (26,800 bytes less gzipped) what the browser's
# database never meets: a WAL (its IndexedDB store has none, and a backup
# read back is made a rollback-journal file first: db::backup's
# without_wal), UTF-16 text, column declared types, tracing, the
# compile-options and introspection pragmas, blob streams, the authorizer,
# test hooks, EXPLAIN, AUTOINCREMENT, generated columns, auto-vacuum (no
# mextrain file has one), the INSERT ... SELECT shortcut (the same rows,
# copied one by one) and the schema pragmas (table_info...). Only options
# that leave SQLite's parser as it is: the others make it call code that
# is not there. Not the date functions: SQLite then wants the C library's
# gmtime and strftime, which the browser has not (the wasm would import
# them).
SQLITE_WASM_FLAGS := -USQLITE_ENABLE_FTS5 -USQLITE_ENABLE_RTREE -USQLITE_ENABLE_SESSION \
  -USQLITE_ENABLE_PREUPDATE_HOOK -USQLITE_ENABLE_DBSTAT_VTAB -USQLITE_ENABLE_DBPAGE_VTAB \
  -USQLITE_ENABLE_BYTECODE_VTAB -USQLITE_ENABLE_STMTVTAB -USQLITE_ENABLE_MATH_FUNCTIONS \
  -USQLITE_ENABLE_COLUMN_METADATA -USQLITE_ENABLE_OFFSET_SQL_FUNC -USQLITE_ENABLE_UNLOCK_NOTIFY \
  -DSQLITE_OMIT_JSON -DSQLITE_OMIT_PROGRESS_CALLBACK -DSQLITE_DEFAULT_MEMSTATUS=0 \
  -DSQLITE_OMIT_WAL -DSQLITE_OMIT_UTF16 -DSQLITE_OMIT_DECLTYPE \
  -DSQLITE_OMIT_TRACE -DSQLITE_OMIT_COMPILEOPTION_DIAGS -DSQLITE_OMIT_INTROSPECTION_PRAGMAS \
  -DSQLITE_OMIT_INCRBLOB -DSQLITE_OMIT_AUTHORIZATION -DSQLITE_UNTESTABLE -USQLITE_ENABLE_UNKNOWN_SQL_FUNCTION \
  -DSQLITE_OMIT_EXPLAIN -DSQLITE_OMIT_AUTOINCREMENT -DSQLITE_OMIT_GENERATED_COLUMNS -DSQLITE_OMIT_AUTOVACUUM \
  -DSQLITE_OMIT_XFER_OPT -DSQLITE_OMIT_SCHEMA_PRAGMAS
# binaryen's wasm-opt shrinks the module after wasm-bindgen (and drops its
# function names). Debian's binaryen is too old to read what rustc writes
# today, so it comes from the npm registry (binaryen.js, the same optimiser
# compiled to run on Node), pinned, into target/tools.
BINARYEN_VERSION := 132.0.0
WASM_OPT := target/tools/node_modules/binaryen/bin/wasm-opt
# The crate's features in the web build: `web`, the site. figures-web adds
# `web-selfplay` (the engine's benchmark, exported to the page).
WEB_FEATURES ?= web
# The features rustc's wasm32-unknown-unknown output uses; nothing newer.
WASM_FEATURES := --enable-bulk-memory --enable-multivalue --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-reference-types --enable-sign-ext
# -Oz until nothing more shrinks (--converge), the functions' names kept
# (-g) for web/order_functions.py, which writes into them the order gzip
# compresses best (the same code); then a second wasm-opt, with no
# optimisation pass, lays the functions out in that order, writes the code
# as the first would have (StackIR optimised at -Oz's levels) and drops
# the names and the producers and target-features sections (tools' notes,
# which no browser reads). 59,538 bytes less gzipped (issue 41), and
# 12,257 less with the order a chain of look-alike functions of the
# shrunk module rather than grouped by module before wasm-opt.
WASM_OPT_FLAGS := -Oz --converge -g
WASM_LAYOUT_FLAGS := --optimize-level=2 --shrink-level=2 --reorder-functions-by-name \
  --generate-stack-ir --optimize-stack-ir --strip-debug --strip-producers --strip-target-features

deps-web:
	$(call apt_install,$(WEB_PKGS))
	@rustup target list --installed 2>/dev/null | grep -qx $(WEB_TARGET) || rustup target add $(WEB_TARGET)
	@if [ "$$($(WASM_BINDGEN) --version 2>/dev/null)" != "wasm-bindgen $(WASM_BINDGEN_VERSION)" ]; then \
	  echo "installing: wasm-bindgen-cli $(WASM_BINDGEN_VERSION) (cargo install, a few minutes)"; \
	  cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION); \
	fi
	@command -v npm >/dev/null || { echo "installing: nodejs npm"; $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm; }
	@grep -qs '"version": "$(BINARYEN_VERSION)"' target/tools/node_modules/binaryen/package.json || { \
	  echo "installing: binaryen $(BINARYEN_VERSION) (npm)"; mkdir -p target/tools && \
	  npm install --prefix target/tools --no-audit --no-fund --silent binaryen@$(BINARYEN_VERSION); }

# Shrinks the wasm wasm-bindgen wrote into folder $(1) (see WASM_OPT_FLAGS).
# A Node too old for binaryen.js leaves the module as wasm-bindgen wrote
# it (larger, the same app), and says so: `make web` still serves it,
# `make web-test` (CI) fails on its size (web-size). A failed ordering
# lays the functions out by name (larger too), and says so.
define shrink
	$(if $(filter dev,$(WEB_PROFILE)),,node $(WASM_OPT) $(WASM_FEATURES) $(WASM_OPT_FLAGS) $(1)/mextrain_bg.wasm -o $(1)/opt.wasm \
	  && { python3 web/order_functions.py $(1)/opt.wasm $(1)/ordered.wasm \
	       || { echo "web-build: WARNING: web/order_functions.py failed; the functions are laid out by name"; \
	            cp $(1)/opt.wasm $(1)/ordered.wasm; }; } \
	  && node $(WASM_OPT) $(WASM_FEATURES) $(WASM_LAYOUT_FLAGS) $(1)/ordered.wasm -o $(1)/laid.wasm \
	  && mv $(1)/laid.wasm $(1)/mextrain_bg.wasm && rm $(1)/opt.wasm $(1)/ordered.wasm \
	  || { rm -f $(1)/opt.wasm $(1)/ordered.wasm $(1)/laid.wasm; echo "web-build: WARNING: wasm-opt failed (node $$(node --version)); the wasm is not shrunk"; })
endef

# The web build, then the phone build inside it (dist/web/phone).
web-build: deps-web
	CC_$(subst -,_,$(WEB_TARGET))=clang AR_$(subst -,_,$(WEB_TARGET))=llvm-ar \
	  SQLITE_WASM_RS_FLAGS="$(SQLITE_WASM_FLAGS)" cargo build --profile $(WEB_PROFILE) --target $(WEB_TARGET) --no-default-features --features $(WEB_FEATURES) --bin mextrain-web
	rm -rf dist/web && mkdir -p dist/web
	$(WASM_BINDGEN) --target web --no-typescript --out-dir dist/web --out-name mextrain $(WEB_WASM)
	$(call shrink,dist/web)
	python3 web/assemble.py dist/web
	$(MAKE) phone-build

# The phone build (docs/phone-build.md): table mode's screens and client
# alone (feature `phone`: no SQLite, no C compiler), in dist/web/phone/,
# which `mextrain serve` gives the table links. Made again after each
# web-build (which empties dist/web).
PHONE_WASM := target/$(WEB_TARGET)/$(WEB_DIR)/mextrain-phone.wasm
phone-build: deps-web
	cargo build --profile $(WEB_PROFILE) --target $(WEB_TARGET) --no-default-features --features phone --bin mextrain-phone
	rm -rf dist/web/phone && mkdir -p dist/web/phone
	$(WASM_BINDGEN) --target web --no-typescript --out-dir dist/web/phone --out-name mextrain $(PHONE_WASM)
	$(call shrink,dist/web/phone)
	python3 web/assemble.py --phone dist/web/phone

# The browser suite (tests/web/run.py): as a Pixel 7 and a tablet in
# Chromium, rounds by typing and by tapping tiles survive a reload, a closed
# and a killed browser; offline; installable; one tab at a time; the move
# checker and the rule book; then table mode (tests/web/table.py): two
# phones, the host and a spectator on `mextrain serve`, the host killed and
# started again mid-round; a club night (tests/web/night.py) and its board
# for a room (tests/web/board.py: 12 tables, 48 players, on a television, a
# laptop and a phone, the smallest text and what scrolls printed); and the
# site at a sub-path (tests/web/subpath.py: `/mextrain/` of a plain static
# server, as on GitHub Pages: a round survives a reload, offline,
# installable, the service worker's caches its scope's own); a league's
# season published as a static site (tests/web/publish.py: served at
# /club/league/ and opened from file://, JavaScript off, every link, axe).
# Screenshots in tests/web/out/.
# The host is the binary users run (default features, no test driver:
# target/$(APP)/mextrain, see APP above); make test's e2e then finds it built.
web-test: deps-layout web-build $(APP)
	$(MAKE) web-size
	python3 tests/web/run.py dist/web
	@# The same site in a folder of a static host, not at its root.
	python3 tests/web/subpath.py dist/web
	@# A league's season published as a static site (mextrain league
	@# publish), at /club/league/ of a static host and from file://, with
	@# no script: every link, axe, phone and laptop, light and dark, en and fr.
	python3 tests/web/publish.py $(APP_BIN) dist/web
	@# Table mode end to end: the real host (mextrain serve) and phones.
	python3 tests/web/table.py dist/web $(APP_BIN)
	@# A club night end to end: mextrain serve --night, three tables, a board.
	python3 tests/web/night.py dist/web $(APP_BIN)
	@# The board for a room: 12 tables, 48 players, on a television, a
	@# laptop and a phone; prints the figures (smallest text, scrolling).
	python3 tests/web/board.py dist/web $(APP_BIN)
	@# A league's games from a phone to the league host, offline and back.
	python3 tests/web/league.py dist/web $(APP_BIN)

# The site's wasm, gzipped (gzip -9, as the host sends it), must stay at most
# WEB_WASM_GZ_MAX bytes: 1,233,802 when wasm-opt has shrunk it, 1,436,094
# when wasm-opt failed and web-build went on with a WARNING (measured on
# 96be6e0, with club nights, the league and sharing: 2.99 MB and 3.9 MB raw;
# 1,112,182 and 1,299,811 on 77fc96b before them; 1,251,916 on 270ff14 and
# 1,277,467 with a league's games sent over the network, issue 33: 3.11 MB
# raw, wasm-opt done; 1,302,844 with them and a club night's phone screens,
# issue 32: the table picker, the scorekeeper, the board link's page); back
# under 1,200,000 on 243706d, issue 41 (1,325,019 before: 3.24 MB raw):
# 1,297,434 with no log in the web build (Cargo.toml), 1,270,634 with
# SQLite without what the browser never meets (SQLITE_WASM_FLAGS),
# 1,211,096 with the functions ordered for gzip and wasm-opt until it
# converges (WASM_OPT_FLAGS), 1,208,532 without the .ftl files' comments
# (i18n), 1,201,477 with capitals from the browser (ui::widgets::uppercase)
# and 1,186,264 (3.03 MB raw) with one copy of the sorting code
# (rules::order). Over it again after 7725b82's merge (1,203,984): 1,202,581
# without the desktop's own messages (i18n, DESKTOP_ONLY), 1,200,837 with
# each t! one call (ui::t), 1,194,767 with dates read without chrono's
# parser (formats::parse_date), 1,182,510 with the functions laid out as a
# chain of look-alikes after wasm-opt (web/order_functions.py) and
# 1,171,477 (3.02 MB raw) with dates written without chrono's formatter
# (i18n::strftime) and lower case from the browser (i18n::lowercase).
# Over it with issue 44's ratings and the published site's download
# (1,216,099): 1,190,658 with English's words alone built in, another
# language's fetched when it is shown (i18n::source; web/assemble.py
# writes i18n/fr-CA.ftl, 30,122 bytes gzipped).
# The budget is not raised again: what makes the wasm
# grow past it is made smaller first. A dev build
# (WEB_PROFILE=dev) is never shrunk: its size is printed, not checked.
# WEB_SIZE_FILE=PATH checks another file (to try the check on a fake one).
WEB_WASM_GZ_MAX := 1200000
WEB_SIZE_FILE ?= $(firstword $(wildcard dist/web/app-*/mextrain_bg.wasm) dist/web/mextrain_bg.wasm)
# The phone build's wasm (issue 45): at most PHONE_WASM_GZ_MAX bytes
# gzipped, so that a phone joining a table downloads at most 450 KB.
PHONE_WASM_GZ_MAX := 400000
PHONE_SIZE_FILE ?= $(firstword $(wildcard dist/web/phone/app-*/mextrain_bg.wasm) dist/web/phone/mextrain_bg.wasm)
web-size:
	@check() { f="$$1"; max="$$2"; what="$$3"; \
	  [ -s "$$f" ] || { echo "web-size: no $$f (make web-build writes it)"; exit 1; }; \
	  size=$$(set -o pipefail; gzip -9c "$$f" | wc -c) || { echo "web-size: gzip $$f failed"; exit 1; }; \
	  echo "$$what: $$f is $$size bytes gzipped (gzip -9), at most $$max allowed"; \
	  if [ "$(WEB_PROFILE)" = dev ]; then echo "web-size: a dev build (not shrunk by wasm-opt): size not checked"; \
	  elif [ "$$size" -gt "$$max" ]; then \
	    echo "web-size: $$f is over $$max bytes gzipped (did wasm-opt fail? see web-build's WARNING)"; exit 1; fi; }; \
	check "$(WEB_SIZE_FILE)" $(WEB_WASM_GZ_MAX) "web build" && \
	check "$(PHONE_SIZE_FILE)" $(PHONE_WASM_GZ_MAX) "phone build"

# Two web builds side by side (tests/web/bench_start.py): this tree's and
# BASE's (a commit; the previous one by default), built in a worktree under
# target/ that shares this tree's build folder; prints the medians of cold
# and warm starts of each on an emulated Pixel 7, their ratio and sizes.
# BENCH_NET=20: served gzipped over an emulated 20 Mbit/s network (a phone
# on Wi-Fi) instead of as they are from this machine.
BASE ?= HEAD~1
BENCH_RUNS ?= 5
# What one phone downloads to join a table (tests/web/bench_join.py): from
# the join link until its seat is taken, then a second visit from the
# browser's cache, over plain HTTP to a name that is not a secure page (no
# service worker, as on a room's Wi-Fi); loopback only. The medians of
# BENCH_RUNS, and the first visit's bytes by file.
bench-join: web-build deps-layout release
	python3 tests/web/bench_join.py dist/web target/release/mextrain $(BENCH_RUNS)

# Thirty phones scan their table cards at once (tests/web/bench_room.py):
# 30 browser contexts, each from its own loopback address, over plain HTTP
# shaped to 20 Mbit/s, in a network namespace the script makes (root or
# CAP_NET_ADMIN); the phone build against the full one, cold and warm,
# alternating, BENCH_RUNS runs: the last phone seated, the median, bytes,
# CPU.
bench-room: web-build deps-layout release
	python3 tests/web/bench_room.py dist/web target/release/mextrain $(BENCH_RUNS)

bench-web: web-build deps-layout
	rm -rf target/bench-base && git worktree prune
	git worktree add --detach target/bench-base $(BASE)
	ln -s ../../target target/bench-base/target
	$(MAKE) -C target/bench-base web-build
	python3 tests/web/bench_start.py dist/web target/bench-base/dist/web $(BENCH_RUNS)
	git worktree remove --force target/bench-base

# The web build's figures (tests/web/figures.py: its size, the first screen,
# saving a round, and the engine's self-play in wasm against native): a web
# build with the feature web-selfplay, which exports the self-play to the
# page; the site (web-build) never has it. Asserts nothing.
figures-web: deps-layout
	$(MAKE) web-build WEB_FEATURES=web,web-selfplay
	python3 tests/web/figures.py dist/web

web: web-build
	@echo "mextrain: http://localhost:$(PORT)/ (and http://<this machine's address>:$(PORT)/ on the network)"
	python3 -m http.server $(PORT) --bind 0.0.0.0 -d dist/web

# ---- The Linux packages: a .deb and an .rpm ------------------------------
# `make package` builds the release binary (no test driver) and the web
# build, then both packages in target/package/ (Cargo.toml's
# [package.metadata.deb] and [package.metadata.generate-rpm] say what they
# hold). cargo-deb and cargo-generate-rpm come from Rust's registry, pinned;
# rpm, desktop-file-utils and appstream from Debian (the checks).
PKG_PKGS := rpm desktop-file-utils appstream dpkg-dev binutils
CARGO_DEB_VERSION := 3.8.0
CARGO_GENERATE_RPM_VERSION := 0.21.1
PKG_DIR := target/package
# The binary packaged: the release build (make package), or the debug build
# make test has made (make package-test).
PKG_BIN ?= target/release/mextrain
# The compression: the best (xz for the .deb, zstd for the .rpm) for
# make package; make package-test asks for the quickest (PKG_FAST=1), its
# packages being installed once and thrown away.
PKG_FAST ?=
DEB_FLAGS := $(if $(PKG_FAST),--fast,)
RPM_FLAGS := $(if $(PKG_FAST),--payload-compress gzip,--payload-compress zstd)

deps-package: deps
	$(call apt_install,$(PKG_PKGS))
	@cargo deb --version 2>/dev/null | grep -q ' $(CARGO_DEB_VERSION)$$' || { \
	  echo "installing: cargo-deb $(CARGO_DEB_VERSION) (cargo install, a few minutes)"; \
	  cargo install --locked cargo-deb --version $(CARGO_DEB_VERSION); }
	@cargo generate-rpm --version 2>/dev/null | grep -q ' $(CARGO_GENERATE_RPM_VERSION)$$' || { \
	  echo "installing: cargo-generate-rpm $(CARGO_GENERATE_RPM_VERSION) (cargo install, a few minutes)"; \
	  cargo install --locked cargo-generate-rpm --version $(CARGO_GENERATE_RPM_VERSION); }

package: deps-package release web-build
	$(MAKE) package-build PKG_BIN=target/release/mextrain

# The packages of PKG_BIN and dist/web: the manual pages and the completion
# scripts written by the binary itself (`mextrain man`, `mextrain
# completions`), the binary stripped into target/package/stage/release/
# (the "target/release/" the packagers read, through CARGO_TARGET_DIR), then
# the .deb (its dependencies from dpkg-shlibdeps) and the .rpm, and the
# desktop entry and the AppStream file checked.
package-build:
	@[ -x "$(PKG_BIN)" ] || { echo "package: no binary at $(PKG_BIN)"; exit 1; }
	@[ -s dist/web/index.html ] || { echo "package: no web build in dist/web (make web-build)"; exit 1; }
	@[ -s dist/web/phone/index.html ] || { echo "package: no phone build in dist/web/phone (make web-build)"; exit 1; }
	desktop-file-validate assets/package/org.mextrain.mextrain.desktop
	appstreamcli validate --no-net assets/package/org.mextrain.mextrain.metainfo.xml
	rm -rf $(PKG_DIR) && mkdir -p $(PKG_DIR)/man $(PKG_DIR)/completions $(PKG_DIR)/stage/release
	$(PKG_BIN) man $(PKG_DIR)/man && gzip -9n $(PKG_DIR)/man/*.1
	$(PKG_BIN) completions bash > $(PKG_DIR)/completions/mextrain
	$(PKG_BIN) completions zsh > $(PKG_DIR)/completions/_mextrain
	$(PKG_BIN) completions fish > $(PKG_DIR)/completions/mextrain.fish
	cp $(PKG_BIN) $(PKG_DIR)/stage/release/mextrain && strip $(PKG_DIR)/stage/release/mextrain
	CARGO_TARGET_DIR=$(PKG_DIR)/stage cargo deb --no-build --no-strip $(DEB_FLAGS) -o $(PKG_DIR)/
	CARGO_TARGET_DIR=$(PKG_DIR)/stage cargo generate-rpm $(RPM_FLAGS) -o $(PKG_DIR)/
	@ls -l $(PKG_DIR)/*.deb $(PKG_DIR)/*.rpm | awk '{print "package: " $$NF " is " $$5 " bytes"}'

# The install test (tests/package/install.sh) in make test: the debug build
# make test has made, test driver and all, packaged (a release build would
# cost ten minutes more on two cores): installed with apt-get under a
# temporary HOME, the window, `mextrain serve` with a phone that joins, the
# menu entry, then removed (the user's data stays); the .rpm read by rpm.
package-test: deps-package deps-e2e deps-layout
	$(MAKE) package-build PKG_BIN=target/debug/mextrain PKG_FAST=1
	bash tests/package/install.sh $(PKG_DIR)/mextrain_*.deb $(PKG_DIR)/mextrain-*.rpm
