"""What the analysis diagram (src/plugins/playground/analysis.ts) takes from hama 1.0.0: the groups it
colours are the package's own, and hama's morphemes are pieces of the text, in order, none across a
space, so that each can be drawn under the eojeol that holds it."""

import importlib
import json
import re
import sys
from pathlib import Path
from unittest import mock

import pytest
from hama.tagging import tag

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "accuracy"))
import corpus  # noqa: E402

GROUPS = json.loads((ROOT / "src/plugins/playground/wordClasses.json").read_text(encoding="utf-8"))["groups"]
# Every tag hama gives (docs/pos_tagging#tag-table; tests/content/test_tag_table.py checks that list against the model).
TAGS = ["s", "f", "nc", "nq", "nb", "np", "nn", "pv", "pa", "px", "mm", "ma", "ii", "jc", "jx", "jp", "ep", "ec", "et", "ef", "xp", "xs", "u"]


@pytest.mark.parametrize("group", [name for name in GROUPS if name != "u"])
def test_each_coloured_group_is_what_its_hama_function_returns(group):
    function = getattr(importlib.import_module("hama.tagging"), group)
    # The function's own filter, given one morpheme of every tag.
    with mock.patch.object(sys.modules[function.__module__], "tag", lambda text, zipped=False: [(t, t) for t in TAGS]):
        assert function("") == GROUPS[group]


def test_unknown_is_u_and_no_tag_is_in_two_groups():
    assert GROUPS["u"] == ["u"]
    tags = [t for group in GROUPS.values() for t in group]
    assert len(tags) == len(set(tags)) and set(tags) <= set(TAGS)


def test_hama_cuts_the_text_into_pieces_in_order_never_across_a_space():
    # Of the corpus's sentences, those where it could go wrong: with brackets, quotes, digits or Latin
    # letters next to Hangul in an eojeol, which hama's word pattern splits or drops (0.6 s a sentence).
    odd = [s for s in corpus.read_corpus() if re.search(r"[^\s가-힣.,!?;]", s.text)]
    sentences = odd[:: len(odd) // 16][:16]
    assert len(sentences) == 16
    for sentence in sentences:
        text, at = sentence.text, 0
        for morpheme, _ in tag(text, zipped=True):
            found = text.find(morpheme, at)
            assert found >= 0 and not any(c.isspace() for c in morpheme), (sentence.id, morpheme)
            at = found + len(morpheme)
