"""The search sections the unit tests measure recall on are the build's.

tests/search/sections.json is what the Korean search index holds, written by
scripts/search-sections.ts so that `make check` measures the query set's recall
in Node without a build (tests/unit/search-recall.test.ts). This fails when the
site's text changed and the file was not written again.
"""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_unit_tests_search_the_sections_the_build_indexes():
    index = json.loads((ROOT / "build" / "search-index.json").read_text(encoding="utf-8"))
    built = sorted(
        ({"id": doc_id, **index["storedFields"][short_id]} for short_id, doc_id in index["documentIds"].items()),
        key=lambda section: section["id"],
    )
    committed = json.loads((ROOT / "tests" / "search" / "sections.json").read_text(encoding="utf-8"))
    # The tagging guide names the CPython the build ran hama in (its venv's): the committed file cannot know it.
    built, committed = ([{**s, "text": re.sub(r"CPython 3\.\d+\.\d+", "CPython 3.x", s["text"])} for s in sections] for sections in (built, committed))
    stale = "tests/search/sections.json differs from the build: run `npm run build && npx jiti scripts/search-sections.ts`"
    assert [s["id"] for s in committed] == [s["id"] for s in built], stale
    assert committed == built, stale


def test_the_index_holds_no_tag_popover():
    """The tags' popovers (src/plugins/pos-tags) follow a page's content in its HTML; they are not its text."""
    for edition, link in (("build", "품사 표에서 보기"), ("build/en", "See the tag table")):
        index = (ROOT / edition / "search-index.json").read_text(encoding="utf-8")
        html = (ROOT / edition / "docs" / "pos_tagging.html").read_text(encoding="utf-8")
        assert link in html, f"{edition}: the page has no popover to leave out"
        assert link not in index, f"{edition}: a popover's words were indexed"
