"""Reads what the built site says, not how it is built (issue #13).

Every HTML page of the production build and every feed entry is reduced to the
text a reader sees (code and preformatted blocks aside, where Markdown may be
shown on purpose), and must hold no leftover Markdown or MDX. Every admonition
written in docs/ or blog/ must reach the page, and the feeds, as an
admonition with its title; every heading anchor on a page is unique.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
SOURCES = sorted(p for d in ("docs", "blog") for p in (ROOT / d).rglob("*.md*"))

# What Markdown or MDX looks like when it was not rendered.
LEFTOVERS = {
    "admonition fence": re.compile(r"(^|\s):::"),
    "MDX comment": re.compile(r"\{/\*|\*/\}"),
    "bold markers": re.compile(r"\*\*\S[^*]*\S?\*\*"),
    "Markdown link": re.compile(r"\[[^\]\n]+\]\((https?://|/|\.)[^)\s]*\)"),
    "heading hashes": re.compile(r"(^|\n)#{1,6} \S"),
}
SKIPPED_TAGS = {"script", "style", "pre", "code", "noscript", "template"}
ADMONITION = re.compile(r"^:::(?P<type>[a-z]+)(?:\[(?P<title>[^\]]*)\]| +(?P<old>.+))?[ \t]*$", re.M)


class Page(HTMLParser):
    """The visible text of an HTML page, its heading ids and its admonitions."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.ids: list[str] = []
        self.admonitions: list[dict[str, str]] = []  # {"type", "title"}
        self._skipping = 0
        self._stack: list[str] = []
        self._heading_of: dict | None = None
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag in ("br", "img", "hr", "meta", "link", "input", "source", "wbr"):
            return
        self._stack.append(tag)
        if tag in SKIPPED_TAGS:
            self._skipping += 1
        classes = (attributes.get("class") or "").split()
        if re.fullmatch(r"h[1-6]", tag) and attributes.get("id"):
            self.ids.append(attributes["id"])
        kind = next((c.removeprefix("theme-admonition-") for c in classes if c.startswith("theme-admonition-")), None)
        if kind:
            self.admonitions.append({"type": kind, "title": ""})
        if any(c.startswith("admonitionHeading") for c in classes) and self.admonitions:
            self._heading_of = {"entry": self.admonitions[-1], "depth": len(self._stack)}
        self.text.append(" " if tag in ("span", "a", "strong", "em", "b", "i", "mark", "kbd", "abbr") else "\n")

    def handle_endtag(self, tag):
        if tag not in self._stack:
            return
        while self._stack:
            closed = self._stack.pop()
            if closed in SKIPPED_TAGS:
                self._skipping -= 1
            if self._heading_of and len(self._stack) < self._heading_of["depth"]:
                self._heading_of = None
            if closed == tag:
                break
        self.text.append("\n")

    def handle_data(self, data):
        if self._heading_of:
            self._heading_of["entry"]["title"] += data
        if not self._skipping:
            self.text.append(data)

    @property
    def visible(self) -> str:
        return re.sub(r"[ \t]+", " ", "".join(self.text))


def leftovers(text: str) -> list[str]:
    found = []
    for name, pattern in LEFTOVERS.items():
        for match in pattern.finditer(text):
            context = " ".join(text[max(0, match.start() - 30) : match.end() + 30].split())
            found.append(f"{name}: …{context}…")
    return found


def built_pages() -> list[Path]:
    return sorted(BUILD.rglob("*.html"))


