"""The English edition keeps pace with the Korean one (issue #16).

Each Korean doc page and post has an English twin under i18n/en/ with the
same file name. Page by page and section by section (sections are named by
their fixed heading anchors), the twin must have the same sections in the
same order, the same number of executed examples with outputs of the same
length, the same MDX components, and the same figures in its tables. So a
section, an example or a measurement added to one edition alone fails here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from examples import FENCE

ROOT = Path(__file__).resolve().parents[2]
EDITIONS = [
    (ROOT / "docs", ROOT / "i18n/en/docusaurus-plugin-content-docs/current"),
    (ROOT / "blog", ROOT / "i18n/en/docusaurus-plugin-content-blog"),
]
PAGES = [(korean, english / korean.relative_to(ko_dir)) for ko_dir, english in EDITIONS for korean in sorted(ko_dir.rglob("*.md*"))]

HEADING = re.compile(r"^(#{2,6}) .*?\{/\* #(?P<anchor>[\w-]+) \*/\}\s*$")
COMPONENT = re.compile(r"^<(?P<name>[A-Z]\w*)(?P<props>[^>]*)/>\s*$")
FIGURE = re.compile(r"(?<![\w.])\d[\d,.]*\d|(?<![\w.])\d(?![\w.])")
FRONT_MATTER = re.compile(r"\A---\n(?P<body>.*?)\n---\n", re.S)
# Front matter that must be the same in both editions (titles and descriptions are translated).
SHARED_FRONT_MATTER = ("slug", "date", "tags", "authors")


@dataclass
class Section:
    level: int
    examples: list[int] = field(default_factory=list)  # lines of output of each executed example
    components: list[str] = field(default_factory=list)
    table_figures: list[str] = field(default_factory=list)


def outline(path: Path) -> dict[str, Section]:
    """Sections by anchor ("" for the part before the first heading), in order."""
    body = FRONT_MATTER.sub("", path.read_text(encoding="utf-8"))
    blocks = list(FENCE.finditer(body))
    sections: dict[str, Section] = {"": Section(level=1)}
    starts: list[tuple[int, Section]] = [(0, sections[""])]  # where each section begins
    position = 0
    for line in body.splitlines(keepends=True):
        start, position = position, position + len(line)
        if any(block.start() <= start < block.end() for block in blocks):
            continue  # code: a `#` comment is not a heading, a `|` not a table
        current = starts[-1][1]
        if heading := HEADING.match(line):
            sections[heading["anchor"]] = Section(level=len(heading[1]))
            starts.append((start, sections[heading["anchor"]]))
        elif component := COMPONENT.match(line):
            current.components.append(f"{component['name']}{component['props'].rstrip()}")
        elif line.startswith("|"):
            current.table_figures.extend(FIGURE.findall(line))
    for index, block in enumerate(blocks):
        info = block["info"].split()
        if info[:1] != ["python"] or "run" not in info:
            continue
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        has_output = following is not None and following["info"].split()[:2] == ["text", "output"]
        section = next(section for begin, section in reversed(starts) if begin <= block.start())
        section.examples.append(len(following["body"].splitlines()) if has_output else 0)
    return sections


def front_matter(path: Path) -> dict[str, str]:
    match = FRONT_MATTER.match(path.read_text(encoding="utf-8"))
    fields = dict(re.findall(r"^(\w+): (.*)$", match["body"], re.M)) if match else {}
    return fields


def test_every_korean_page_has_an_english_edition():
    missing = [str(english.relative_to(ROOT)) for _, english in PAGES if not english.exists()]
    assert missing == []
    assert PAGES, "no Korean pages found: the folders above have moved"


@pytest.mark.parametrize("korean,english", PAGES, ids=[str(k.relative_to(ROOT)) for k, _ in PAGES])
def test_the_english_page_has_the_same_sections_examples_components_and_figures(korean, english):
    ko, en = outline(korean), outline(english)
    assert list(en) == list(ko), "sections (heading anchors) differ"
    for anchor, section in ko.items():
        where = f"section #{anchor or '(top)'}"
        assert en[anchor].level == section.level, f"{where}: heading level"
        assert en[anchor].examples == section.examples, f"{where}: executed examples (lines of output each)"
        assert en[anchor].components == section.components, f"{where}: MDX components"
        assert sorted(en[anchor].table_figures) == sorted(section.table_figures), f"{where}: figures in tables"


@pytest.mark.parametrize("korean,english", PAGES, ids=[str(k.relative_to(ROOT)) for k, _ in PAGES])
def test_the_english_page_has_the_same_identity(korean, english):
    ko, en = front_matter(korean), front_matter(english)
    assert {key: en.get(key) for key in SHARED_FRONT_MATTER} == {key: ko.get(key) for key in SHARED_FRONT_MATTER}
    assert en.get("title") and en.get("description"), "the English page has its own title and description"
    assert not re.search(r"[가-힣]", en["title"]), "the English title is in English"


PAGE_LINK = re.compile(r"\]\((\.{1,2}/[^)#\s]+\.mdx?)")


@pytest.mark.parametrize("korean,english", PAGES, ids=[str(k.relative_to(ROOT)) for k, _ in PAGES])
def test_the_english_page_links_the_same_pages(korean, english):
    """A guide map or a 'where next' that leaves a page out in one edition (the English introduction lacked the service guide)."""
    ko = set(PAGE_LINK.findall(korean.read_text(encoding="utf-8")))
    en = set(PAGE_LINK.findall(english.read_text(encoding="utf-8")))
    assert sorted(en ^ ko) == [], "pages linked in one edition only"


def test_the_outline_sees_what_it_compares():
    """A parser that found nothing would make every comparison pass."""
    pos_tagging = outline(ROOT / "docs" / "pos_tagging.md")
    assert {"result-shapes", "tag-table", "cost"} <= set(pos_tagging)
    assert pos_tagging[""].components == ['TryIt text="아이들이 공원에서 논다"']
    assert pos_tagging["two-lists"].examples == [2]
    assert pos_tagging["cost"].components == ['ServiceTable of="cost"', 'ServiceFacts of="cost"', 'ServiceSetup']
    assert "9,531,600" in outline(ROOT / "docs" / "dict.md")["filters"].table_figures
