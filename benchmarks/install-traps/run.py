"""What a reader sees when pip gives them the wrong hama, captured from the real packages.

`make benchmark-install-traps` runs this. In a scratch virtualenv (never the
site's venv) it installs `hama` without a version, as `pip install hama` does
today, lists every release with its upload day, records `pip show hama` and the errors our examples then raise, tries
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
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results.json"
RECOVERY = ["install", "hama==1.0.0"]
# What our pages' examples do first, each in a fresh interpreter.
ATTEMPTS = {
    "importTagging": "from hama.tagging import tag",
    "init": "import hama\nhama.init()",
}


def releases() -> list[dict]:
    """Every release of the name on PyPI with the day it was uploaded, oldest first."""
    with urllib.request.urlopen("https://pypi.org/pypi/hama/json", timeout=60) as response:
        project = json.load(response)
    days = {version: min(f["upload_time"] for f in files)[:10] for version, files in project["releases"].items() if files}
    return [{"version": v, "uploaded": d} for v, d in sorted(days.items(), key=lambda item: item[1])]


def run(command: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True)


def main() -> None:
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
        "unpublished": {"command": "pip install hama==1.0.1", "returncode": missing.returncode,
                        "stderr": [line for line in missing.stderr.strip().splitlines() if line.startswith("ERROR")]},
        "recovery": {"command": "pip " + " ".join(RECOVERY), "returncode": recovered.returncode, "version": recovered_version,
                     "tagged": tagged},
    }
    RESULTS.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(results, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
