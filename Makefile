# Two entry points (README.md): `make start` serves the production site,
# `make test` installs what the tests need and runs them all.
SHELL := /bin/bash
PORT ?= 3000
VENV := .venv
PYTHON := $(VENV)/bin/python
CHROMIUM_PATH ?= /usr/bin/chromium
# The same Chromium without its window layer, which most browser tests run in (playwright.config.ts says why).
HEADLESS_SHELL_PATH ?= /usr/bin/chromium-headless-shell
# The tracking id of the analytics test build: a fake one, never sent anywhere.
TEST_GA_TRACKING_ID := G-TEST12345
# `docusaurus build`, run once more if it hangs (scripts/docusaurus-build.sh says why).
DOCUSAURUS_BUILD := scripts/docusaurus-build.sh

# The Node.js release the site is built and tested with, in one place: .node-version (the
# workflows' setup-node reads it too). Where the machine's `node` is another release, the pinned
# one comes from the npm registry (node-<os>-<arch>, the binary package that the `node` package
# installs) into .cache/, first on PATH for every recipe; npm stays the machine's.
NODE_VERSION := $(shell cat .node-version)
ifneq ($(shell node --version 2>/dev/null),v$(NODE_VERSION))
NODE_HOME := $(CURDIR)/.cache/node-$(NODE_VERSION)
export PATH := $(NODE_HOME)/bin:$(PATH)
PINNED_NODE := $(NODE_HOME)/bin/node
endif

.PHONY: start test check build python-lock builds other-builds kill-switch screenshots icons deps browser system-packages venv test-content test-content-timed test-content-on-idle-cores test-e2e test-e2e-first-phase clean benchmark benchmark-first-view benchmark-accuracy benchmark-service benchmark-install-traps benchmark-python-versions java

start: node_modules/.installed build
	node scripts/pages-server.mjs --dir build --port $(PORT)

# The build runs hama in CPython (the playground's prerendered results), so it needs the venv.
build: node_modules/.installed venv
	PYTHON=$(PYTHON) $(DOCUSAURUS_BUILD)

# The service worker's kill switch (README.md, "오프라인 끄기"): build/ with a worker that
# removes itself and pages that register none; deploy it as usual (SITE_URL etc. as always).
kill-switch: node_modules/.installed venv
	PYTHON=$(PYTHON) OFFLINE=off $(DOCUSAURUS_BUILD)

# Lockfile-exact install, redone only when the lockfile changes. package.json
# pins SWC (overrides) to a release whose every platform build the registry
# serves, so the lockfile lists them all and `npm ci` accepts it anywhere.
node_modules/.installed: package.json package-lock.json $(PINNED_NODE)
	npm ci --no-audit --no-fund
	touch $@

