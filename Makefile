# The two commands of the README:
#   make run    install what is missing, then open the app
#   make test   install what is missing, then run every test (unit, integration,
#               render, and the real window under Xvfb)
# Installs Debian/Ubuntu packages with apt-get (through sudo when not root).

SHELL := /bin/bash
APP_PKGS := build-essential pkg-config libssl-dev libwebkit2gtk-4.1-dev libxdo-dev fonts-dejavu-core
E2E_PKGS := xvfb xauth xdotool imagemagick python3
# The layout check: Debian's Chromium, driven by Playwright from PyPI (whose
# own browser download is never used: it cannot be fetched here).
LAYOUT_PKGS := chromium python3 python3-pip
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps deps-e2e deps-layout unit e2e layout bench release

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

deps-layout: deps
	$(call apt_install,$(LAYOUT_PKGS))
	@python3 -c "import playwright" 2>/dev/null || { echo "installing: playwright (pip)"; \
	  python3 -m pip install -q playwright 2>/dev/null || python3 -m pip install -q --break-system-packages playwright; }

# Every main screen at phone and tablet sizes in Chromium: no sideways
# scrolling, tap targets of 44x44 px, the tile picker (screenshots in
# tests/layout/out/).
layout: deps-layout
	cargo test --features testing --test ui_layout -- --ignored
	python3 tests/layout/check.py

run: deps
	cargo run --release

release: deps
	cargo build --release

unit: deps
	cargo test --features testing

E2E_SCRIPTS := tests/e2e/run.sh tests/e2e/referee.sh $(wildcard tests/e2e/history.sh)

e2e: deps-e2e release
	@set -e; for s in $(E2E_SCRIPTS); do echo "== $$s"; bash $$s target/release/mextrain; done

test: deps-e2e
	cargo test --features testing
	cargo test --no-default-features
	@# The benchmarks print figures rather than assert; they must still build.
	cargo check --features testing --benches
	@# The shipped binary (default features) carries no test driver.
	@if cargo tree -e normal -i dioxus-ssr >/dev/null 2>&1; then \
	  echo "the shipped binary depends on dioxus-ssr (the test driver)"; exit 1; \
	else echo "shipped binary: no test driver (cargo tree -i dioxus-ssr matches nothing)"; fi
	$(MAKE) layout
	$(MAKE) e2e

bench: deps
	cargo bench
