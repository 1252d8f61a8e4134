"""The analysers the benchmark runs, each behind the same two calls.

Each entry says how to load the analyser, how to turn a sentence into
(morpheme, tag) pairs, which of its tags count as the gold's nouns (KAIST
tags starting with n: common, proper, bound, pronoun, numeral, Arabic digits
included), and what it needs to run. The page publishes these mappings beside
the figures (results.json carries them), so anyone can check the comparison.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

Pos = Callable[[str], list[tuple[str, str]]]

# Sejong tags (Kiwi, Mecab, Komoran, PeCab) for the gold's noun classes:
# common, proper, bound (and Mecab's unit counters), numeral, pronoun, and
# Arabic digits (SN), which KAIST tags as numerals (nnc).
SEJONG_NOUNS = ("NNG", "NNP", "NNB", "NNBC", "NR", "NP", "SN")


@dataclass(frozen=True)
class Analyser:
    key: str
    name: str
    distribution: str  # the PyPI name whose version is reported and whose size is counted
    tag_set: str
    noun_tags: tuple[str, ...]
    needs: tuple[str, ...]  # keys the page puts into words (src/components/Benchmark): what must be there besides Python
    load: Callable[[], Pos]

    def nouns(self, pairs: list[tuple[str, str]]) -> list[str]:
        return [form for form, tag in pairs if tag in self.noun_tags]


def load_hama() -> Pos:
    import hama
    from hama.tagging import tag

    hama.init()
    return lambda text: tag(text, zipped=True)


def load_kiwi() -> Pos:
    from kiwipiepy import Kiwi

    kiwi = Kiwi()
    return lambda text: [(token.form, token.tag) for token in kiwi.tokenize(text)]


def load_konlpy(name: str, **options) -> Callable[[], Pos]:
    def load() -> Pos:
        import konlpy.tag

        tagger = getattr(konlpy.tag, name)()
        return lambda text: tagger.pos(text, **options)

    return load


def load_mecab() -> Pos:
    from mecab import MeCab

    mecab = MeCab()
    return mecab.pos


def load_pecab() -> Pos:
    from pecab import PeCab

    pecab = PeCab()
    return pecab.pos


ANALYSERS = {
    a.key: a
    for a in [
        Analyser("kiwi", "Kiwi", "kiwipiepy", "Sejong (Kiwi)", SEJONG_NOUNS, ("cppExtension", "modelPackage"), load_kiwi),
        Analyser("mecab", "MeCab", "python-mecab-ko", "Sejong (mecab-ko-dic)", SEJONG_NOUNS, ("cppExtension", "dictionaryPackage"), load_mecab),
        # Hannanum's 22-tag output is POS22 itself, in capitals.
        Analyser("hannanum", "Hannanum (KoNLPy)", "konlpy", "KAIST POS22 (Hannanum)", ("NC", "NQ", "NB", "NP", "NN"), ("java",), load_konlpy("Hannanum", ntags=22)),
        Analyser("komoran", "Komoran (KoNLPy)", "konlpy", "Sejong (Komoran)", SEJONG_NOUNS, ("java",), load_konlpy("Komoran")),
        # Okt has no pronoun or bound-noun tags: they come out as Noun; digits come out as Number.
        Analyser("okt", "Okt (KoNLPy)", "konlpy", "Okt", ("Noun", "Number"), ("java",), load_konlpy("Okt")),
        # Pure Python itself; its dictionary and model ship inside the package (pecab/_resources: words.arrow,
        # arrays.arrow, matrix.npy, 116 MB in pecab 1.0.8), read with pyarrow and numpy (compiled wheels).
        Analyser("pecab", "PeCab", "pecab", "Sejong (PeCab)", SEJONG_NOUNS, ("compiledDependencies", "bundledModel"), load_pecab),
        # Last: the slowest by far, so a peer that fails stops the run early.
        Analyser("hama", "hama", "hama", "KAIST POS22", ("nc", "nq", "nb", "np", "nn"), ("cExtension",), load_hama),
    ]
}
