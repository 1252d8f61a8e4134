"""Proofs of the claims of the "start" pages (registered in claims.toml): docs/introduction.md,
docs/installation.md, docs/initialization.md and the three 2020 blog posts, both editions.

Every test runs the installed hama 1.0.0 (in this process, or in a fresh
interpreter when first-call loading matters) or reads its installed files and
metadata. No word longer than 7 syllables is tagged here.
"""
import importlib.machinery
import importlib.metadata
import json
import sys
import threading
from pathlib import Path

import pytest

import hama
import hama.tagging as tagging
import mmh3
from hama.tagging import tag, nouns

from claims_support import HAMA_DIR, POS22, SITE, corpus_sentences, fresh, longest_word, splits_weighed



def pypi_versions():
    """The versions of `hama` PyPI lists, as `make benchmark-install-traps` recorded them."""
    traps = json.loads((SITE / "benchmarks/install-traps/results.json").read_text(encoding="utf-8"))
    return [release["version"] for release in traps["releases"]]


def installed_hama_files():
    return [f for f in importlib.metadata.files("hama") if f.locate().exists()]


# ---------------------------------------------------------------- introduction

def test_hama_is_python_only_and_mmh3_is_compiled():
    """hama ships no compiled module; its one dependency mmh3 is a C extension."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    own = [str(f) for f in installed_hama_files() if str(f).startswith("hama/")]
    assert own and not [f for f in own if f.endswith(suffixes)]
    assert importlib.metadata.requires("hama") == ["mmh3"]
    assert mmh3.__file__.endswith(suffixes)
    wheel = (Path(importlib.metadata.distribution("hama")._path) / "WHEEL").read_text()
    assert "Tag: py3-none-any" in wheel and "Root-Is-Purelib: true" in wheel


def test_name_stands_for_hangul_morphological_analyzer():
    description = importlib.metadata.metadata("hama").get_payload()
    assert "**Ha**ngul **M**orphological **A**nalyzer" in description
    assert "\U0001f99b" in description  # the hippo of the logo


def test_zipped_returns_morpheme_tag_pairs():
    result = tag("오늘 날씨가 좋다", zipped=True)
    assert isinstance(result, list) and all(isinstance(p, tuple) and len(p) == 2 for p in result)
    assert result == [("오늘", "nc"), ("날씨", "nc"), ("가", "jc"), ("좋다", "pv")]


def test_the_two_lists_are_always_as_long_and_never_hold_begin_or_end():
    """Over real text (60 corpus sentences), not one made-up string: morphemes[i] goes with tags[i], and the
    model's BEGIN and END states never come out."""
    hama.init()
    # Words of up to 9 characters, which hama analyses in well under a second each.
    sentences = [text for text in corpus_sentences() if longest_word(text) <= 9][:60]
    assert len(sentences) == 60
    for text in sentences:
        morphemes, tags = tag(text)
        assert len(morphemes) == len(tags) > 0, text
        assert set(tags) <= POS22 | {"u"} and not {"BEGIN", "END"} & set(tags), text
        assert list(zip(morphemes, tags)) == tag(text, zipped=True), text


def test_tag_names_nc_jc_pv_in_the_package():
    """The package's own helpers name nc, jc, pv as 보통명사, 격조사, 동사."""
    assert "보통명사" in tagging.nc.__doc__
    assert "격조사" in tagging.jc.__doc__
    assert "동사" in tagging.pv.__doc__ and "형용사" in tagging.pa.__doc__


def test_quick_example_tags_adjective_as_verb():
    """좋다 is in both the pv and pa filters; alone it gets pa, after 가 the model picks pv."""
    from hama.tagging.dict import Dict
    hama.init()
    assert set(Dict().query("좋다")) >= {"pv", "pa"}
    assert tag("좋다", zipped=True) == [("좋다", "pa")]
    assert ("좋다", "pv") in tag("오늘 날씨가 좋다", zipped=True)


