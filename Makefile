# Lorewright. On a fresh machine: `make run` starts the app, `make test` runs
# every test. Both install what they need first.
SHELL := /usr/bin/env bash
.DEFAULT_GOAL := help
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

PORT ?= 8080
SERVER := bin/lorewright-server
NPM_STAMP := web/node_modules/.installed
WEB_BUILD_STAMP := web/dist/.local-build
# Local builds (web/.env.emulator) talk to the Auth emulator and know the
# Firestore emulator's address (firebase.json's port); each page load asks
# that emulator whether it runs, so the build never depends on it.

.PHONY: help run dev test screenshots test-long fuzz bench corpus build build-web build-server build-fakemodel deps deps-go deps-system clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

run: build ## build and start the app locally (Auth and Firestore emulators + API + web) and print its URL
	PORT=$(PORT) scripts/run-local.sh

dev: deps build-server ## hot-reloading web dev server proxying /api to the Go server
	scripts/dev.sh

test: deps deps-system build build-fakemodel ## run every test (Go, web unit, Firestore suites, browser end-to-end)
	scripts/test.sh

# Pictures for a person to look at (every step of each tool in both themes,
# the book's pages, the share view): the @screens specs, which only capture,
# and the @captures journeys, which take their pictures only here. make test
# runs the journeys without the pictures and not the @screens specs.
screenshots: deps deps-system build build-fakemodel ## capture every screen in both themes into web/test-results/screenshots (and the book's pages)
	cd web && E2E_SCREENSHOTS=1 npx playwright test --grep '@screens|@captures'

# The content sweeps (every built-in campaign and refinement, re-skin,
# name, background, scene and SRD text through our own checker, every SRD
# stat block through the editor) check a seeded sample in make test; here
# they check every case.
test-long: deps ## run the Go and web unit tests with every case of the content sweeps (no race detector; a few minutes)
	LOREWRIGHT_TEST_LONG=1 go test -count=1 -timeout 60m ./functions/...
	cd web && LOREWRIGHT_TEST_LONG=1 npx vitest run

fuzz: deps-go ## run every Go fuzz target for FUZZTIME each (default 60s)
	scripts/fuzz.sh

bench: deps deps-system build ## run the benchmarks and print one table
	scripts/bench.sh

corpus: deps-go ## score the checker on the real-world dev set beside harper.js, per category
	scripts/score-realworld.sh

build: build-web build-server ## build the web app (local mode) and the Go server

build-web: deps $(WEB_BUILD_STAMP)

# The local build is redone only when something it is made from changed:
# the web app's sources and config, and what the credits page gathers (the
# data notices under functions/, the Go modules and their licence tool).
# The stamp lives inside web/dist, so a build of another kind there (vite
# empties the folder first) is replaced by a local one.
WEB_BUILD_INPUTS := $(shell find web/src web/public web/scripts -type f 2>/dev/null) \
	web/index.html web/vite.config.ts web/package.json web/package-lock.json web/.env.emulator \
	$(wildcard web/tsconfig*.json) go.mod go.sum \
	$(shell find functions -name NOTICE.md 2>/dev/null) $(shell find functions/cmd/genlicences -type f 2>/dev/null)
$(WEB_BUILD_STAMP): $(NPM_STAMP) $(WEB_BUILD_INPUTS)
	cd web && npx vite build --mode emulator --logLevel warn
	touch $@

build-server: deps-go
	go build -o $(SERVER) ./functions/cmd/server

# The scriptable OpenAI-compatible fake the browser tests use as "the model".
build-fakemodel: deps-go
	go build -o bin/fakemodel ./functions/cmd/fakemodel

deps: $(NPM_STAMP) deps-go ## install npm packages and Go modules

$(NPM_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

deps-go:
	go mod download

deps-system: ## Debian packages for the tests (chromium, firefox-esr, poppler-utils)
	scripts/ensure-system-deps.sh

clean: ## remove build output
	rm -rf bin web/dist tmp web/test-results web/playwright-report
