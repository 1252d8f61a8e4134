"""Runs inside the playground's Pyodide: hama.tagging.tag on the reader's text,
returned as JSON the page can show, with the exact text Python prints."""
import json
import re

from hama.tagging import tag

# hama's own word pattern (hama/tagging/tagging.py): the tagger's cost grows
# with each word's length, so the page checks the same words before calling.
WORDS = re.compile(r"[\w']+|[.,!?;]")


def run(text, max_word_length):
    longest = max((len(word) for word in WORDS.findall(text)), default=0)
    if longest > max_word_length:
        raise ValueError(f"word of {longest} characters is longer than {max_word_length}")
    morphemes, tags = tag(text)
    zipped = list(zip(morphemes, tags))  # what tag(text, zipped=True) returns
    return json.dumps({
        "pairs": [[morpheme, tag_] for morpheme, tag_ in zipped],
        "listsRepr": repr((morphemes, tags)),
        "zippedRepr": repr(zipped),
        "textRepr": repr(text),
    }, ensure_ascii=False)
