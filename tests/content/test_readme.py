"""The commands README.md gives work as written on a fresh clone (issue #13).

Each command in the README's shell blocks must name something that exists:
a make target that make can plan, an npm script, a script file; `npm ci` must
accept the committed lockfile (`npm ci --dry-run`, on a copy, so the installed
node_modules stay as they are).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def commands() -> list[str]:
    blocks = re.findall(r"^```bash\n(.*?)^```", README, flags=re.M | re.S)
    lines = [line.split("#", 1)[0] for block in blocks for line in block.splitlines()]
    return [command.strip() for line in lines for command in line.split("&&") if command.strip()]


def test_the_readme_gives_the_two_setup_commands_and_the_writer_commands():
    assert {"make start", "make test", "npm ci", "npm start"} <= set(commands())


@pytest.mark.parametrize("command", commands())
def test_command_names_something_that_exists(command: str, tmp_path: Path):
    words = command.split()
    scripts = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["scripts"]
    if words[0] == "make":
        planned = subprocess.run(["make", "-n", *words[1:]], cwd=ROOT, capture_output=True, text=True)
        assert planned.returncode == 0, planned.stderr
    elif words[:2] == ["npm", "start"] or words[:2] == ["npm", "run"]:
        assert (words[2] if words[1] == "run" else "start") in scripts
    elif words[:2] == ["npm", "ci"]:
        for name in ("package.json", "package-lock.json"):
            shutil.copy(ROOT / name, tmp_path / name)
        dry_run = subprocess.run(
            ["npm", "ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"],
            cwd=tmp_path, capture_output=True, text=True, timeout=300,
        )
        assert dry_run.returncode == 0, dry_run.stderr[-2000:]
    elif words[0] == "npx":
        files = [word for word in words if "/" in word and not word.startswith("-")]
        assert files and all((ROOT / file).exists() for file in files), command
    else:
        pytest.fail(f"no check for this command yet: {command}")