@pytest.mark.parametrize("adjective", ["좋다", "파랗다", "예쁘다"])
def test_an_adjective_in_both_filters_is_pa_alone_and_pv_after_a_noun_or_a_particle(adjective):
    from hama.tagging.dict import Dict
    hama.init()
    assert set(Dict().query(adjective)) >= {"pv", "pa"}
    assert tag(adjective, zipped=True) == [(adjective, "pa")]
    for before, tags in [("날씨", ["nc"]), ("하늘", ["nc"]), ("날씨가", ["nc", "jc"]), ("하늘이", ["nc", "jc"])]:
        pairs = tag(f"{before} {adjective}", zipped=True)
        assert [t for _, t in pairs[:-1]] == tags, pairs
        assert pairs[-1] == (adjective, "pv"), pairs


def test_nouns_bring_particle_forms_together():
    assert nouns("형태소는") == nouns("형태소를") == nouns("형태소가") == ["형태소"]


def test_one_dependency_mmh3():
    assert importlib.metadata.requires("hama") == ["mmh3"]


def test_dictionary_bloom_filters_about_1_5_mb():
    """"All 19 filters together take a little over 1.5 MB": the files of the 19 filters the dictionary loads (not
    mgraph.bits, which is no part of it), 1,512,754 bytes in 1.0.0."""
    from hama.tagging.dict import Dict

    Dict().load()
    files = [HAMA_DIR / "tagging/dict/bits" / f"{tag_name}.bits" for tag_name in Dict().dict]
    assert len(files) == 19 and all(f.exists() for f in files)
    assert 1_500_000 <= sum(f.stat().st_size for f in files) < 1_550_000


def test_wat_is_unknown():
    assert tag("철수도 왔다", zipped=True) == [("철수", "nc"), ("도", "jc"), ("왔", "u"), ("다", "nc")]
    assert ("왔", "u") in tag("왔다", zipped=True)


def test_no_lemmatisation_output_is_the_surface_split():
    for text in ("철수도 왔다", "나는 학교에 간다", "하늘이 파랗다"):
        morphemes, _ = tag(text)
        assert "".join(morphemes) == text.replace(" ", "")
        assert "오다" not in morphemes and "가다" not in morphemes
    assert not [n for n in dir(tagging) if "lemma" in n.lower() or "stem" in n.lower()]


def test_no_user_dictionary_api():
    from hama.tagging.dict import Dict
    from hama.tagging.dict.bloomfilter import LookupBloomFilter
    public = {n for cls in (Dict, LookupBloomFilter) for n in vars(cls) if not n.startswith("_")}
    assert public <= {"load", "unload", "query"}
    assert not [n for n in dir(tagging) if "user" in n.lower() or n.startswith("add")]
    assert "user" not in (HAMA_DIR / "init.py").read_text()


def test_splits_double_with_each_syllable():
    word = "학교에서는우리"  # 7 syllables at most
    counts = [splits_weighed(word[:n]) for n in range(1, len(word) + 1)]
    assert counts == [2 ** (n - 1) for n in range(1, len(word) + 1)]


def test_cheolsu_example_tags_are_wrong_in_kaist_terms():
    """철수 cannot get nq (no nq filter), 도 gets jc not jx, 다 gets nc not ef."""
    from hama.tagging.dict import Dict
    hama.init()
    assert "nq" not in Dict().dict and "jx" in Dict().dict
    result = dict(tag("철수도 왔다", zipped=True))
    assert result["철수"] == "nc" and result["도"] == "jc" and result["다"] == "nc"


# ---------------------------------------------------------------- installation

def test_only_100_in_the_10_line_on_pypi():
    versions = pypi_versions()
    assert [v for v in versions if v.startswith("1.0.")] == ["1.0.0"]
    assert importlib.metadata.version("hama") == "1.0.0"


def test_101_is_not_on_pypi():
    versions = pypi_versions()
    assert "1.0.0" in versions and "1.0.1" not in versions


def test_pypi_name_continues_after_10():
    versions = pypi_versions()
    assert "1.1.0" in versions
    assert not hasattr(hama, "__version__") and hasattr(hama, "init")  # what 1.0.0 offers


def test_requires_python_36():
    assert importlib.metadata.metadata("hama")["Requires-Python"] == ">=3.6"


