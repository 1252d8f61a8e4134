"""What a reader sees when pip gives them the wrong hama, captured from the real packages.

`make benchmark-install-traps` runs this. In a scratch virtualenv (never the
site's venv) it installs `hama` without a version, as `pip install hama` does
today, lists every release with its upload day, the Python versions it accepts and its one-line summary, records
`pip show hama` and the errors our examples then raise, asks pip which release an older Python (3.8) would get, tries
the never-published 1.0.1, and checks that the installation page's recovery
command brings back 1.0.0. It writes results.json beside this file, which the
installation page renders verbatim.

    python benchmarks/install-traps/run.py
"""

from __future__ import annotations

import datetime
import json
import platform
import subprocess
import sys
import tempfile
import urllib.request
import zipfile
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results.json"
RECOVERY = ["install", "hama==1.0.0"]
# The newest Python the releases after 1.1.0 no longer accept (they require 3.9 or later).
OLDER_PYTHON = "3.8"
# What our pages' examples do first, each in a fresh interpreter.
ATTEMPTS = {
    "importTagging": "from hama.tagging import tag",
    "init": "import hama\nhama.init()",
}


def releases() -> list[dict]:
    """Every release of the name on PyPI, oldest first: the day it was uploaded and the Pythons its files accept."""
    with urllib.request.urlopen("https://pypi.org/pypi/hama/json", timeout=60) as response:
        project = json.load(response)
    found = [(version, files) for version, files in project["releases"].items() if files]
    return [
        {
            "version": version,
            "uploaded": min(f["upload_time"] for f in files)[:10],
            "requiresPython": sorted({f["requires_python"] or "" for f in files}),
        }
        for version, files in sorted(found, key=lambda item: min(f["upload_time"] for f in item[1]))
    ]


def wheel_contents(wheel: Path) -> dict:
    """The Summary line of a wheel's METADATA, and the Python files it installs."""
    with zipfile.ZipFile(wheel) as z:
        metadata = next(name for name in z.namelist() if name.endswith(".dist-info/METADATA"))
        summary = next((line.split(": ", 1)[1] for line in z.read(metadata).decode().splitlines() if line.startswith("Summary: ")), "")
        return {"file": wheel.name, "summary": summary, "modules": sorted(name for name in z.namelist() if name.endswith(".py"))}


def run(command: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True)


def main() -> None:
    if sys.version_info < (3, 9):
        # Older Pythons get 1.1.0 unpinned (every later release requires 3.9): this records what most readers get.
        sys.exit("run this with Python 3.9 or later")
    with tempfile.TemporaryDirectory() as scratch:
        venv = Path(scratch) / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        python, site = str(venv / "bin" / "python"), str(venv / "lib")
        pip = [python, "-m", "pip", "--disable-pip-version-check", "--no-input"]

        subprocess.run([*pip, "install", "--quiet", "hama"], check=True)
        # The scratch folder's name changes every run; readers see their own path there.
        show = run([*pip, "show", "hama"]).stdout.replace(site, "…/lib").strip()
        errors = {}
        for name, code in ATTEMPTS.items():
            attempt = run([python, "-c", code])
            if attempt.returncode == 0:
                sys.exit(f"{name}: the unpinned hama ran {code!r} without an error; the installation page needs rewriting")
            errors[name] = {"code": code, "stderr": attempt.stderr.strip()}

        # What pip picks for an older interpreter than this one (no interpreter of that version needed).
        older = Path(scratch) / "older"
        download = run([*pip, "download", "--quiet", "--no-deps", "--only-binary=:all:", "--python-version", OLDER_PYTHON, "-d", str(older), "hama"])
        if download.returncode != 0:
            sys.exit(f"pip download for Python {OLDER_PYTHON} failed:\n{download.stderr}")
        older_files = [wheel_contents(f) for f in sorted(older.glob("*.whl"))]
        missing = run([*pip, "install", "hama==1.0.1"])
        recovered = run([*pip, *RECOVERY])
        recovered_version = run([python, "-c", "from importlib.metadata import version; print(version('hama'))"]).stdout.strip()
        tagged = run([python, "-c", "from hama.tagging import tag; print(tag('하늘이 파랗다'))"]).stdout.strip()

    unpinned_version = next(line.split(": ", 1)[1] for line in show.splitlines() if line.startswith("Version: "))
    results = {
        "date": datetime.date.today().isoformat(),
        "python": platform.python_version(),
        "releases": releases(),
        "unpinned": {"version": unpinned_version, "pipShow": show, "errors": errors},
        "unpinnedOnOlderPython": {"python": OLDER_PYTHON, "files": older_files},
        "unpublished": {"command": "pip install hama==1.0.1", "returncode": missing.returncode,
                        "stderr": [line for line in missing.stderr.strip().splitlines() if line.startswith("ERROR")]},
        "recovery": {"command": "pip " + " ".join(RECOVERY), "returncode": recovered.returncode, "version": recovered_version,
                     "tagged": tagged},
    }
    RESULTS.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(results, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
