"""Proofs of the claims of the guide pages (registered in claims.toml): docs/dict.md,
docs/morphemes.md, docs/pos_tagging.md and docs/api/tagging.md, both editions.

Each test runs the installed hama 1.0.0 or reads its files; the dictionary's
table is recomputed from the installed .bits files and compared with both pages."""

from __future__ import annotations

import configparser
import importlib
import importlib.util
import inspect
import json
import math
import random
import re
import unicodedata
from pathlib import Path

import pytest

import hama
import mmh3
import hama.tagging as tagging
from hama.tagging import tag
from hama.tagging.dict import Dict

from claims_support import HAMA_TOKENS, POS22, accuracy_results, corpus_sentences, hama_accuracy, longest_word

ROOT = Path(__file__).resolve().parents[2]
DICT_DIR = Path(hama.__file__).parent / "tagging" / "dict"
EDITIONS = ("docs", "i18n/en/docusaurus-plugin-content-docs/current")


def dictionary_rows() -> list[list[str]]:
    """The filter table as scripts/dict_stats.py prints it, from the installed files."""
    spec = importlib.util.spec_from_file_location("dict_stats", ROOT / "scripts" / "dict_stats.py")
    stats = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stats)
    rows = []
    for name, size, hashes, ones in sorted(stats.filters(), key=lambda row: -row[1]):
        fill = ones / size
        entries = -(size / hashes) * math.log(1 - fill)
        rows.append([f"`{name}`", f"{size:,}", str(hashes), f"{fill:.1%}", f"{entries:,.0f}", f"{fill ** hashes:.2g}"])
    return rows


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_dictionary_table_is_what_the_installed_files_give(edition):
    page = ROOT / edition / "dict.md"
    text = page.read_text(encoding="utf-8")
    table = text[text.index("{/* #filters */}") :]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in table.splitlines() if line.startswith("| `")]
    assert rows == dictionary_rows()


def test_filters_are_about_half_full_and_all_but_the_fullest_pass_about_one_string_in_a_thousand():
    rows = dictionary_rows()
    assert len(rows) == 19
    for row in rows:
        assert 49 <= float(row[3].rstrip("%")) <= 57
    rates = {row[0].strip("`"): float(row[5]) for row in rows}
    fullest = max(rows, key=lambda row: float(row[3].rstrip("%")))[0].strip("`")
    assert fullest == "xs"
    assert rates.pop("xs") == 0.0019
    assert len(rates) == 18 and all(0.0009 <= rate <= 0.0011 for rate in rates.values()), rates


def test_a_fragment_not_in_the_dictionary_passes_some_filter_about_one_time_in_50():
    """The tagger asks every filter (Dict.query), so the rate a reader meets is 1 - prod(1 - p**k), not one filter's."""
    rows = dictionary_rows()
    passes_none = math.prod(1 - (float(row[3].rstrip("%")) / 100) ** int(row[2]) for row in rows)
    assert 0.018 <= 1 - passes_none <= 0.022
    Dict().load()
    rng = random.Random(20261128)
    # As many strings as the pages say this asks ("2만 개" / "20,000"), read from both.
    korean = re.search(r"무작위 문자열 (\d+)만 개", (ROOT / "docs/dict.md").read_text(encoding="utf-8"))
    english = re.search(r"([\d,]+) random strings", (ROOT / "i18n/en/docusaurus-plugin-content-docs/current/dict.md").read_text(encoding="utf-8"))
    count = int(korean[1]) * 10_000
    assert count == int(english[1].replace(",", "")) and count >= 10_000
    # Nine Latin consonants in a row: no Korean dictionary entry.
    strings = ["".join(rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(9)) for _ in range(count)]
    accepted = sum(bool(Dict().query(string)) for string in strings) / len(strings)
    assert 0.016 <= accepted <= 0.024, accepted
    assert round(1 / accepted) in range(45, 56)