def test_python_311_row_reproduces():
    """The 3.11 row of benchmarks/python-versions/results.json, re-run on this interpreter."""
    results = json.loads((SITE / "benchmarks/python-versions/results.json").read_text(encoding="utf-8"))
    row = next(r for r in results["versions"] if r["version"].startswith("3.11."))
    assert sys.version_info[:2] == (3, 11)
    assert row["installed"] and row["sameOutput"] and not row["needsPipUpgrade"]
    assert importlib.metadata.version("mmh3") == row["mmh3"]
    assert str(tag("자연어 처리는 재미있다", zipped=True)) == results["expected"]


def test_mmh3_is_a_c_extension():
    assert mmh3.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert type(mmh3.hash).__name__ == "builtin_function_or_method"


def test_pip_show_fields():
    meta = importlib.metadata.metadata("hama")
    assert meta["Version"] == "1.0.0"
    assert meta["Summary"] == "Korean natural language toolkit"


def test_no_dunder_version_but_metadata_version():
    assert not hasattr(hama, "__version__")
    assert importlib.metadata.version("hama") == "1.0.0"


# -------------------------------------------------------------- initialization

def test_init_loads_19_filters_of_20_bits_files():
    from hama.tagging.dict import Dict
    hama.init()
    assert len(Dict().dict) == 19
    files = sorted(p.name for p in (HAMA_DIR / "tagging/dict/bits").glob("*.bits"))
    assert len(files) == 20 and "mgraph.bits" in files
    assert sorted(f"{t}.bits" for t in Dict().dict) == sorted(set(files) - {"mgraph.bits"})


def test_usage_example_splits_ganda_into_noun_and_particle():
    hama.init()
    assert tag("나는 학교에 간다") == (["나", "는", "학교", "에", "간", "다"], ["nc", "jc", "nc", "jc", "nc", "jc"])


def test_first_tag_call_does_the_loading():
    out = fresh("""
        from hama.tagging.dict import Dict
        from hama.tagging.hmm import TagHMM
        from hama.tagging import tag
        before = (Dict().dict is None, TagHMM().hmm is None)
        tag('하늘')
        print(before, len(Dict().dict), len(TagHMM().hmm))
    """)
    assert out.split() == ["(True,", "True)", "19", "24"]


def test_callback_called_once_without_arguments_after_loading():
    from hama.tagging.dict import Dict
    from hama.tagging.hmm import TagHMM
    calls = []
    hama.init(callback=lambda *a, **k: calls.append((a, k, Dict().dict is not None, TagHMM().hmm is not None)))
    assert calls == [((), {}, True, True)]


def test_callback_runs_on_the_calling_thread_before_init_returns():
    events = []
    hama.init(callback=lambda: events.append(("callback", threading.get_ident())))
    events.append(("returned", threading.get_ident()))
    assert events == [("callback", threading.get_ident()), ("returned", threading.get_ident())]


def test_callback_runs_on_every_init_call_even_when_already_loaded(monkeypatch):
    """Already loaded, init() reads no file again and only calls the callback, on every call."""
    from hama.tagging.dict import bitarray

    hama.init()
    reads = []
    monkeypatch.setattr(bitarray.BitArray, "read", lambda self, path: reads.append(path))
    calls = []
    hama.init(callback=lambda: calls.append("second"))
    hama.init(callback=lambda: calls.append("third"))
    assert calls == ["second", "third"] and reads == []


def test_transition_table_is_24_by_24():
    data = json.loads((HAMA_DIR / "tagging/hmm/resource/hmm.json").read_text())
    assert len(data["t2i"]) == 24 and len(data["hmm"]) == 24 and all(len(r) == 24 for r in data["hmm"])
    assert set(data["t2i"]) == POS22 | {"BEGIN", "END"}


def test_singletons_and_second_init_reads_nothing():
    from hama.tagging.dict import Dict
    from hama.tagging.dict import bitarray
    from hama.tagging.hmm import TagHMM
    hama.init()
    assert Dict() is Dict() and TagHMM() is TagHMM()
    before = (Dict().dict, TagHMM().hmm)
    reads = []
    original = bitarray.BitArray.read
    bitarray.BitArray.read = lambda self, path: reads.append(path)
    try:
        hama.init()
    finally:
        bitarray.BitArray.read = original
    assert reads == [] and (Dict().dict, TagHMM().hmm) == before
    assert Dict().dict is before[0]


# ---------------------------------------------------------------- blog posts