def feed_entries() -> list[tuple[str, str]]:
    """(name, HTML) of every entry of the RSS, Atom and JSON feeds."""
    entries = []
    rss = ElementTree.parse(BUILD / "blog/rss.xml").getroot()
    for item in rss.iter("item"):
        entries.append((f"rss.xml {item.findtext('link')}", item.findtext("{http://purl.org/rss/1.0/modules/content/}encoded") or item.findtext("description") or ""))
    atom_ns = "{http://www.w3.org/2005/Atom}"
    atom = ElementTree.parse(BUILD / "blog/atom.xml").getroot()
    for entry in atom.iter(f"{atom_ns}entry"):
        entries.append((f"atom.xml {entry.findtext(f'{atom_ns}id')}", entry.findtext(f"{atom_ns}content") or ""))
    for item in json.loads((BUILD / "blog/feed.json").read_text(encoding="utf-8"))["items"]:
        entries.append((f"feed.json {item['id']}", item["content_html"]))
    return entries


def source_admonitions(path: Path) -> list[dict[str, str]]:
    text = path.read_text(encoding="utf-8")
    # Fenced code may show ::: on purpose.
    text = re.sub(r"^(`{3,}).*?^\1", "", text, flags=re.M | re.S)
    return [{"type": m["type"], "title": (m["title"] or m["old"] or "").strip()} for m in ADMONITION.finditer(text)]


def page_of(source: Path) -> Path:
    """The built page of a doc or post (front matter slug, or the file name without the date)."""
    text = source.read_text(encoding="utf-8")
    slug = re.search(r"^slug: *(\S+)", text, re.M)
    relative = source.relative_to(ROOT)
    if relative.parts[0] == "blog":
        name = slug[1].strip("/") if slug else re.sub(r"^\d{4}-\d{2}-\d{2}-", "", source.stem)
        return BUILD / "blog" / f"{name}.html"
    return BUILD / relative.with_suffix(".html")


def test_the_build_exists():
    assert (BUILD / "index.html").is_file(), "run `npm run build` first (make test does)"
    assert len(built_pages()) >= 25


@pytest.mark.parametrize("page", built_pages(), ids=lambda p: str(p.relative_to(BUILD)))
def test_page_shows_no_raw_markdown_and_unique_anchors(page: Path):
    parsed = Page(page.read_text(encoding="utf-8"))
    assert leftovers(parsed.visible) == []
    duplicates = [anchor for anchor, count in Counter(parsed.ids).items() if count > 1]
    assert duplicates == [], "heading anchors used twice"


@pytest.mark.parametrize("html", [pytest.param(html, id=name) for name, html in feed_entries()])
def test_feed_entry_shows_no_raw_markdown(html: str):
    assert html.strip(), "the entry has no content"
    assert leftovers(Page(html).visible) == []


@pytest.mark.parametrize(
    "source",
    [s for s in SOURCES if source_admonitions(s)],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_every_admonition_renders_with_its_title(source: Path):
    wanted = source_admonitions(source)
    rendered = Page(page_of(source).read_text(encoding="utf-8")).admonitions
    got = [{"type": a["type"], "title": " ".join(a["title"].split())} for a in rendered]
    for admonition in wanted:
        # No title written: Docusaurus shows the type's Korean name.
        if admonition["title"]:
            assert admonition in got, f"{admonition} not rendered on {page_of(source).relative_to(BUILD)}; rendered: {got}"
        else:
            assert any(a["type"] == admonition["type"] for a in got), f"{admonition['type']} box missing"


def test_admonitions_in_posts_reach_the_feeds():
    posts = [s for s in SOURCES if s.parts[-2] == "blog" and source_admonitions(s)]
    assert posts, "some post has an admonition (blog/2020-04-25-release-py-100.md)"
    entries = feed_entries()
    for post in posts:
        for admonition in source_admonitions(post):
            title = admonition["title"]
            carrying = [name for name, html in entries if title in " ".join(Page(html).visible.split())]
            # Once per feed: RSS, Atom and JSON.
            assert len(carrying) == 3, f"'{title}' reaches {carrying}"
            for name, html in entries:
                if title in html or name in carrying:
                    kinds = [a["type"] for a in Page(html).admonitions]
                    assert admonition["type"] in kinds, f"{name}: the box is not an admonition"
