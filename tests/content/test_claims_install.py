"""Proofs of the installation page's claims (registered in claims.toml): the
project's releases as PyPI lists them (captured by `make benchmark-install-traps`),
the playground's CPython, and the pure-Python mmh3 stand-in run in place of mmh3."""

from __future__ import annotations

import ast
import datetime
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
    assert (first["version"], first["uploaded"]) == ("1.0.0", "2020-04-25")
    # Every later release is the other library: 1.1.0, what pip gives an older Python, and the latest, what it gives
    # this one, are both not the analyser.
    assert second["version"] == "1.1.0"
    assert "Korean natural language toolkit" not in TRAPS["unpinned"]["pipShow"]
    assert [f["file"] for f in TRAPS["unpinnedOnOlderPython"]["files"]] == ["hama-1.1.0-py3-none-any.whl"]
    assert "Korean natural language toolkit" not in TRAPS["unpinnedOnOlderPython"]["files"][0]["summary"]


def test_an_unpinned_install_is_the_other_library_on_every_python():
    """'pip install hama' gives the latest release on Python 3.9 and later (every release after 1.1.0 requires it) and
    1.1.0 on 3.6-3.8 (pip asked for Python 3.8 by make benchmark-install-traps); neither is the analyser."""
    releases = TRAPS["releases"]
    assert [r["requiresPython"] for r in releases[:2]] == [[">=3.6"], [">=3.6"]]
    assert all(r["requiresPython"] == [">=3.9"] for r in releases[2:]) and len(releases) > 2
    assert TRAPS["unpinned"]["version"] == releases[-1]["version"]
    older = TRAPS["unpinnedOnOlderPython"]
    assert older["python"] == "3.8" and [f["file"] for f in older["files"]] == ["hama-1.1.0-py3-none-any.whl"]
    assert "Korean" in older["files"][0]["summary"] and "natural language toolkit" not in older["files"][0]["summary"]
    assert "No module named 'hama.tagging'" in TRAPS["unpinned"]["errors"]["importTagging"]["stderr"]
    assert older["files"][0]["modules"] and not any(m.startswith("hama/tagging") for m in older["files"][0]["modules"])


def test_the_install_traps_say_what_the_pages_say_of_them():
    """The sentences on the unpinned install, 1.0.1 and the way back, compared with what pip and Python printed
    (make benchmark-install-traps): each was registered as 'rendered', though typed by hand."""
    versions = [release["version"] for release in TRAPS["releases"]]
    unpublished = TRAPS["unpublished"]
    # "1.0.1, only in the source repository, is not found by pip"; "1.0.0 is the only release of the 1.0 line"
    assert "1.0.1" not in versions and unpublished["returncode"] != 0
    assert any("No matching distribution found for hama==1.0.1" in line for line in unpublished["stderr"])
    assert [v for v in versions if v.startswith("1.0.")] == ["1.0.0"]
    # "from 1.1.0 (2025) the name carries another library (G2P, phoneme ASR)": the unpinned install is it
    assert (TRAPS["releases"][1]["version"], TRAPS["releases"][1]["uploaded"]) == ("1.1.0", "2025-03-31")
    assert "G2P" in TRAPS["unpinned"]["pipShow"] and "ASR" in TRAPS["unpinned"]["pipShow"]
    assert "Zig engine" in TRAPS["unpinned"]["pipShow"], "today's library runs on a Zig engine"
    # 1.1.0 converted graphemes and pronunciation only: speech recognition came later ("today").
    assert TRAPS["unpinnedOnOlderPython"]["files"][0]["modules"] == ["hama/__init__.py", "hama/g2p.py", "hama/jamo.py"]
    assert "Author: Seongmin Park" in TRAPS["unpinned"]["pipShow"], "by the same organisation's author"
    assert TRAPS["unpinned"]["version"] == versions[-1]
    # "the guide's examples fail from their first line": no hama.tagging, and no hama.init()
    errors = TRAPS["unpinned"]["errors"]
    assert errors["importTagging"]["stderr"].endswith("ModuleNotFoundError: No module named 'hama.tagging'")
    assert errors["init"]["stderr"].endswith("AttributeError: module 'hama' has no attribute 'init'")
    # "installing with the version brings back 1.0.0"
    recovery = TRAPS["recovery"]
    assert recovery["returncode"] == 0 and recovery["version"] == "1.0.0"
    assert recovery["tagged"] == "(['하늘', '이', '파랗다'], ['nc', 'jc', 'pv'])"