def test_package_under_2_mb():
    assert sum(f.locate().stat().st_size for f in installed_hama_files()) < 2_000_000


def test_tagging_code_is_short_python():
    source = (HAMA_DIR / "tagging/tagging.py").read_text(encoding="utf-8")
    code_lines = [l for l in source.splitlines() if l.strip() and not l.strip().startswith("#")]
    assert len(code_lines) < 200
    for name in ("tag_word", "best_morpheme_seq", "score_tag_seq", "candidate_tags"):
        assert f"def {name}(" in source


def test_project_of_hamanlp():
    assert importlib.metadata.metadata("hama")["Home-page"] == "https://github.com/hamanlp/hama-py"


def test_licences_mit_code_cc_by_sa_20_dictionary():
    assert importlib.metadata.metadata("hama")["License"] == "MIT"
    licence = (Path(importlib.metadata.distribution("hama")._path) / "LICENSE").read_text()
    assert "MIT" in licence and "CC BY-SA 2.0" in licence and "NIADic" in licence
    assert "National Information Society Agency" in licence and ".bits" in licence


def test_100_is_on_pypi():
    assert "1.0.0" in pypi_versions()
    assert importlib.metadata.version("hama") == "1.0.0"


def test_extractors_exist_and_filter_by_class():
    text = "나는 학교에 간다"
    pairs = tag(text, zipped=True)
    assert tagging.nouns(text) == [m for m, t in pairs if t in ("nc", "nq", "nb", "np", "nn")]
    assert tagging.postpositions(text) == [m for m, t in pairs if t in ("jc", "jx", "jp")]
    assert tagging.predicates("하늘이 파랗다") == ["파랗다"]


def test_tags_are_kaist_pos22_or_u():
    from hama.tagging.dict import Dict
    hama.init()
    assert set(Dict().dict) <= POS22
    _, tags = tag("철수도 왔다 하늘이 파랗다 나는 학교에 간다")
    assert set(tags) <= POS22 | {"u"}


def test_init_loads_dictionary_and_model():
    out = fresh("""
        import hama
        from hama.tagging.dict import Dict
        from hama.tagging.hmm import TagHMM
        hama.init()
        print(len(Dict().dict), len(TagHMM().hmm))
    """)
    assert out.split() == ["19", "24"]


def test_dictionary_is_bloom_filters():
    from hama.tagging.dict import Dict
    from hama.tagging.dict.bloomfilter import LookupBloomFilter
    hama.init()
    assert all(isinstance(f, LookupBloomFilter) for f in Dict().dict.values())


def test_fused_stem_and_ending_not_split_right():
    assert ("왔", "u") in tag("왔다", zipped=True)
    assert tag("갔습니다", zipped=True) == [("갔", "ep"), ("습니다", "ec")]
    for text in ("왔다", "갔습니다"):
        assert "pv" not in tag(text)[1]


def test_init_calls_its_callback_with_no_arguments():
    received = []
    hama.init(callback=lambda *args: received.append(args))
    assert received == [()]
    with pytest.raises(TypeError):
        hama.init(callback=lambda needed: None)


def test_foreigns_lacks_text_parameter():
    import inspect
    assert list(inspect.signature(tagging.foreigns).parameters) == []
    with pytest.raises(TypeError):
        tagging.foreigns("hama")
    with pytest.raises(NameError):
        tagging.foreigns()


def test_parang_tagged_verb_after_particle():
    """파랗다 is in both pv and pa; alone it gets pa, after 이 the model picks pv."""
    from hama.tagging.dict import Dict
    hama.init()
    assert set(Dict().query("파랗다")) >= {"pv", "pa"}
    assert tag("파랗다", zipped=True) == [("파랗다", "pa")]
    assert tag("하늘이 파랗다") == (["하늘", "이", "파랗다"], ["nc", "jc", "pv"])


def test_na_neun_tagged_noun_and_case_particle():
    """나 is in the np filter but comes out nc; 는 is not in the jx filter at all."""
    from hama.tagging.dict import Dict
    hama.init()
    assert "np" in Dict().query("나")
    assert "jx" not in Dict().query("는")
    assert tag("나는 학교에 간다", zipped=True)[:2] == [("나", "nc"), ("는", "jc")]