def test_the_filters_hash_with_murmurhash3_seeds_0_to_k_minus_1():
    from hama.tagging.dict import bloomfilter

    Dict().load()
    seeds = []
    real = bloomfilter.mmh3.hash

    class Spy:
        @staticmethod
        def hash(item, seed=0):
            seeds.append(seed)
            return real(item, seed)

    bloomfilter.mmh3 = Spy
    try:
        Dict().query("하마")
    finally:
        bloomfilter.mmh3 = __import__("mmh3")
    config = configparser.ConfigParser()
    config.read(DICT_DIR / "meta" / "source.ini")
    counts = {int(k) for k in config["HASH_COUNT"].values()}
    # Every filter asks seeds 0..k-1 in order (a query may stop at the first unset bit).
    runs, run = [], []
    for seed in seeds:
        if seed == 0 and run:
            runs.append(run)
            run = []
        run.append(seed)
    runs.append(run)
    assert all(run == list(range(len(run))) and len(run) <= max(counts) for run in runs)


def test_a_bloom_filter_never_denies_what_it_holds(tmp_path):
    """In principle: 'absent' only when one of the word's k bits is unset, and every word put in sets all its bits. A
    filter written in the package's format (its bits big-endian, as BitArray reads them) in whole 32-bit words, with
    3,000 words and 10 hashes, about half full as hama's are, is asked by the package's own class: it never says a
    word is absent. (A file whose length is not a whole number of words is another matter: the next test.)"""
    from hama.tagging.dict.bloomfilter import LookupBloomFilter

    rng = random.Random(20261129)
    words = {"".join(chr(rng.randrange(0xAC00, 0xD7A4)) for _ in range(rng.randint(1, 6))) for _ in range(3000)}
    hashes = 10
    # m = k·n / ln 2 bits leave a filter about half full; whole 32-bit words, as BitArray stores them.
    size = round(hashes * len(words) / math.log(2)) // 32 * 32
    bits = bytearray(size // 8)
    for word in words:
        for seed in range(hashes):
            index = mmh3.hash(word, seed) % size
            bits[index // 8] |= 1 << (7 - index % 8)
    (tmp_path / "words.bits").write_bytes(bytes(bits))
    written = LookupBloomFilter(str(tmp_path / "words.bits"), size, hashes)
    written.load()
    assert 0.4 < sum(bin(byte).count("1") for byte in bits) / size < 0.6
    assert all(written.query(word) for word in words)
    Dict().load()
    # Words whose analysis the pages show as dictionary words come back present.
    for word, pos in [("사람", "nc"), ("까지", "jc"), ("까지", "jx"), ("파랗다", "pv"), ("이것", "np"), ("때문", "nb")]:
        assert pos in Dict().query(word), (word, pos)


def test_hama_misreads_the_last_bytes_of_11_filter_files_and_denies_the_marks_in_s():
    """BitArray.read keeps a file's last 1-3 bytes as a short int and at() reads it back padded on the left, so the
    bits there come out wrong: in the 11 of 19 filter files whose length is not a multiple of 4. Elsewhere every bit
    is read right (the first 65,536 of each file, checked). The s filter's file holds . , ! ? (all their bits set in
    the file), and hama answers them absent: tag() gives them u."""
    import os

    from hama.tagging.dict import bloomfilter

    Dict().load()
    filters = Dict().dict
    assert len(filters) == 19
    misread = []
    for name, bloom in filters.items():
        raw = (Path(os.path.dirname(bloomfilter.__file__)) / "bits" / bloom.path).read_bytes()
        bit = lambda i: (raw[i // 8] >> (7 - i % 8)) & 1  # noqa: E731
        assert all(bloom.bits.at(i) == bit(i) for i in range(min(65_536, len(raw) // 4 * 32))), name
        if any(bloom.bits.at(i) != bit(i) for i in range(len(raw) // 4 * 32, len(raw) * 8)):
            misread.append(name)
        assert (name in misread) == (len(raw) % 4 != 0), name
        if name == "s":
            for mark in ".,!?":
                assert all(bit(mmh3.hash(mark, seed) % bloom.size) for seed in range(bloom.hash_count)), mark
                assert not bloom.query(mark), mark
    assert len(misread) == 11
    assert [t for m, t in tag("하늘. 바다, 산! 강?", zipped=True) if m in ".,!?"] == ["u"] * 4


def test_dict_is_not_exported_by_hama_tagging():
    assert not hasattr(tagging, "Dict") and not hasattr(hama, "Dict")


def test_the_tagger_has_no_filter_for_nq_px_jp():
    Dict().load()
    assert {"nq", "px", "jp"}.isdisjoint(Dict().dict)
    assert len(Dict().dict) == 19
    # The model's 24 rows: BEGIN, END and the 22 parts of speech, the 19 filters' among them.
    model = json.loads((Path(hama.__file__).parent / "tagging" / "hmm" / "resource" / "hmm.json").read_text())
    parts_of_speech = set(model["t2i"]) - {"BEGIN", "END"}
    assert len(parts_of_speech) == 22 and set(Dict().dict) | {"nq", "px", "jp"} == parts_of_speech


def test_the_word_regex_is_the_one_the_pages_quote():
    """tag()'s pattern is the one quoted, and every page of both editions that quotes a pattern like it quotes this one."""
    pattern = r"[\w']+|[.,!?;]"
    assert pattern in inspect.getsource(tagging.tagging.tag)
    quoted = [
        (page.name, found)
        for edition in EDITIONS
        for page in (ROOT / edition).glob("*.md")
        for found in re.findall(r"`(\[\\w[^`]*)`", page.read_text(encoding="utf-8"))
    ]
    assert len(quoted) >= 6
    assert all(found == pattern for _, found in quoted), quoted


def test_a_word_whole_in_the_dictionary_is_not_split():
    Dict().load()
    assert "pv" in Dict().query("파랗다")
    assert ("파랗다", "pv") in tag("하늘이 파랗다", zipped=True)


def test_kkaji_is_in_both_particle_dictionaries_and_comes_out_jc():
    Dict().load()
    assert {"jc", "jx"} <= set(Dict().query("까지"))
    assert ("까지", "jc") in tag("서울까지 간다", zipped=True)
    # Chosen by the transition scores: after a noun, jc scores higher than jx.
    test_the_transition_scores_favour_jc_after_a_noun()


def test_the_transition_scores_favour_jc_after_a_noun():
    """Why 까지 comes out jc: the tag sequence noun + jc scores higher than noun + jx (0.299 against 0.277)."""
    from hama.tagging.tagging import score_tag_seq

    hama.init()
    assert score_tag_seq(("BEGIN", "nc", "jc", "END")) > score_tag_seq(("BEGIN", "nc", "jx", "END"))


def test_a_unknown_neighbour_changes_the_split():
    assert tag("공부", zipped=True) != [("공", "mm"), ("부", "nc")]
    assert tag("NLP 공부!", zipped=True)[1:3] == [("공", "mm"), ("부", "nc")]
    # The u before it splits it, not the mark after it: each alone.
    assert tag("공부!", zipped=True) == [("공부", "nc"), ("!", "u")]
    assert tag("NLP 공부", zipped=True) == [("NLP", "u"), ("공", "mm"), ("부", "nc")]


def test_a_word_missing_from_the_dictionary_is_not_always_u():
    """The morphemes page's examples: fragments in no filter get u; a loanword the filters do not hold is cut into
    pieces they do hold, and a typo passes one filter by a false positive."""
    Dict().load()
    assert tag("NLP", zipped=True) == [("NLP", "u")] and tag("뷁", zipped=True) == [("뷁", "u")]
    assert Dict().query("인스타") == [] and tag("인스타", zipped=True) == [("인", "mm"), ("스타", "nc")]
    assert Dict().query("사랑햌") == ["nb"] and tag("사랑햌", zipped=True) == [("사랑햌", "nb")]


def test_the_tagger_asks_the_dictionary_about_every_fragment_of_a_word(monkeypatch):
    """Every substring of an eojeol is asked of the dictionary (as a fragment of some split), most of them no word."""
    Dict().load()
    asked = []
    query = Dict.query
    monkeypatch.setattr(Dict, "query", lambda self, fragment: asked.append(fragment) or query(self, fragment))
    word = "학교에서는"
    tag(word)
    assert set(asked) == {word[i:j] for i in range(len(word)) for j in range(i + 1, len(word) + 1)}


def test_the_copula_comes_out_jc_after_a_noun_and_pv_alone():
    assert ("이다", "jc") in tag("학생이다", zipped=True)
    assert tag("이다", zipped=True) == [("이다", "pv")]


@pytest.mark.parametrize("value", [None, 3, b"bytes"])
def test_tag_raises_type_error_for_what_is_not_a_string(value):
    with pytest.raises(TypeError):
        tag(value)


def test_five_marks_become_tokens_apostrophe_and_underscore_stay_and_other_symbols_vanish():
    morphemes, _ = tag("하마 @ # \" ( ) . , ! ? ;")
    assert morphemes == ["하마", ".", ",", "!", "?", ";"]
    # The word pattern is [\w']+, and \w holds the underscore: both stay in the word they are part of.
    assert "".join(morpheme for morpheme, _ in tag("it's", zipped=True)) == "it's"
    assert tag("이름_변수", zipped=True) == [("이름", "nc"), ("_", "s"), ("변수", "nc")]


def test_extractors_call_tag_once_each_so_one_tag_call_is_cheaper(monkeypatch):
    """Each extractor runs the whole analysis once: calling several analyses the text as many times, not once."""
    hama.init()
    text = "오늘 날씨가 좋다"
    calls = []
    for name in ("nouns", "predicates", "modifiers", "orthotones", "postpositions", "suffixes", "affixes", "symbols"):
        extractor = getattr(tagging, name)
        module = importlib.import_module(extractor.__module__)
        real = module.tag

        def counted(*args, real=real, **kwargs):
            calls.append(name)
            return real(*args, **kwargs)

        monkeypatch.setattr(module, "tag", counted)
        pairs = tag(text, zipped=True)
        # What it returns is a filter of that one analysis.
        assert set(extractor(text)) <= {morpheme for morpheme, _ in pairs}, name
        assert calls.count(name) == 1, name
    assert len(calls) == 8
    # The one extractor left out: foreigns() takes no text, and without it finds no text to analyse.
    with pytest.raises(TypeError):
        tagging.foreigns("hama")
    with pytest.raises(NameError):
        tagging.foreigns()


def test_aliases_call_their_functions():
    for alias, function in [("ches", "nouns"), ("yongs", "predicates"), ("soos", "modifiers"), ("doks", "orthotones"), ("jos", "postpositions"), ("eoms", "suffixes"), ("jubs", "affixes")]:
        assert getattr(tagging, alias)("이것은 셋이서 간 그 때문이다") == getattr(tagging, function)("이것은 셋이서 간 그 때문이다")


def test_no_function_for_nq_px_jp():
    for name in ("nq", "px", "jp"):
        assert not hasattr(tagging, name)


def test_the_nc_and_jc_docstrings_promise_more_than_their_filters(monkeypatch):
    assert "고유" in (tagging.nc.__doc__ or "") or "proper" in (tagging.nc.__doc__ or "").lower()
    assert "서술격" in (tagging.jc.__doc__ or "")
    # hama never outputs nq or jp, so real text cannot show what the filters drop: hand them an analysis that has them.
    for function, kept, promised in [(tagging.nc, "nc", "nq"), (tagging.jc, "jc", "jp")]:
        module = importlib.import_module(function.__module__)
        monkeypatch.setattr(module, "tag", lambda text, zipped=False, kept=kept, promised=promised: [("가", kept), ("나", promised)])
        assert function("아무 글") == ["가"], f"{function.__name__}() keeps only {kept}, not {promised}"


def test_na_is_cut_right_but_tagged_nc_and_ganda_is_split_wrongly():
    hama.init()
    pairs = tag("나는 학교에 간다", zipped=True)
    morphemes = [morpheme for morpheme, _ in pairs]
    assert morphemes[:1] == ["나"] and "학교" in morphemes
    assert dict(pairs)["나"] == "nc"
    # The KAIST tag set gives pronouns np, and hama has a filter for it.
    assert "np" in Dict().dict
    assert "간다" not in morphemes and morphemes[-2:] == ["간", "다"]


def test_a_proper_noun_cut_right_is_nc_but_seoul_is_cut_wrongly_before_e():
    hama.init()
    assert "nq" not in Dict().dict
    for name, sentence in [("서울", "서울"), ("철수", "철수"), ("부산", "부산에서"), ("영희", "영희가")]:
        assert (name, "nc") in tag(sentence, zipped=True)
        assert name in tagging.nc(sentence)
    assert tag("서울에 간다")[0][:2] == ["서", "울에"]


def test_the_morphemes_pages_wrong_outputs_are_what_hama_gives():
    """The outputs the morphemes page says are wrong: each is what hama 1.0.0 gives, and the right tag is in its dictionary."""
    hama.init()
    assert ("은", "jc") in tag("이것은 책이다", zipped=True) and "jx" in Dict().dict
    assert tag("그 때문이다", zipped=True)[0] == ("그", "nc") and "np" in Dict().query("그")
    assert tag("서울까지 간다", zipped=True)[-2:] == [("간", "nc"), ("다", "jc")]
    assert tag("사람들이 많다", zipped=True)[-1] == ("많다", "pv") and "pa" in Dict().query("많다")
    # 달렸다 "ran" (달리- + -었- + -다) is cut into 달, a noun, and 렸다, a final ending.
    assert tag("빨리 달렸다", zipped=True)[1:] == [("달", "nc"), ("렸다", "ef")]


def test_adjective_alone_is_pa_but_pv_in_the_api_example():
    assert tag("예쁘다", zipped=True) == [("예쁘다", "pa")]
    assert tagging.pa("꽃이 예쁘다 나는 먹다") == []


def test_ii_gives_what_orthotones_gives():
    text = "아이고 어머 깜짝이야"
    assert tagging.ii(text) == tagging.orthotones(text)


def test_four_marks_are_always_u_and_other_marks_are_dropped():
    """Checked after real words: each of the four marks after every short word of the corpus's first 50 sentences."""
    sentences = corpus_sentences()
    words = sorted({word for sentence in sentences[:50] for word in sentence.split() if word.isalnum() and len(word) <= 4})
    assert len(words) > 100
    seen = {}
    for word in words:
        for mark in ".,!?":
            tags = [tag_name for morpheme, tag_name in tag(word + mark, zipped=True) if morpheme == mark]
            assert tags, f"{word}{mark}: the mark is not a token"
            seen.setdefault(mark, set()).update(tags)
    assert seen == {".": {"u"}, ",": {"u"}, "!": {"u"}, "?": {"u"}}
    assert [m for m, _ in tag('"하마" (하마): 하마…', zipped=True)] == ["하마", "하마", "하마"]


def test_single_quotes_stay_on_the_word_and_the_semicolon_is_mostly_s():
    """The word pattern [\\w']+ keeps an apostrophe inside the token; ; is a token, after the corpus's short words
    mostly s (267 of 270 on 2026-11-29), sometimes u."""
    assert ("'안녕'", "u") in tag("그는 '안녕'이라고 말했다", zipped=True)
    words = [word for sentence in corpus_sentences()[:30] for word in sentence.split() if word.isalnum() and len(word) <= 4]
    assert len(words) > 50
    tags = [tag_name for word in words for morpheme, tag_name in tag(word + ";", zipped=True) if morpheme == ";"]
    assert len(tags) == len(words), "; is a token after every word"
    assert set(tags) == {"s", "u"} and tags.count("s") > 0.9 * len(tags)


def test_no_verb_adjective_or_final_ending_is_right_over_the_corpus():
    per_tag = hama_accuracy()["words"]["perTag"]
    assert all(per_tag[t]["gold"] > 500 and per_tag[t]["correct"] == 0 for t in ("pv", "pa", "ef"))


def test_most_nouns_hama_returns_over_the_corpus_are_not_gold_nouns():
    """Of what nouns() returns over the corpus, fewer than half are a gold noun of the sentence (precision 0.485 on
    2026-11-26): fragments that are not nouns come mixed in."""
    assert hama_accuracy()["nouns"]["precision"] < 0.5


def test_f_mostly_lands_on_a_single_latin_letter_in_the_sample():
    """Over the sentence browser's sample of the corpus: most morphemes hama tags f are one Latin letter
    (18 of 23 on 2026-11-26), as in the page's hama example."""
    sample = accuracy_results("sentence-results.json")
    f = [m for s in sample["sentences"] for w in s["words"] for m, t in (w["hama"] or []) if t == "f"]
    single = [m for m in f if re.fullmatch("[A-Za-z]", m)]
    assert len(f) > 10 and len(single) > len(f) / 2
    assert [m for m, t in tag("hama", zipped=True) if t == "f"] and all(len(m) == 1 for m, t in tag("hama", zipped=True) if t == "f")


def test_tag_calls_its_callback_on_the_calling_thread_before_returning_none():
    import threading

    seen = []
    returned = tag("오늘 날씨가 좋다", zipped=True, callback=lambda result: seen.append((threading.get_ident(), result)))
    assert returned is None
    assert seen == [(threading.get_ident(), tag("오늘 날씨가 좋다", zipped=True))]


def test_jx_is_rare_and_et_appears_over_the_corpus():
    per_tag = hama_accuracy()["words"]["perTag"]
    assert 0 < per_tag["jx"]["hama"] < per_tag["jc"]["hama"] / 100
    assert per_tag["et"]["hama"] > 0


def test_no_input_of_the_tag_table_gives_et_but_the_corpus_does():
    """pos_tagging: "`et` did not come out of any short input we tried for this table, but it does appear in that
    corpus": none of the table's inputs gives `et`, and over the corpus's words hama gave it to some morphemes."""
    from test_tag_table import ROWS

    inputs = [row["input"].strip().strip("`") for row in ROWS if row["input"].strip() != "—"]
    assert len(inputs) > 15 and not any("et" in tag(text)[1] for text in inputs)
    assert hama_accuracy()["words"]["perTag"]["et"]["hama"] > 0


def test_a_fragment_in_no_filter_gets_u():
    """morphemes: "A fragment found in no filter gets the tag `u` (unknown): `NLP`, `뷁`." The two examples are in no
    filter and come back as `u`; and over the corpus's first sentences, every morpheme hama gives back that no filter
    holds is tagged `u`."""
    hama.init()
    for word in ("NLP", "뷁"):
        assert Dict().query(word) == [] and tag(word, zipped=True) == [(word, "u")]
    unknown = 0
    for sentence in [s for s in corpus_sentences() if longest_word(s) <= 6][:60]:
        for morpheme, pos in tag(sentence, zipped=True):
            if not Dict().query(morpheme):
                assert pos == "u", (sentence, morpheme, pos)
                unknown += 1
    assert unknown >= 20


# The morphemes page's table of the word classes: a row's tags, and its extraction function.
WORD_CLASS_ROW = re.compile(r"^\| \*\*[^|]+\|[^|]+\|[^|]+\| (?P<tags>(?:`\w+` ?)+) \| \[`(?P<function>\w+)\(\)`\]", re.M)


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_word_class_function_keeps_the_tags_of_its_row(edition, monkeypatch):
    """morphemes, the word classes: the function of each class returns the morphemes of exactly the tags of its row.
    hama never gives `nq`, `px` or `jp`, so each function is handed an analysis that has every tag."""
    rows = WORD_CLASS_ROW.findall((ROOT / edition / "morphemes.md").read_text(encoding="utf-8"))
    assert [name for _, name in rows] == ["nouns", "predicates", "modifiers", "orthotones", "postpositions"]
    every_tag = sorted(POS22 | {"u"})
    for tags, name in rows:
        function = getattr(tagging, name)
        monkeypatch.setattr(importlib.import_module(function.__module__), "tag", lambda text, zipped=False: [(t, t) for t in every_tag])
        assert function("아무 글") == sorted(re.findall(r"`(\w+)`", tags)), name


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_spans_recipe_finds_every_morpheme_in_place_over_the_corpus(edition):
    """The morphemes page's tag_with_spans, as printed, over the corpus's first 80 sentences (words of up to
    9 characters: longer ones take seconds each): text[start:end] is the morpheme every time, the morphemes
    tile the words hama keeps, and whitespace between two morphemes is exactly a boundary between eojeol."""
    from examples import markdown_examples

    page = ROOT / edition / "morphemes.md"
    code = next(example.code for example in markdown_examples(page) if "def tag_with_spans" in example.code)
    namespace: dict = {}
    exec(code[: code.index("\ntext = ")], namespace)
    tag_with_spans = namespace["tag_with_spans"]

    checked = 0
    for text in corpus_sentences()[:80]:
        words = HAMA_TOKENS.findall(text)
        if longest_word(text) > 9:
            continue
        spans = tag_with_spans(text)
        assert all(text[start:end] == morpheme for morpheme, _, start, end in spans), text
        assert "".join(morpheme for morpheme, *_ in spans) == "".join(words), text
        eojeol = 1 + sum(any(c.isspace() for c in text[a[3] : b[2]]) for a, b in zip(spans, spans[1:]))
        assert eojeol == sum(1 for chunk in text.split() if re.search(r"[\w'.,!?;]", chunk)), text
        checked += 1
    assert checked >= 40
    # The page's sentence, quotes and spaces skipped; and positions in a changed text (NFD) are that text's.
    text = '하늘이 "정말" 파랗다.'
    assert [(m, s, e) for m, _, s, e in tag_with_spans(text)] == [("하늘", 0, 2), ("이", 2, 3), ("정말", 5, 7), ("파랗다", 9, 12), (".", 12, 13)]
    changed = unicodedata.normalize("NFD", "하늘이 파랗다")
    spans = tag_with_spans(changed)
    assert all(changed[start:end] == morpheme for morpheme, _, start, end in spans)
    assert spans[-1][3] == len(changed) > len("하늘이 파랗다")


def test_the_tagger_chooses_each_word_as_the_tagging_page_describes():
    """pos_tagging, how it chooses, steps 2-4, written again from the page's words with hama's own dictionary
    and transition table as data: each piece's candidates are the parts of speech whose filter holds it, or `u`
    alone; a tag sequence, with the word before's last tag in front and END after unless it is the last word, scores
    the sum of the transition scores of neighbouring tags (0 where either is `u`) over the number of tags, minus the
    share of `u` plus the share of the others, all over the number of tags; hama's choice is a highest-scoring one,
    and the whole word as one `u` when none scores above 0. Checked on every word of corpus sentences, in context."""
    import itertools

    from hama.tagging.hmm import TagHMM
    from hama.tagging.tagging import tag_word

    hama.init()

    def score(tags: tuple[str, ...]) -> float:
        transitions = sum(TagHMM().query(a, b) for a, b in zip(tags, tags[1:]) if "u" not in (a, b))
        known = sum(t != "u" for t in tags) / len(tags)
        return (transitions / len(tags) - (1 - known) + known) / len(tags)

    def best(word: str, before: str, last: bool) -> float:
        scores = [0.0]
        for cuts in itertools.product((False, True), repeat=len(word) - 1):
            pieces, start = [], 0
            for i, cut in enumerate(cuts, 1):
                if cut:
                    pieces.append(word[start:i])
                    start = i
            pieces.append(word[start:])
            candidates = [Dict().query(piece) or ["u"] for piece in pieces]
            scores += [score((before, *tags) + (() if last else ("END",))) for tags in itertools.product(*candidates)]
        return max(scores)

    def check(word: str, before: str, last: bool) -> list[str]:
        morphemes, tags = tag_word(word, before, last)
        top = best(word, before, last)
        if top > 0:
            assert "".join(morphemes) == word
            assert math.isclose(score((before, *tags) + (() if last else ("END",))), top, rel_tol=1e-12), (word, morphemes, tags)
        else:
            assert (morphemes, tags) == ([word], ["u"])
        return tags

    words_checked = 0
    for sentence in [s for s in corpus_sentences() if longest_word(s) <= 5][:25]:
        words = HAMA_TOKENS.findall(sentence)
        before = "BEGIN"
        for i, word in enumerate(words):
            before = check(word, before, i == len(words) - 1)[-1]
            words_checked += 1
    assert words_checked > 200
    # No candidate above 0: an unknown last word after an unknown one (u, u: no transition, all unknown).
    assert best("뷁뷁", "u", True) <= 0 and check("뷁뷁", "u", True) == ["u"]


def test_tag_returns_morphemes_and_tags_and_no_positions():
    """The spans section's premise: tag() takes no option for offsets and gives back only strings, morphemes and tags."""
    assert list(inspect.signature(tag).parameters) == ["text", "zipped", "callback"]
    text = "나는 어제 서울에서 밥을 먹었다."
    morphemes, tags = tag(text)
    assert all(isinstance(item, str) for item in morphemes + tags) and len(morphemes) == len(tags)
    assert tag(text, zipped=True) == list(zip(morphemes, tags))


def test_the_modifiers_and_the_interjection_come_out_right():
    """The morphemes page: 모든 (mm), 그리고 and 천천히 (ma) and 아이고 (ii) are all tagged as a grammar would."""
    assert ("모든", "mm") in tag("모든 사람", zipped=True)
    assert tag("그리고 천천히", zipped=True) == [("그리고", "ma"), ("천천히", "ma")]
    assert tag("아이고", zipped=True) == [("아이고", "ii")]