def test_the_pin_range_admits_only_1_0_0():
    versions = [release["version"] for release in TRAPS["releases"]]
    assert list(SpecifierSet(">=1.0,<1.1").filter(versions)) == ["1.0.0"]


def test_the_playground_runs_on_cpython_3_14():
    """The playground runs the pinned hama 1.0.0 wheel on Pyodide's CPython 3.14 (the browser test
    tests/e2e/playground/playground.spec.ts compares its results with CPython's)."""
    lock = json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"]["python"].startswith("3.14.")
    # What the built site serves the playground: the one runtime folder, with hama 1.0.0's wheel and no other.
    served = [wheel.name for wheel in (ROOT / "build").glob("playground-runtime/*/hama-*.whl")]
    assert served == ["hama-1.0.0-py3-none-any.whl"]
    assert "cpythonTag" in (ROOT / "tests/e2e/playground/playground.spec.ts").read_text(encoding="utf-8")


def test_the_shim_has_the_one_function_hama_uses():
    shim = ast.parse(SHIM.read_text(encoding="utf-8"))
    public = {node.name for node in shim.body if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")}
    assert public == {"hash"}
    used = {match for path in HAMA.rglob("*.py") for match in re.findall(r"mmh3\.(\w+)", path.read_text(encoding="utf-8"))}
    assert used == {"hash"}


def test_hama_runs_with_the_pure_python_mmh3_in_place_of_the_real_one(tmp_path):
    shutil.copy(SHIM, tmp_path / "mmh3.py")
    code = "import mmh3; from hama.tagging import tag; print(mmh3.__file__); print(tag('자연어 처리는 재미있다', zipped=True))"
    with_shim = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, check=True).stdout.splitlines()
    real = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout.splitlines()
    assert with_shim[0] == str(tmp_path / "mmh3.py") and real[0] != with_shim[0]
    assert with_shim[1] == real[1]


def test_the_python_versions_sentences_say_what_the_check_recorded():
    """installation: "checked by installing on Linux (x86_64) only", "the install failed with the oldest pip and
    worked once pip was upgraded" and, for the newest Pythons, "we only checked which mmh3 wheel pip would pick"."""
    checked = json.loads((ROOT / "benchmarks/python-versions/results.json").read_text(encoding="utf-8"))
    assert checked["platform"] == "Linux x86_64"
    upgraded = [row for row in checked["versions"] if row.get("needsPipUpgrade")]
    assert upgraded and all(row["installed"] and row["sameOutput"] for row in upgraded)
    pip_version = lambda row: tuple(int(part) for part in row["bundledPip"].split("."))
    oldest = min(checked["versions"], key=pip_version)
    assert upgraded == [oldest], "only the oldest bundled pip failed"
    assert checked["wheelsOnly"] and all(set(row) == {"version", "mmh3Wheels"} for row in checked["wheelsOnly"])
    assert not {row["version"] for row in checked["wheelsOnly"]} & {row["version"].rsplit(".", 1)[0] for row in checked["versions"]}


def test_mmh3_wheels_came_after_python_311_and_312_and_before_313_and_314():
    """PyPI's upload days of mmh3's first wheel for each CPython version, as `make benchmark-python-versions` recorded them."""
    checked = json.loads((ROOT / "benchmarks/python-versions/results.json").read_text(encoding="utf-8"))
    arrived = {row["version"]: row for row in checked["mmh3WheelsArrived"]}
    assert set(arrived) == {"3.11", "3.12", "3.13", "3.14"}
    for row in arrived.values():
        days = (datetime.date.fromisoformat(row["firstWheel"]) - datetime.date.fromisoformat(row["released"])).days
        assert days == row["daysAfterRelease"]
    assert arrived["3.11"]["daysAfterRelease"] > 0 and arrived["3.12"]["daysAfterRelease"] > 0
    assert arrived["3.13"]["daysAfterRelease"] < 0 and arrived["3.14"]["daysAfterRelease"] < 0


