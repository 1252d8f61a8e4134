"""The gold corpus and the scoring, shared by the benchmark and the tests.

Standard library only: the test venv imports this module to re-run hama's part
on a sample, and the benchmark's own venv imports it for every analyser.

The corpus is the test split of UD Korean-Kaist (data/ud-korean-kaist/). Each
word's LEMMA column holds its morphemes joined by "+" (MISC's OrigLemma= where
UD shortened the lemma), and XPOS their KAIST tags, one per morpheme.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "data" / "ud-korean-kaist" / "ko_kaist-ud-test.conllu"
CORPUS_SHA256 = "fd94dc89afb01d1f7f340a46d567e0f27ae6903a70d7b6f650b49f7427f83b97"
# The UD_Korean-Kaist commit the file was taken from (data/ud-korean-kaist/README.md).
CORPUS_COMMIT = "ef244243b578e7cd0fb4fe45cd80b63de2a60e00"

# How hama 1.0.0 cuts text into words before tagging each (hama/tagging/tagging.py).
HAMA_WORD = re.compile(r"[\w']+|[.,!?;]")

# The sample `make test` re-runs with hama: every SAMPLE_EVERY-th sentence.
SAMPLE_EVERY = 40
# The accuracy page's sentence browser (issue #33): every BROWSER_EVERY-th sentence, 286 of the 2,287.
# SAMPLE_EVERY is a multiple of it, so the sample `make test` re-runs lies inside the browser's.
BROWSER_EVERY = 8


@dataclass(frozen=True)
class Word:
    form: str
    start: int  # offset of the word in its sentence's text
    morphemes: tuple[str, ...]
    tags: tuple[str, ...]  # KAIST tags, one per morpheme
    upos: str = ""  # UD's part of speech of the whole word


@dataclass(frozen=True)
class Sentence:
    id: str
    text: str
    words: tuple[Word, ...]


def pos22(kaist_tag: str) -> str:
    """The POS22 tag (hama's tag set) of a KAIST tag: its first two letters, every symbol tag as `s`."""
    return "s" if kaist_tag.startswith("s") else kaist_tag[:2]


def is_gold_noun(kaist_tag: str) -> bool:
    return kaist_tag.startswith("n")


def corpus_sha256(path: Path = CORPUS) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_corpus(path: Path = CORPUS) -> list[Sentence]:
    sentences: list[Sentence] = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        lines = [line for line in block.splitlines() if line]
        if not lines:
            continue
        meta = dict(line[2:].split(" = ", 1) for line in lines if line.startswith("# ") and " = " in line)
        text = meta["text"]
        words, cursor = [], 0
        for line in lines:
            if line.startswith("#"):
                continue
            _, form, lemma, upos, xpos, *_, misc = line.split("\t")
            for field in misc.split("|"):
                if field.startswith("OrigLemma="):
                    lemma = field[len("OrigLemma=") :]
            start = text.index(form, cursor)
            cursor = start + len(form)
            morphemes, tags = tuple(lemma.split("+")), tuple(xpos.split("+"))
            if len(morphemes) != len(tags):
                raise ValueError(f"{meta['sent_id']}: {form} has {len(morphemes)} morphemes and {len(tags)} tags")
            words.append(Word(form, start, morphemes, tags, upos))
        sentences.append(Sentence(meta["sent_id"], text, tuple(words)))
    return sentences


def sample(sentences: list[Sentence]) -> list[Sentence]:
    return sentences[::SAMPLE_EVERY]


def browser_sample(sentences: list[Sentence]) -> list[Sentence]:
    return sentences[::BROWSER_EVERY]


def gold_nouns(sentence: Sentence) -> list[str]:
    return [m for w in sentence.words for m, t in zip(w.morphemes, w.tags) if is_gold_noun(t)]


def prf(true_positives: int, predicted: int, gold: int) -> dict:
    precision = true_positives / predicted if predicted else 0.0
    recall = true_positives / gold if gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1, "truePositives": true_positives, "predicted": predicted, "gold": gold}


