"""Proofs of the installation page's claims (registered in claims.toml): the
project's releases as PyPI lists them (captured by `make benchmark-install-traps`),
the playground's CPython, and the pure-Python mmh3 stand-in run in place of mmh3."""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from pip._vendor.packaging.specifiers import SpecifierSet

ROOT = Path(__file__).resolve().parents[2]
TRAPS = json.loads((ROOT / "benchmarks/install-traps/results.json").read_text(encoding="utf-8"))
SHIM = ROOT / "src/plugins/playground/runtime/mmh3.py"
HAMA = Path(__import__("hama").__file__).parent


def test_the_analyser_has_one_release_uploaded_on_2020_04_25():
    first, second = TRAPS["releases"][:2]
    assert first == {"version": "1.0.0", "uploaded": "2020-04-25"}
    # Every later release is the other library: 1.1.0 and up, and the unpinned install is not the analyser.
    assert second["version"] == "1.1.0"
    assert "Korean natural language toolkit" not in TRAPS["unpinned"]["pipShow"]


def test_the_pin_range_admits_only_1_0_0():
    versions = [release["version"] for release in TRAPS["releases"]]
    assert list(SpecifierSet(">=1.0,<1.1").filter(versions)) == ["1.0.0"]


def test_the_playground_runs_on_cpython_3_14():
    lock = json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"]["python"].startswith("3.14.")


def test_the_shim_has_the_one_function_hama_uses():
    shim = ast.parse(SHIM.read_text(encoding="utf-8"))
    public = {node.name for node in shim.body if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")}
    assert public == {"hash"}
    used = {match for path in HAMA.rglob("*.py") for match in re.findall(r"mmh3\.(\w+)", path.read_text(encoding="utf-8"))}
    assert used == {"hash"}


def test_the_shim_test_hashes_100_000_strings():
    source = (ROOT / "tests/content/test_mmh3_shim.py").read_text(encoding="utf-8")
    assert re.search(r"^STRINGS = 100_000$", source, re.M)


def test_hama_runs_with_the_pure_python_mmh3_in_place_of_the_real_one(tmp_path):
    shutil.copy(SHIM, tmp_path / "mmh3.py")
    code = "import mmh3; from hama.tagging import tag; print(mmh3.__file__); print(tag('자연어 처리는 재미있다', zipped=True))"
    with_shim = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, check=True).stdout.splitlines()
    real = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout.splitlines()
    assert with_shim[0] == str(tmp_path / "mmh3.py") and real[0] != with_shim[0]
    assert with_shim[1] == real[1]