def test_every_cpython_minor_from_36_to_the_newest_installed_was_checked_and_ran_the_example():
    """"every CPython 3.x on the machine": the check recorded each minor version from the package's python_requires
    (3.6) up, none skipped, each installed with the example's output; the newer ones are the wheels-only rows."""
    checked = json.loads((ROOT / "benchmarks/python-versions/results.json").read_text(encoding="utf-8"))
    minors = [int(row["version"].split(".")[1]) for row in checked["versions"]]
    assert minors == list(range(6, max(minors) + 1)) and max(minors) >= 13
    assert all(row["installed"] and row["sameOutput"] and row["output"] == checked["expected"] for row in checked["versions"])
    assert [row["version"] for row in checked["wheelsOnly"]] == [f"3.{minor}" for minor in range(max(minors) + 1, max(minors) + 1 + len(checked["wheelsOnly"]))]


def test_the_version_checks_the_pages_give_run_where_the_pages_say():
    """troubleshooting: the check script "needs Python 3.8 or later" and "on 3.6 or 3.7, check the version with
    `pip show hama`"; installation: `pip show hama` shows "Version: 1.0.0" and the summary. Each was run on every
    installed CPython by `make benchmark-python-versions`, the script read from the page itself."""
    checked = json.loads((ROOT / "benchmarks/python-versions/results.json").read_text(encoding="utf-8"))
    page = (ROOT / "docs/troubleshooting.md").read_text(encoding="utf-8")
    check = page[page.index("{/* #check */}"):]
    shown = re.search(r"```text output[^\n]*\n(.*?)```", check, re.DOTALL)[1].splitlines()
    for row in checked["versions"]:
        minor = int(row["version"].split(".")[1])
        assert row["pipShowHama"] == {"version": "1.0.0", "summary": "Korean natural language toolkit"}, row["version"]
        if minor < 8:
            assert row["checkScript"]["error"] == "ModuleNotFoundError: No module named 'importlib.metadata'"
        else:
            assert row["checkScript"]["returncode"] == 0 and row["checkScript"]["stdout"] == shown, row["version"]
    assert {int(row["version"].split(".")[1]) for row in checked["versions"]} >= {6, 7, 8}


def test_the_playground_serves_the_pure_python_mmh3_and_no_mmh3_wheel():
    """The installation page: in the browser the playground uses the site's pure-Python stand-in for mmh3."""
    folders = list((ROOT / "build").glob("playground-runtime/*/"))
    assert len(folders) == 1
    served = folders[0]
    assert (served / "mmh3.py").read_bytes() == (ROOT / "src/plugins/playground/runtime/mmh3.py").read_bytes()
    assert not list(served.glob("mmh3*.whl"))
    # The worker writes it into site-packages, where hama's `import mmh3` finds it.
    assert "`${sitePackages}/mmh3.py`" in (served / "worker.mjs").read_text(encoding="utf-8")


def test_the_tagging_pages_button_runs_hama_100_in_pyodide():
    """The tagging page: its try-it box runs the served hama 1.0.0 wheel with Pyodide (the browser test runs it)."""
    for page in ("docs/pos_tagging.html", "en/docs/pos_tagging.html"):
        assert "data-try-it" in (ROOT / "build" / page).read_text(encoding="utf-8"), page
    served = list((ROOT / "build").glob("playground-runtime/*/"))
    assert len(served) == 1
    assert [wheel.name for wheel in served[0].glob("*.whl")] == ["hama-1.0.0-py3-none-any.whl"]
    assert (served[0] / "pyodide.asm.wasm").is_file()