def score_nouns(sentences: list[Sentence], predicted: list[list[str]]) -> dict:
    """Nouns as multisets per sentence, summed over the corpus."""
    tp = n_pred = n_gold = 0
    for sentence, nouns in zip(sentences, predicted, strict=True):
        gold, pred = Counter(gold_nouns(sentence)), Counter(nouns)
        tp += sum((gold & pred).values())
        n_pred += sum(pred.values())
        n_gold += sum(gold.values())
    return prf(tp, n_pred, n_gold)


def hama_words(text: str, morphemes: list[str], tags: list[str]) -> dict[tuple[int, int], list[tuple[str, str]]]:
    """hama's analysis of each word it saw, keyed by the word's span in the text.

    hama only splits, so each word's morphemes joined give the word back.
    """
    analyses: dict[tuple[int, int], list[tuple[str, str]]] = {}
    pairs = iter(zip(morphemes, tags, strict=True))
    for match in HAMA_WORD.finditer(text):
        analysis, joined = [], ""
        while joined != match.group():
            morpheme, tag = next(pairs)
            analysis.append((morpheme, tag))
            joined += morpheme
        analyses[match.span()] = analysis
    return analyses


def spans(analysis: list[tuple[str, str]]) -> set[tuple[int, int, str]]:
    """(start, end, tag) of each morpheme within its word."""
    out, offset = set(), 0
    for morpheme, tag in analysis:
        out.add((offset, offset + len(morpheme), tag))
        offset += len(morpheme)
    return out


def show(analysis: list[tuple[str, str]]) -> str:
    return " + ".join(f"{m}/{t}" for m, t in analysis)


def error_kind(gold: list[tuple[str, str]], hama: list[tuple[str, str]]) -> tuple[str, str]:
    """What went wrong in a word hama did not get exactly: (kind, detail)."""
    if any(t == "u" for _, t in hama):
        return ("unknown", "")
    gold_bounds = [(a, b) for a, b, _ in sorted(spans(gold))]
    hama_bounds = [(a, b) for a, b, _ in sorted(spans(hama))]
    if gold_bounds != hama_bounds:
        if len(hama_bounds) > len(gold_bounds):
            return ("overSplit", "")
        if len(hama_bounds) < len(gold_bounds):
            return ("underSplit", "")
        return ("boundary", "")
    wrong = [(g, h) for (_, g), (_, h) in zip(gold, hama) if g != h]
    return ("tag", f"{wrong[0][0]}>{wrong[0][1]}")


def score_words(sentences: list[Sentence], analyses: list[tuple[list[str], list[str]]], examples_per_kind: int = 1) -> dict:
    """Words right, per-tag precision and recall, and the commonest errors, from hama's tag() output."""
    total = restored = tokenised_differently = evaluated = right = 0
    gold_count, hama_count, hit = Counter(), Counter(), Counter()
    kinds: Counter = Counter()
    examples: dict[str, list[dict]] = {}
    for sentence, (morphemes, tags) in zip(sentences, analyses, strict=True):
        by_span = hama_words(sentence.text, morphemes, tags)
        for word in sentence.words:
            total += 1
            if "".join(word.morphemes) != word.form:
                restored += 1  # the gold restores a base form (팔 = 팔+ㄹ): no split of the word gives it
                continue
            hama = by_span.get((word.start, word.start + len(word.form)))
            if hama is None:
                tokenised_differently += 1  # hama's word regex cuts or drops part of it ("(", "3.5")
                continue
            evaluated += 1
            gold = [(m, pos22(t)) for m, t in zip(word.morphemes, word.tags)]
            gold_spans, hama_spans = spans(gold), spans(hama)
            gold_count.update(t for *_, t in gold_spans)
            hama_count.update(t for *_, t in hama_spans)
            hit.update(t for *_, t in gold_spans & hama_spans)
            if gold_spans == hama_spans:
                right += 1
                continue
            kind = "%s:%s" % error_kind(gold, hama)
            kinds[kind] += 1
            if len(examples.setdefault(kind, [])) < examples_per_kind:
                examples[kind].append({"word": word.form, "gold": show(gold), "hama": show(hama), "sentence": sentence.id})
    per_tag = {
        tag: {"gold": gold_count[tag], "hama": hama_count[tag], "correct": hit[tag],
              "precision": hit[tag] / hama_count[tag] if hama_count[tag] else 0.0,
              "recall": hit[tag] / gold_count[tag]}
        for tag in sorted(gold_count, key=lambda t: (-gold_count[t], t))
    }
    errors = [{"kind": k.split(":")[0], "detail": k.split(":")[1], "words": n, "examples": examples[k]}
              for k, n in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))]
    return {
        "words": total,
        "restoredBaseForm": restored,
        "tokenisedDifferently": tokenised_differently,
        "evaluated": evaluated,
        "right": right,
        "accuracy": right / evaluated if evaluated else 0.0,
        "unknownMorphemes": hama_count["u"],
        "perTag": per_tag,
        "errors": errors,
    }


