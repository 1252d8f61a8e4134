"""Every built page passes the W3C Nu Html Checker (issue #25).

The checker is the npm package vnu-jar (package-lock.json pins it) and runs on
Debian's Java (the Makefile's `java` target). Zero errors over every page of
both editions. One kind of message only is left out: since issue #51 each page
holds the stylesheet (src/plugins/inline-stylesheet/inlineStylesheet.ts), so the
checker reads it too, and it does not know four properties the stylesheet uses
and Chromium supports (NEWER_THAN_THE_CHECKER); any other CSS error still counts.
"""

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
VNU = ROOT / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"


# The popovers' anchor positioning (position-area, its earlier name inset-area, position-try-fallbacks) and the
# clamped lines of search results and blog cards (line-clamp, beside -webkit-line-clamp).
NEWER_THAN_THE_CHECKER = ("line-clamp", "position-area", "inset-area", "position-try-fallbacks")
UNKNOWN_TO_THE_CHECKER = {f"CSS: “{name}”: Property “{name}” doesn't exist." for name in NEWER_THAN_THE_CHECKER}


def check(*paths: Path) -> list[dict]:
    """The checker's errors for these files or folders, but its not knowing NEWER_THAN_THE_CHECKER."""
    run = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", "--skip-non-html", "--format", "json", *map(str, paths)],
        capture_output=True,
        text=True,
        check=False,
    )
    # It writes its JSON report to standard error, and exits 1 when it found errors.
    return [message for message in json.loads(run.stderr)["messages"] if message["message"] not in UNKNOWN_TO_THE_CHECKER]


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
    # Another unknown property, in a page's <style>, still counts.
    styled = tmp_path / "styled.html"
    styled.write_text(
        '<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>t</title>'
        "<style>a{line-clamp:2;colr:red}</style></head><body></body></html>",
        encoding="utf-8",
    )
    assert [error["message"] for error in check(styled)] == ["CSS: “colr”: Property “colr” doesn't exist."]
    # The checker names the role or the type, depending on the other attributes.
    assert any(message.startswith("Bad value") and "on element “input”" in message for message in messages)
