#!/usr/bin/env bash
# Installs hama 1.0.0 into a fresh venv for each CPython that pyenv has on
# this machine, runs one example, and prints whether the output is right.
# Usage: bash scripts/check_python_versions.sh  (needs pyenv; takes minutes)
set -u
expected="[('자연어', 'nc'), ('처리', 'nc'), ('는', 'jc'), ('재미있다', 'pv')]"
example="from hama.tagging import tag; print(tag('자연어 처리는 재미있다', zipped=True))"
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
for version in $(pyenv versions --bare | grep -E '^3\.[0-9]+\.[0-9]+$'); do
  python="$(pyenv root)/versions/$version/bin/python"
  venv="$workdir/$version"
  if ! "$python" -m venv "$venv" >/dev/null 2>&1; then echo "$version: no venv"; continue; fi
  # An old interpreter's bundled pip may pick an mmh3 it cannot build; a current pip picks one that fits.
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip >/dev/null 2>&1
  if ! "$venv/bin/pip" install --quiet --disable-pip-version-check "hama==1.0.0" >/dev/null 2>&1; then
    echo "$version: install failed"; continue
  fi
  mmh3=$("$venv/bin/pip" show mmh3 2>/dev/null | sed -n 's/^Version: //p')
  output=$("$venv/bin/python" -c "$example" 2>&1)
  if [ "$output" = "$expected" ]; then echo "$version: ok (mmh3 $mmh3)"; else echo "$version: wrong output: $output"; fi
done
