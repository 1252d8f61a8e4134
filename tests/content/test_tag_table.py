"""The tag table of the tagging guide lists exactly the model's tags, and
each example it gives is what hama 1.0 really produces."""

import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from hama.tagging import tag
from hama.tagging.hmm import TagHMM

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "accuracy"))
# The guide in each edition: the same table, its headings translated.
GUIDES = {"ko": ROOT / "docs" / "pos_tagging.md", "en": ROOT / "i18n/en/docusaurus-plugin-content-docs/current/pos_tagging.md"}
ROW = re.compile(r"^\| `(?P<tag>\w+)` \| (?P<ko>[^|]+) \| (?P<en>[^|]+) \| (?P<input>[^|]+) \| (?P<pair>[^|]+) \|$", re.M)


def table_rows(guide: Path):
    text = guide.read_text(encoding="utf-8")
    table = text[text.index("tag-table:start") : text.index("tag-table:end")]
    return [row.groupdict() for row in ROW.finditer(table)]


ROWS = table_rows(GUIDES["ko"])


def test_the_english_guide_has_the_same_table_rows():
    assert table_rows(GUIDES["en"]) == ROWS


def model_tags():
    hmm = TagHMM()
    hmm.load()
    return set(hmm.t2i) - {"BEGIN", "END"}


def test_the_table_lists_every_tag_of_the_model_and_unknown():
    tags = [row["tag"] for row in ROWS]
    assert len(tags) == len(set(tags)), "a tag is listed twice"
    assert set(tags) == model_tags() | {"u"}


@pytest.mark.parametrize("row", [row for row in ROWS if row["input"].strip() != "—"], ids=lambda row: row["tag"])
def test_each_example_is_what_the_tagger_produces(row):
    text = row["input"].strip().strip("`")
    morpheme, pos = re.fullmatch(r"`\('(.+)', '(\w+)'\)`", row["pair"].strip()).groups()
    assert pos == row["tag"]
    assert (morpheme, pos) in tag(text, zipped=True)


# The accuracy page's mapping table (tag-mapping:start … end): the pages show its cells in every tag's popover.
MAPPING_PAGES = {"ko": ROOT / "docs" / "benchmark.md", "en": ROOT / "i18n/en/docusaurus-plugin-content-docs/current/benchmark.md"}
MAPPING_ROW = re.compile(r"^\| `(?P<tag>\w+)` \| [^|]+ \| (?P<sejong>[^|]+) \| (?P<upos>[^|]+) \|$", re.M)


def mapping_rows(page: Path) -> dict[str, dict[str, list[str]]]:
    text = page.read_text(encoding="utf-8")
    table = text[text.index("tag-mapping:start") : text.index("tag-mapping:end")]
    return {
        row["tag"]: {"sejong": re.findall(r"`(\w+)`", row["sejong"]), "upos": re.findall(r"`(\w+)`", row["upos"])}
        for row in MAPPING_ROW.finditer(table)
    }


MAPPINGS = {edition: mapping_rows(page) for edition, page in MAPPING_PAGES.items()}


@pytest.mark.parametrize("edition", MAPPING_PAGES)
def test_the_mapping_table_maps_every_tag_of_the_tag_table(edition):
    assert list(MAPPINGS[edition]) == [row["tag"] for row in ROWS]
    assert MAPPINGS[edition] == MAPPINGS["ko"]


def test_the_mapping_counts_as_nouns_exactly_the_sejong_tags_the_benchmark_counts():
    from analysers import SEJONG_NOUNS

    nouns = {sejong for tag, row in MAPPINGS["ko"].items() if tag.startswith("n") for sejong in row["sejong"]}
    others = {sejong for tag, row in MAPPINGS["ko"].items() if not tag.startswith("n") for sejong in row["sejong"]}
    assert nouns == set(SEJONG_NOUNS)
    assert not nouns & others


def test_each_upos_agrees_with_the_corpus_where_a_morpheme_stands_alone_as_a_word():
    """UD gives UPOS to whole words: where a tag's morpheme is a word by itself in the corpus, often enough to say,
    the mapping names the UPOS the corpus gives those words most often."""
    from corpus import read_corpus, pos22

    counts: dict[str, Counter] = defaultdict(Counter)
    for sentence in read_corpus():
        for word in sentence.words:
            if len(word.tags) == 1:
                counts[pos22(word.tags[0])][word.upos] += 1
    checked = 0
    for tag, upos in counts.items():
        if sum(upos.values()) >= 10:
            assert upos.most_common(1)[0][0] in MAPPINGS["ko"][tag]["upos"], (tag, upos.most_common(3))
            checked += 1
    assert checked >= 10
