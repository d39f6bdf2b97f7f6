# The two commands of the README:
#   make run    install what is missing, then open the app
#   make test   install what is missing, then run every test (unit, integration,
#               render, and the real window under Xvfb)
# Installs Debian/Ubuntu packages with apt-get (through sudo when not root).

SHELL := /bin/bash
APP_PKGS := build-essential pkg-config libssl-dev libwebkit2gtk-4.1-dev libxdo-dev fonts-dejavu-core
E2E_PKGS := xvfb xauth xdotool imagemagick python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps deps-e2e unit e2e bench release

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

run: deps
	cargo run --release

release: deps
	cargo build --release

unit: deps
	cargo test

E2E_SCRIPTS := tests/e2e/run.sh tests/e2e/referee.sh $(wildcard tests/e2e/history.sh)

e2e: deps-e2e release
	@set -e; for s in $(E2E_SCRIPTS); do echo "== $$s"; bash $$s target/release/mextrain; done

test: deps-e2e
	cargo test
	$(MAKE) e2e

bench: deps
	cargo bench