# The browser's filters: what went wrong in a sentence, from error_kind's kinds of word and the nouns.
SENTENCE_KINDS = {"overSplit": "wrongSplit", "underSplit": "wrongSplit", "boundary": "wrongSplit", "tag": "wrongTag", "unknown": "unknown"}


def noun_differences(gold: list[str], found: list[str]) -> dict:
    """The gold's nouns an analyser missed and the nouns it found that the gold lacks, as multisets."""
    gold_count, found_count = Counter(gold), Counter(found)
    return {"missed": sorted((gold_count - found_count).elements()), "extra": sorted((found_count - gold_count).elements())}


def browsed_sentence(sentence: Sentence, hama_pairs: list[tuple[str, str]], hama_nouns: list[str],
                     others: dict[str, tuple[list[tuple[str, str]], list[str]]]) -> dict:
    """One sentence of the browser: each word's gold and hama analysis (POS22), what hama got wrong in it,
    the nouns each analyser missed or added, and the other analysers' whole analyses in their own tags.

    A word whose gold restores a base form, or that hama's word pattern cuts otherwise, has no
    verdict (`error` None), as in score_words; its nouns still count.
    """
    by_span = hama_words(sentence.text, [m for m, _ in hama_pairs], [t for _, t in hama_pairs])
    words, kinds = [], set()
    for word in sentence.words:
        gold = [(m, pos22(t)) for m, t in zip(word.morphemes, word.tags)]
        hama = by_span.get((word.start, word.start + len(word.form)))
        error = None
        if hama is not None and "".join(word.morphemes) == word.form and spans(gold) != spans(hama):
            error = error_kind(gold, hama)[0]
            # hama gives every punctuation mark u (the page says so): as a kind of sentence, it would be all of them.
            if error != "unknown" or any(tag != "s" for _, tag in gold):
                kinds.add(SENTENCE_KINDS[error])
        words.append({"form": word.form, "gold": [list(p) for p in gold], "hama": [list(p) for p in hama] if hama else None,
                      "error": error})
    gold = gold_nouns(sentence)
    nouns = {"hama": noun_differences(gold, hama_nouns)}
    nouns.update({key: noun_differences(gold, found) for key, (_, found) in others.items()})
    if nouns["hama"]["missed"]:
        kinds.add("missedNoun")
    if nouns["hama"]["extra"]:
        kinds.add("extraNoun")
    return {"id": sentence.id, "text": sentence.text, "words": words, "goldNouns": gold, "nouns": nouns,
            "analyses": {key: [list(p) for p in pairs] for key, (pairs, _) in others.items()}, "kinds": sorted(kinds)}
