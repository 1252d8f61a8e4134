"""Which CPython versions hama 1.0.0 installs and runs on, checked for real.

`make benchmark-python-versions` runs this. For each CPython that pyenv has on
this machine, it makes a scratch virtualenv (never the site's venv), installs
`hama==1.0.0` with the interpreter's own pip and, if that fails, again after
upgrading pip, then runs one example and compares its output with CPython
3.11's. For the newer CPython versions that this machine does not have, it
asks pip which mmh3 wheel each platform would get (so no compiler is needed)
without installing anything. From PyPI's record of mmh3's files it takes the
day each CPython version's first mmh3 wheel was uploaded, beside the day that
version was released. On each installed CPython it also runs what the pages
give a reader to check an install: `pip show hama`, and the troubleshooting
page's check script, read from the page itself. It writes results.json beside
this file, which the installation page renders.

    python benchmarks/python-versions/run.py
"""

from __future__ import annotations

import datetime
import json
import platform
import re
import subprocess
import tempfile
import urllib.request
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results.json"
TROUBLESHOOTING = Path(__file__).resolve().parents[2] / "docs/troubleshooting.md"
EXAMPLE = "from hama.tagging import tag; print(tag('자연어 처리는 재미있다', zipped=True))"
EXPECTED = "[('자연어', 'nc'), ('처리', 'nc'), ('는', 'jc'), ('재미있다', 'pv')]"
# CPython versions released but not installed here: only their mmh3 wheels are looked up.
WHEELS_ONLY = ("3.14",)
PLATFORMS = {"Linux x86_64": "manylinux_2_28_x86_64", "macOS arm64": "macosx_11_0_arm64", "Windows x86_64": "win_amd64"}
# Each CPython version's release day (its .0), from its release schedule: PEP 664, 693, 719 and 745.
RELEASED = {"3.11": "2022-10-24", "3.12": "2023-10-02", "3.13": "2024-10-07", "3.14": "2025-10-07"}


def run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True)


def check_script() -> str:
    """The first runnable Python block under the troubleshooting page's 'check' heading, as a reader copies it."""
    page = TROUBLESHOOTING.read_text(encoding="utf-8")
    section = page[page.index("{/* #check */}"):]
    return re.search(r"```python run\n(.*?)```", section, re.DOTALL).group(1)


def pip_show(pip: list[str], package: str) -> dict:
    fields = dict(line.split(": ", 1) for line in run(*pip, "show", package).stdout.splitlines() if ": " in line)
    return {"version": fields.get("Version"), "summary": fields.get("Summary")}


def check(version: str, python: str, scratch: Path) -> dict:
    venv = scratch / version
    if run(python, "-m", "venv", str(venv)).returncode != 0:
        return {"version": version, "installed": False, "reason": "venv"}
    pip = [str(venv / "bin" / "python"), "-m", "pip", "--disable-pip-version-check", "--no-input"]
    bundled_pip = run(*pip, "--version").stdout.split()[1]
    needs_pip_upgrade = run(*pip, "install", "hama==1.0.0").returncode != 0
    if needs_pip_upgrade:
        run(*pip, "install", "--upgrade", "pip")
        if run(*pip, "install", "hama==1.0.0").returncode != 0:
            return {"version": version, "installed": False, "bundledPip": bundled_pip, "reason": "install"}
    output = run(str(venv / "bin" / "python"), "-c", EXAMPLE).stdout.strip()
    checked = run(str(venv / "bin" / "python"), "-c", check_script())
    return {
        "version": version,
        "installed": True,
        "bundledPip": bundled_pip,
        "needsPipUpgrade": needs_pip_upgrade,
        "mmh3": pip_show(pip, "mmh3")["version"],
        "sameOutput": output == EXPECTED,
        "output": output,
        "pipShowHama": pip_show(pip, "hama"),
        "checkScript": {
            "returncode": checked.returncode,
            "stdout": checked.stdout.splitlines(),
            "error": (checked.stderr.strip().splitlines() or [""])[-1],
        },
    }


def mmh3_wheels(python_version: str, scratch: Path) -> dict:
    """The mmh3 wheel pip would pick for this Python on each platform, or None where it would need to build one."""
    wheels = {}
    for name, platform_tag in PLATFORMS.items():
        target = scratch / f"wheels-{python_version}-{platform_tag}"
        download = run(
            "python3", "-m", "pip", "download", "--disable-pip-version-check", "--no-deps", "--only-binary=:all:",
            "--python-version", python_version, "--platform", platform_tag, "-d", str(target), "mmh3",
        )
        files = sorted(p.name for p in target.glob("*.whl")) if download.returncode == 0 else []
        wheels[name] = files[0] if files else None
    return {"version": python_version, "mmh3Wheels": wheels}


def mmh3_wheels_arrived() -> list[dict]:
    """For each version of RELEASED: the day PyPI received mmh3's first wheel for it, and the mmh3 release it came with."""
    with urllib.request.urlopen("https://pypi.org/pypi/mmh3/json", timeout=60) as response:
        releases = json.load(response)["releases"]
    rows = []
    for version, released in RELEASED.items():
        tag = f"-cp{version.replace('.', '')}-"
        uploads = sorted(
            (file["upload_time_iso_8601"][:10], mmh3)
            for mmh3, files in releases.items()
            for file in files
            if file["filename"].endswith(".whl") and tag in file["filename"]
        )
        first, mmh3 = uploads[0]
        days = (datetime.date.fromisoformat(first) - datetime.date.fromisoformat(released)).days
        rows.append({"version": version, "released": released, "firstWheel": first, "mmh3": mmh3, "daysAfterRelease": days})
    return rows


def main() -> None:
    root = run("pyenv", "root").stdout.strip()
    versions = sorted(
        (v for v in run("pyenv", "versions", "--bare").stdout.split() if v.startswith("3.") and v.count(".") == 2 and v.replace(".", "").isdigit()),
        key=lambda v: tuple(map(int, v.split("."))),
    )
    with tempfile.TemporaryDirectory() as scratch:
        rows = []
        for version in versions:
            rows.append(check(version, f"{root}/versions/{version}/bin/python", Path(scratch)))
            print(json.dumps(rows[-1], ensure_ascii=False), flush=True)
        wheels_only = [mmh3_wheels(version, Path(scratch)) for version in WHEELS_ONLY]
        print(json.dumps(wheels_only), flush=True)
    results = {
        "date": datetime.date.today().isoformat(),
        "platform": f"{platform.system()} {platform.machine()}",
        "example": EXAMPLE,
        "expected": EXPECTED,
        "versions": rows,
        "wheelsOnly": wheels_only,
        "mmh3WheelsArrived": mmh3_wheels_arrived(),
    }
    RESULTS.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
