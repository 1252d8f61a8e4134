"""The tag table of the tagging guide lists exactly the model's tags, and
each example it gives is what hama 1.0 really produces."""

import json
import re
from pathlib import Path

import pytest
from hama.tagging import tag
from hama.tagging.hmm import TagHMM

ROOT = Path(__file__).resolve().parents[2]
# The guide in each edition: the same table, its headings translated.
GUIDES = {"ko": ROOT / "docs" / "pos_tagging.md", "en": ROOT / "i18n/en/docusaurus-plugin-content-docs/current/pos_tagging.md"}
# The playground shows each tag's names from this file (src/plugins/playground/theme/TagOutput).
TAG_NAMES = Path(__file__).resolve().parents[2] / "src" / "data" / "tagNames.json"
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


def test_the_playground_names_tags_as_the_table_does():
    names = json.loads(TAG_NAMES.read_text(encoding="utf-8"))
    assert names == {row["tag"]: {"ko": row["ko"].strip(), "en": row["en"].strip()} for row in ROWS}