# Only where the machine's node is not the pinned one (NODE_VERSION).
ifdef PINNED_NODE
$(PINNED_NODE):
	@os=$$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$$(uname -m | sed 's/x86_64/x64/; s/aarch64/arm64/'); \
	  echo "Node.js $(NODE_VERSION) is pinned (.node-version); this machine has $$(node --version 2>/dev/null || echo none): fetching node-$$os-$$arch@$(NODE_VERSION) from the npm registry"; \
	  tmp=$$(mktemp -d) && (cd $$tmp && npm pack --silent "node-$$os-$$arch@$(NODE_VERSION)" >/dev/null) && \
	  mkdir -p $(NODE_HOME) && tar xzf $$tmp/*.tgz -C $(NODE_HOME) --strip-components=1 && rm -rf $$tmp && \
	  touch $@ && $@ --version
endif

deps: node_modules/.installed system-packages venv

# Debian's Chromium and its headless shell, which the tests drive through Playwright, and a Korean
# font and an emoji font, as readers have: without them, Hangul and emoji in
# the screenshot tests render as empty boxes. (A font package counts only when installed:
# `dpkg -s` also answers for one removed but for its configuration files.)
browser:
	@missing=""; \
	  installed() { dpkg-query -W -f='$${Status}' "$$1" 2>/dev/null | grep -qx 'install ok installed'; }; \
	  [ -x "$(CHROMIUM_PATH)" ] || missing=" chromium"; \
	  [ -x "$(HEADLESS_SHELL_PATH)" ] || missing="$$missing chromium-headless-shell"; \
	  installed fonts-noto-cjk || missing="$$missing fonts-noto-cjk"; \
	  installed fonts-noto-color-emoji || missing="$$missing fonts-noto-color-emoji"; \
	  if [ -n "$$missing" ]; then \
	    echo "Installing Debian's$$missing for the browser tests"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  fi

# The Debian packages above, one apt-get after the other (dpkg lets one run at a time), so that
# under `make -j` the npm packages and the venv, which need none of them, download beside them.
system-packages:
	@$(MAKE) --no-print-directory browser
	@$(MAKE) --no-print-directory java

venv: $(VENV)/.installed

# Every Python package the build and the tests install, each with its hashes: requirements.lock,
# compiled from requirements.txt and requirements-test.txt by `make python-lock`, installed with
# --require-hashes (a file whose hash is not listed stops the install).
$(VENV)/.installed: requirements.lock
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check --require-hashes -r requirements.lock
	touch $@

# After editing requirements.txt or requirements-test.txt: the lock for every Python from 3.10 and
# every platform, by uv (pinned, in a venv of its own under .cache/).
UV_VERSION := 0.13.9
python-lock:
	[ -x .cache/uv-$(UV_VERSION)/bin/uv ] || (python3 -m venv .cache/uv-$(UV_VERSION) && .cache/uv-$(UV_VERSION)/bin/pip install --quiet uv==$(UV_VERSION))
	.cache/uv-$(UV_VERSION)/bin/uv pip compile --universal --python-version 3.10 --generate-hashes --quiet requirements-test.txt -o requirements.lock

# The builds the browser tests serve: the site, one with analytics, one below /hama/,
# and the "next deploy" of the site and of the sub-path build (another SITE_URL, so
# every page changes, and ASSET_SALT, so every script and stylesheet is renamed),
# which the deploy and offline tests deploy over an open tab or a stored copy, and the
# same with the service worker's kill switch (OFFLINE=off), for the site and below /hama/.
builds: build
	$(MAKE) --no-print-directory other-builds

NEXT_SITE_URL := https://next.hamanlp.org
other-builds: node_modules/.installed venv
	PYTHON=$(PYTHON) GA_TRACKING_ID=$(TEST_GA_TRACKING_ID) $(DOCUSAURUS_BUILD) --out-dir build-analytics
	PYTHON=$(PYTHON) BASE_URL=/hama/ $(DOCUSAURUS_BUILD) --out-dir build-subpath
	PYTHON=$(PYTHON) SITE_URL=$(NEXT_SITE_URL) ASSET_SALT=next $(DOCUSAURUS_BUILD) --out-dir build-next
	PYTHON=$(PYTHON) SITE_URL=$(NEXT_SITE_URL) ASSET_SALT=next BASE_URL=/hama/ $(DOCUSAURUS_BUILD) --locale ko --out-dir build-subpath-next
	PYTHON=$(PYTHON) SITE_URL=$(NEXT_SITE_URL) ASSET_SALT=next OFFLINE=off $(DOCUSAURUS_BUILD) --out-dir build-offline-off
	PYTHON=$(PYTHON) SITE_URL=$(NEXT_SITE_URL) ASSET_SALT=next OFFLINE=off BASE_URL=/hama/ $(DOCUSAURUS_BUILD) --locale ko --out-dir build-subpath-offline-off

# The fast loop (well under a minute, no build, no browser): type-check, lint,
# format check and the unit tests of the pure modules (tests/unit/), upgrade
# guard included. `npx prettier --write .` formats what the check finds.
check: node_modules/.installed
	npm run typecheck
	npx eslint --max-warnings 0 .
	npx prettier --check --log-level warn .
	npx vitest run --reporter=default --reporter=junit --outputFile.junit=$(UNIT_REPORT)

# The checks run beside the site's build, which keeps only about 1.2 cores busy
# (each job's output is printed whole when it ends). The content tests then run beside
# the other builds and the first browser phase at the lowest CPU priority, on the cores
# those leave idle (at the same priority as the builds, they gained nothing: both kept
# the cores busy, 2.9 min together, 2.8 one after the other), and end before the timed
# budgets (phase 2), which run alone. Starved of CPU, an example with a timeout times out:
# those (marked `timed`) run first, alone, at normal priority. From there on, a step that
# fails stops none after it, and the last line is the summary, also after a failed check or
# build; a report of TEST_REPORTS that no run wrote counts as a failure. The Debian packages,
# the npm packages and the venv download side by side (about 36 s, 50 s and 15 s on a clean machine).
# The reports the summary adds up, each named once: the targets below write them (scripts/run-e2e.ts names
# one per browser phase, reports/e2e-N.json).
UNIT_REPORT := reports/unit.xml
CONTENT_TIMED_REPORT := reports/content-timed.xml
CONTENT_REPORT := reports/content.xml
TEST_REPORTS := $(UNIT_REPORT) $(CONTENT_TIMED_REPORT) $(CONTENT_REPORT) reports/e2e-1.json reports/e2e-2.json
test:
	$(MAKE) --no-print-directory -j3 --output-sync=target system-packages node_modules/.installed venv
	rm -rf test-results reports
	$(MAKE) --no-print-directory -j2 --output-sync=target check build || { node scripts/summarize-tests.mjs $(TEST_REPORTS); exit 1; }
	status=0; $(MAKE) --no-print-directory test-content-timed || status=$$?; \
	  $(MAKE) --no-print-directory --keep-going -j2 test-content-on-idle-cores test-e2e-first-phase || status=$$?; \
	  $(MAKE) --no-print-directory test-e2e E2E_PHASES=2 || status=$$?; \
	  node scripts/summarize-tests.mjs $(TEST_REPORTS); exit $$status

# (make test) The content tests with a time limit, alone. (A target of its own: `make -n test` runs
# the lines that call $(MAKE), and must not run these.)
test-content-timed:
	$(PYTHON) -m pytest tests/content -m timed --junitxml=$(CONTENT_TIMED_REPORT)

# (make test) The untimed content tests, printed whole when they end, not between the browser tests' lines.
test-content-on-idle-cores:
	mkdir -p reports
	nice -n 19 $(PYTHON) -m pytest tests/content -m "not timed" -n 2 --junitxml=$(CONTENT_REPORT) > reports/content.log 2>&1; \
	  status=$$?; cat reports/content.log; exit $$status

# (make test) The builds the browser tests need besides build/, then the first phase.
test-e2e-first-phase: other-builds
	$(MAKE) --no-print-directory test-e2e E2E_PHASES=1

# Two processes, one per core: the longest test (hama re-run on the benchmark's sample,
# about a minute) runs beside all the others.
test-content:
	$(PYTHON) -m pytest tests/content -n 2 --junitxml=$(CONTENT_REPORT)

# Phase by phase (PHASES in playwright.config.ts): a failure never skips the next phase.
# E2E_PHASES=2 runs only that one.
test-e2e:
	CHROMIUM_PATH=$(CHROMIUM_PATH) HEADLESS_SHELL_PATH=$(HEADLESS_SHELL_PATH) npx jiti scripts/run-e2e.ts $(E2E_PHASES)

# Redraws the web app manifest's icons (static/img/icons/) and static/favicon.ico from the logo, after a change of logo.
icons: node_modules/.installed browser
	CHROMIUM_PATH=$(CHROMIUM_PATH) node scripts/make-icons.mjs

# Rewrites the screenshot baselines (tests/visual/baselines/) from a fresh
# build, for a change of layout made on purpose; review the images before committing.
screenshots: deps builds
	CHROMIUM_PATH=$(CHROMIUM_PATH) npx playwright test --project screenshots --no-deps --update-snapshots

clean:
	rm -rf build build-* .docusaurus test-results reports

# Lighthouse beside a stock Docusaurus site (scripts/benchmark.mjs); not a test.
benchmark: node_modules/.installed browser
	node scripts/benchmark.mjs

# The first view as a reader on a phone gets it, beside the stock starter of the same Docusaurus
# version made and built outside the repo (scripts/benchmark-first-view.mjs): real Chromium with
# 4x CPU slowdown and a slow network, runs interleaved, through ../shared/perf/serve.mjs. Rewrites
# benchmarks/first-view/results.json and prints the ratios to stock. Not a test; about 5 minutes
# (the first run also downloads and builds the stock site).
benchmark-first-view: build browser
	CHROMIUM_PATH=$(CHROMIUM_PATH) node scripts/benchmark-first-view.mjs

# hama's accuracy and speed on the UD Korean-Kaist test split beside other
# analysers (benchmarks/accuracy/): rewrites benchmarks/accuracy/results.json,
# which the benchmark page renders, sample-results.json (hama on the sample `make test`
# re-runs) and sentence-results.json, which the page's sentence browser loads when opened.
# Not a test; 7 to 15 minutes on 2 cores (12.4 and 15.0 on 2026-11-26).
BENCHMARK_VENV := .benchmark/accuracy-venv
benchmark-accuracy: java $(BENCHMARK_VENV)/.installed
	$(BENCHMARK_VENV)/bin/python benchmarks/accuracy/run.py

$(BENCHMARK_VENV)/.installed: benchmarks/accuracy/requirements.txt
	python3 -m venv $(BENCHMARK_VENV)
	$(BENCHMARK_VENV)/bin/pip install --quiet --disable-pip-version-check -r benchmarks/accuracy/requirements.txt
	touch $@

# What running hama 1.0.0 in a service costs, on the corpus's words (benchmarks/service/):
# time and memory per word length, threads against processes, the first-call race,
# init(), and the same words in the playground's Pyodide (under Node). Rewrites
# benchmarks/service/results.json, which the service guide, the tagging and
# initialization pages and the playground's limits use. Not a test; about 10 minutes on 2 cores.
# The build fetches the playground's hama wheel, which the Pyodide part loads.
benchmark-service: build
	$(PYTHON) benchmarks/service/run.py

# What `pip install hama` without a version gives a reader today, captured in a
# scratch virtualenv (benchmarks/install-traps/): rewrites its results.json, which
# the installation page shows verbatim. Needs PyPI; under a minute.
benchmark-install-traps:
	python3 benchmarks/install-traps/run.py

# Which CPython versions hama 1.0.0 installs and runs on: every version pyenv has
# here, each in a scratch virtualenv (benchmarks/python-versions/); rewrites its
# results.json, which the installation page renders. Needs pyenv and PyPI; minutes.
benchmark-python-versions:
	python3 benchmarks/python-versions/run.py

# Debian's Java runtime: for the W3C Nu Html Checker (tests/content/test_valid_html.py) and KoNLPy's taggers.
java:
	@command -v java >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless; }
