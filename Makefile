# Two entry points (README.md): `make start` serves the production site,
# `make test` installs what the tests need and runs them all.
SHELL := /bin/bash
PORT ?= 3000
VENV := .venv
PYTHON := $(VENV)/bin/python
CHROMIUM_PATH ?= /usr/bin/chromium
# The tracking id of the analytics test build: a fake one, never sent anywhere.
TEST_GA_TRACKING_ID := G-TEST12345

.PHONY: start test build deps chromium venv test-content test-e2e clean benchmark

start: node_modules/.installed build
	npx docusaurus serve --dir build --port $(PORT) --no-open

build: node_modules/.installed
	npm run build

# Lockfile-exact install, redone only when the lockfile changes. Not `npm ci`:
# the registry our machines reach serves only the Linux builds of SWC's
# optional platform packages, so the lockfile cannot list the others and
# `npm ci` rejects it. `npm install --no-save` installs the locked versions
# (and, on another platform, that platform's build) without rewriting the
# lockfile; check-lockfile fails if package.json has moved on without it.
node_modules/.installed: package.json package-lock.json
	node scripts/check-lockfile.mjs
	npm install --no-save --no-audit --no-fund
	touch $@

deps: node_modules/.installed chromium venv

chromium:
	@if [ ! -x "$(CHROMIUM_PATH)" ]; then \
	  echo "Installing Debian's chromium (tests drive it through Playwright)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	fi

venv: $(VENV)/.installed

$(VENV)/.installed: requirements-test.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r requirements-test.txt
	touch $@

test: deps
	rm -rf test-results reports
	npm run typecheck
	npm run build
	GA_TRACKING_ID=$(TEST_GA_TRACKING_ID) npx docusaurus build --out-dir build-analytics
	BASE_URL=/hama/ npx docusaurus build --out-dir build-subpath
	$(MAKE) --no-print-directory --keep-going test-content test-e2e; status=$$?; \
	  node scripts/summarize-tests.mjs; exit $$status

test-content:
	$(PYTHON) -m pytest tests/content --junitxml=reports/content.xml

test-e2e:
	CHROMIUM_PATH=$(CHROMIUM_PATH) npx playwright test

clean:
	rm -rf build build-* .docusaurus test-results reports

# Lighthouse beside a stock Docusaurus site (scripts/benchmark.mjs); not a test.
benchmark: node_modules/.installed chromium
	node scripts/benchmark.mjs
