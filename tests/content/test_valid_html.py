"""Every built page passes the W3C Nu Html Checker (issue #25).

The checker is the npm package vnu-jar (package-lock.json pins it) and runs on
Debian's Java (the Makefile's `java` target). Zero errors over every page of
both editions, with no message filtered out.
"""

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
VNU = ROOT / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"


def check(*paths: Path) -> list[dict]:
    """The checker's errors for these files or folders."""
    run = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", "--skip-non-html", "--format", "json", *map(str, paths)],
        capture_output=True,
        text=True,
        check=False,
    )
    # It writes its JSON report to standard error, and exits 1 when it found errors.
    return json.loads(run.stderr)["messages"]


def test_every_page_of_both_editions_is_valid_html():
    pages = sorted(BUILD.rglob("*.html"))
    english = [page for page in pages if page.relative_to(BUILD).parts[0] == "en"]
    assert len(pages) > 100 and len(english) > 50, "the build is missing pages"
    errors = check(BUILD)
    print(f"Nu Html Checker: {len(errors)} errors in {len(pages)} pages ({len(english)} English)")
    assert [f"{error['url'].removeprefix('file:')}: {error['message']}" for error in errors] == []


def test_the_checker_reports_what_stock_code_blocks_and_search_boxes_wrote(tmp_path):
    """The two errors the site had before: it would catch them again."""
    page = tmp_path / "stock.html"
    page.write_text(
        '<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>t</title></head><body>'
        '<pre><code><div class="token-line">print(1)</div></code></pre>'
        '<input type="search" name="q" aria-label="검색" role="combobox" aria-expanded="false" aria-controls="x">'
        '<ul id="x"></ul>'
        "</body></html>",
        encoding="utf-8",
    )
    messages = [error["message"] for error in check(page)]
    assert any("“div” not allowed as child of element “code”" in message for message in messages)
    # The checker names the role or the type, depending on the other attributes.
    assert any(message.startswith("Bad value") and "on element “input”" in message for message in messages)
