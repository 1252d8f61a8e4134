"""Proofs of the claims (registered in claims.toml) of the "project" pages: docs/contributing.md, docs/license.md,
docs/roadmap.md, docs/benchmark.md (prose), the home page (src/pages/index.tsx,
src/data/homeExample.json), the llms.txt introduction (src/data/llmsIntro.ts),
the playground's prose (src/plugins/playground/) and the offline page's runtime
sentence, in both editions.

Every test runs the installed hama 1.0.0 (in this process, or in a fresh
interpreter) or reads its installed files and metadata; some also read the site
file whose sentence or example they check. No word longer than 7 syllables is
tagged here.
"""
import importlib.machinery
import importlib.metadata
import importlib.util
import inspect
import json
import re
import zipfile
from pathlib import Path


import hama
import hama.tagging as tagging
import mmh3
from hama.tagging import nouns, tag
from hama.tagging.dict import Dict

from claims_support import HAMA_DIR, POS22, SITE, accuracy_results, corpus_sentences, fresh, hama_accuracy

DIST = importlib.metadata.distribution("hama")


def loaded_dict() -> Dict:
    hama.init()
    return Dict()


def home_example() -> dict:
    return json.loads((SITE / "src/data/homeExample.json").read_text(encoding="utf-8"))


def playground_default_text() -> str:
    source = (SITE / "src/plugins/playground/contract.ts").read_text(encoding="utf-8")
    return re.search(r"DEFAULT_TEXT = '([^']+)'", source).group(1)


# ------------------------------------------------------------ home, llms.txt

def test_hama_code_is_python_and_its_one_dependency_mmh3_is_a_c_extension():
    """Not "pure Python": hama's own files are .py, but mmh3 is a compiled extension."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    own = [str(f) for f in DIST.files if str(f).startswith("hama/")]
    assert own and not [f for f in own if f.endswith(suffixes)]
    assert importlib.metadata.requires("hama") == ["mmh3"]
    assert mmh3.__file__.endswith(suffixes)
    assert "Root-Is-Purelib: true" in (Path(DIST._path) / "WHEEL").read_text()


PURE_PYTHON = re.compile(r"pure Python|순수 파이썬")


def test_no_tagline_calls_hama_pure_python():
    """The site's one-line description (llms.txt's quote, the web app manifest, the social cards) must not say what
    the test above disproves: it reached assistants and link previews as "pure Python" after the pages were corrected."""
    for edition in ("", "en/"):
        llms = (SITE / f"build/{edition}llms.txt").read_text(encoding="utf-8")
        manifest = json.loads((SITE / f"build/{edition}manifest.webmanifest").read_text(encoding="utf-8"))
        for line in (next(line for line in llms.splitlines() if line.startswith("> ")), manifest["description"]):
            assert not PURE_PYTHON.search(line), line
    for card in ("scripts/social-card.html", "scripts/make-social-card.mjs"):
        assert not PURE_PYTHON.search((SITE / card).read_text(encoding="utf-8")), card


def test_home_example_prints_its_output_and_two_of_its_tags_are_wrong():
    example = home_example()
    sentence = re.search(r"tag\('([^']+)'", example["code"]).group(1)
    assert sentence == "자연어 처리는 재미있다"
    result = tag(sentence, zipped=True)
    assert str(result) == example["output"]
    d = loaded_dict()
    # 는 is a topic (auxiliary) particle, jx; hama's jx filter does not even hold it.
    assert ("는", "jc") in result and "jx" not in d.query("는")
    # 재미있다 is an adjective; the dictionary knows it as pa too, yet the sentence gets pv.
    assert ("재미있다", "pv") in result and "pa" in d.query("재미있다")
    assert tag("재미있다", zipped=True) == [("재미있다", "pa")]


def test_pairs_only_with_zipped_true_otherwise_two_lists():
    text = "자연어 처리는 재미있다"
    plain = tag(text)
    assert isinstance(plain, tuple) and len(plain) == 2 and all(isinstance(x, list) for x in plain)
    zipped = tag(text, zipped=True)
    assert isinstance(zipped, list) and all(isinstance(p, tuple) and len(p) == 2 for p in zipped)
    assert zipped == list(zip(*plain))


def test_tag_names_nc_jc_pv_in_the_package():
    """hama's own helpers name the tags: nc common noun, jc case particle, pv verb."""
    assert "보통명사" in tagging.nc.__doc__
    assert "격조사" in tagging.jc.__doc__
    assert "동사" in tagging.pv.__doc__ and "형용사" in tagging.pa.__doc__


def test_dictionary_has_a_filter_for_19_of_the_22_tags_none_for_nq_px_jp():
    d = loaded_dict()
    assert set(d.dict) == POS22 - {"nq", "px", "jp"}
    bits = sorted(p.stem for p in (HAMA_DIR / "tagging/dict/bits").glob("*.bits"))
    assert sorted(set(bits) - {"mgraph"}) == sorted(d.dict)


def test_the_only_outputs_typed_by_hand_match_hama():
    """contributing.md's bug-report example and its sample example are not executed by the site's
    example tests; their outputs must still be what hama 1.0.0 prints."""
    page = (SITE / "docs/contributing.md").read_text(encoding="utf-8")
    assert "# 실제: [('철수', 'nc'), ('도', 'jc'), ('왔', 'u'), ('다', 'nc')]" in page
    assert str(tag("철수도 왔다", zipped=True)) == "[('철수', 'nc'), ('도', 'jc'), ('왔', 'u'), ('다', 'nc')]"
    assert "(['하늘', '이', '파랗다'], ['nc', 'jc', 'pv'])" in page
    assert str(tag("하늘이 파랗다")) == "(['하늘', '이', '파랗다'], ['nc', 'jc', 'pv'])"


def test_the_bug_report_example_has_more_wrong_tags_than_wat():
    """철수 is a name (nq is never given), 도 an auxiliary particle (jx), 다 a final ending (ef)."""
    d = loaded_dict()
    result = dict(tag("철수도 왔다", zipped=True))
    assert result["철수"] == "nc" and "nq" not in d.dict
    assert result["도"] == "jc" and result["다"] == "nc"
    assert result["왔"] == "u"


def test_pip_show_reads_the_version_hama_was_installed_as():
    assert importlib.metadata.version("hama") == "1.0.0"
    assert importlib.metadata.metadata("hama")["Name"] == "hama"


# ---------------------------------------------------------------- licence

def test_licences_mit_code_and_cc_by_sa_20_niadic_bits():
    assert importlib.metadata.metadata("hama")["License"] == "MIT"
    licence = (Path(DIST._path) / "LICENSE").read_text(encoding="utf-8")
    assert "All source code in this repository is released under the MIT license." in licence
    assert ".bits extension is released under Attribution-ShareAlike 2.0 Generic (CC BY-SA 2.0)" in licence
    assert "modified versions of NIADic released by National Information Society Agency" in licence


def test_licence_file_has_neither_the_mit_text_nor_a_copyright_notice():
    licence = (Path(DIST._path) / "LICENSE").read_text(encoding="utf-8")
    assert len([line for line in licence.splitlines() if line.strip()]) == 2
    assert "Permission is hereby granted" not in licence
    assert "copyright" not in licence.lower()


def test_the_installed_package_carries_the_bits_files_in_tagging_dict_bits():
    """Whatever ships hama (an image, a vendored tree) ships the CC BY-SA 2.0 data with it."""
    bits = [str(f) for f in DIST.files if str(f).endswith(".bits")]
    assert len(bits) == 20 and all(b.startswith("hama/tagging/dict/bits/") for b in bits)
    assert all((HAMA_DIR.parent / b).stat().st_size > 0 for b in bits)


# ---------------------------------------------------------------- roadmap

def test_release_100_has_none_of_the_repositorys_later_modules():
    for name in ("jamo", "jaso", "state_machine", "string_search"):
        assert importlib.util.find_spec(f"hama.{name}") is None
        assert not (HAMA_DIR / name).exists()
    assert not [f for f in DIST.files if re.search(r"jamo|jaso|state_machine|string_search|aho", str(f))]
    assert [n for n in dir(hama) if not n.startswith("_")] == ["init", "tagging"]


def test_no_user_dictionary_api_and_the_slowest_of_the_analysers_compared():
    """The roadmap's two gaps a user must fill: no way to add words, and speed (the accuracy benchmark's results)."""
    results = accuracy_results()
    speed = {analyser["key"]: analyser["speed"]["sentencesPerSecond"] for analyser in results["analysers"]}
    assert len(speed) >= 5 and min(speed, key=speed.get) == "hama"
    from hama.tagging.dict.bloomfilter import LookupBloomFilter
    public = {n for cls in (Dict, LookupBloomFilter) for n in vars(cls) if not n.startswith("_")}
    assert public <= {"load", "unload", "query"}
    assert not [n for n in dir(tagging) if "user" in n.lower() or n.startswith("add")]
    assert list(inspect.signature(hama.init).parameters) == ["callback"]


def test_no_helper_and_no_filter_for_nq_px_jp_so_hama_never_gives_them():
    d = loaded_dict()
    helpers = {n for n in dir(tagging) if n in POS22}
    assert helpers == POS22 - {"s", "f", "nq", "px", "jp"}  # s and f have symbols() and foreigns()
    assert not {"nq", "px", "jp"} & set(d.dict)
    _, tags = tag("서울에 갔다 철수는 학생이다 먹어 보았다")
    assert not {"nq", "px", "jp"} & set(tags)


# ---------------------------------------------------------------- benchmark prose

def test_nouns_keeps_the_morphemes_tagged_nc_nq_nb_np_nn():
    row = hama_accuracy()
    assert row["version"] == importlib.metadata.version("hama")
    for text in ("나는 학교에 간다", "철수도 왔다", "관세를 거의 내지 않고"):
        pairs = tag(text, zipped=True)
        assert nouns(text) == [m for m, t in pairs if t in set(row["nounTags"])]
    assert set(row["nounTags"]) == {"nc", "nq", "nb", "np", "nn"}


def test_a_word_with_its_particle_can_pass_as_a_foreign_word():
    """관세를 (관세 "customs duty" + 를) passes the f (foreign word) Bloom filter whole."""
    d = loaded_dict()
    assert d.query("관세를") == ["f"]
    assert tag("관세를", zipped=True) == [("관세를", "f")]
    assert nouns("관세를") == []


def test_punctuation_comes_back_as_u():
    assert tag(".", zipped=True) == [(".", "u")]
    assert tag(",", zipped=True) == [(",", "u")]
    assert tag("안녕. 잘 가, 철수!", zipped=True)[1] == (".", "u")


def test_a_word_split_too_little_keeps_whole_a_longer_piece_its_dictionary_holds():
    """The accuracy page: "Split too little happens when hama's dictionary knows a longer piece as one word." In each word
    of the corpus's first sentences (words of up to 7 characters) that the benchmark's scoring counts as split too little,
    each of hama's morphemes passes the filter of the tag it got, and one of them runs across a cut the gold makes."""
    import sys

    sys.path.insert(0, str(SITE / "benchmarks/accuracy"))
    import corpus

    d = loaded_dict()
    seen = 0
    for sentence in [s for s in corpus.read_corpus() if max(map(len, corpus.HAMA_WORD.findall(s.text))) <= 7][:80]:
        by_span = corpus.hama_words(sentence.text, *tag(sentence.text))
        for word in sentence.words:
            analysis = by_span.get((word.start, word.start + len(word.form)))
            if analysis is None or "".join(word.morphemes) != word.form:
                continue  # not scored (the benchmark leaves these words out)
            gold = [(m, corpus.pos22(t)) for m, t in zip(word.morphemes, word.tags)]
            if corpus.spans(gold) == corpus.spans(analysis) or corpus.error_kind(gold, analysis)[0] != "underSplit":
                continue
            seen += 1
            assert all(t in d.query(m) for m, t in analysis), (word.form, analysis)
            assert {end for _, end, _ in corpus.spans(gold)} - {end for _, end, _ in corpus.spans(analysis)}, (word.form, analysis)
    assert seen >= 20


def test_hama_cuts_brackets_and_decimal_numbers_apart_from_the_words():
    assert tag("3.5", zipped=True) == [("3", "u"), (".", "u"), ("5", "u")]
    assert tag("(서울)", zipped=True) == [("서울", "nc")]


def test_a_predicate_is_often_read_as_a_noun_or_unknown_and_sometimes_one_piece():
    """The page's examples, and over the sentence browser's sample (every 8th sentence): of the predicates hama gets
    wrong, more have their stem cut off where the gold cuts it and read as a noun or unknown than are kept whole."""
    assert tag("잠자는", zipped=True) == [("잠자", "nc"), ("는", "jc")]
    assert tag("있는", zipped=True)[0] == ("있", "u")
    assert tag("좋다", zipped=True) == [("좋다", "pa")]
    sample = accuracy_results("sentence-results.json")
    wrong = [w for s in sample["sentences"] for w in s["words"] if w["error"] and w["gold"][0][1] in ("pv", "pa")]
    # Cut off at the gold stem, and that stem read as a noun or unknown.
    stem_misread = sum(1 for w in wrong if len(w["hama"]) > 1 and w["hama"][0][0] == w["gold"][0][0] and w["hama"][0][1] in ("nc", "u"))
    whole = sum(1 for w in wrong if len(w["hama"]) == 1)
    assert len(wrong) > 100 and stem_misread > whole > 0


def test_under_split_example_gukhoeuiwon_is_one_dictionary_word_and_jikgyegajok_is_not():
    d = loaded_dict()
    assert "nc" in d.query("국회의원")
    assert tag("국회의원", zipped=True) == [("국회의원", "nc")]
    assert d.query("직계가족") == []  # the page's current example is not in the dictionary
    assert tag("직계가족", zipped=True) == [("직계", "nc"), ("가족", "nc")]


# ---------------------------------------------------------------- playground

def test_the_playground_runtime_wheel_is_hama_100_as_installed():
    wheel = SITE / ".cache/playground/hama-1.0.0-py3-none-any.whl"
    assert wheel.exists(), "the site build fetches the playground's wheel: run the build first"
    with zipfile.ZipFile(wheel) as z:
        record = z.read("hama-1.0.0.dist-info/RECORD").decode()
    installed = (Path(DIST._path) / "RECORD").read_text()
    rows = lambda text: {l.split(",")[0]: l.split(",")[1] for l in text.splitlines() if l.startswith("hama/") and "__pycache__" not in l}
    assert rows(record) == rows(installed) and len(rows(record)) > 20


def test_the_playground_default_sentence_tags_an_adjective_as_a_verb():
    text = playground_default_text()
    assert text == "오늘 날씨가 좋다"
    assert tag(text, zipped=True) == [("오늘", "nc"), ("날씨", "nc"), ("가", "jc"), ("좋다", "pv")]
    assert "pa" in loaded_dict().query("좋다")


def test_hama_reads_only_letters_digits_underscore_apostrophe_and_five_marks():
    assert tag("()[]-~@#%") == ([], [])
    assert tag("~!", zipped=True) == [("!", "u")]
    morphemes, _ = tag("a_b it's 3 . , ! ? ; :")
    assert "".join(morphemes) == "a_bit's3.,!?;"


def test_parang_is_an_adjective_in_the_dictionary_but_comes_out_pv():
    d = loaded_dict()
    assert "pa" in d.query("파랗다")
    assert tag("하늘이 파랗다") == (["하늘", "이", "파랗다"], ["nc", "jc", "pv"])


def test_hama_is_the_slowest_of_the_seven_analysers_compared():
    results = accuracy_results()
    speeds = {analyser["key"]: analyser["speed"]["sentencesPerSecond"] for analyser in results["analysers"]}
    assert len(speeds) == 7
    assert min(speeds, key=speeds.get) == "hama"


def test_the_makefile_uses_the_node_release_pinned_in_node_version_and_fetches_it_from_npm():
    """The contributing page: the Node.js release is pinned in .node-version, and make fetches it where the machine has another."""
    pinned = (SITE / ".node-version").read_text().strip()
    assert re.fullmatch(r"\d+\.\d+\.\d+", pinned)
    makefile = (SITE / "Makefile").read_text()
    assert "NODE_VERSION := $(shell cat .node-version)" in makefile
    assert "ifneq ($(shell node --version 2>/dev/null),v$(NODE_VERSION))" in makefile
    assert "export PATH := $(NODE_HOME)/bin:$(PATH)" in makefile
    assert re.search(r'npm pack [^\n]*"node-\$\$os-\$\$arch@\$\(NODE_VERSION\)"', makefile)


def test_the_site_code_is_mit_licensed_in_the_repository_as_the_licence_page_says():
    """docs/license.md grants the site's code under MIT and its text under CC BY 4.0: the repository says so too."""
    licence = (SITE / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n") and "Permission is hereby granted, free of charge" in licence
    assert "CC BY 4.0" in licence and "docs/" in licence and "blog/" in licence
    assert json.loads((SITE / "package.json").read_text(encoding="utf-8"))["license"] == "MIT"
    page = (SITE / "docs/license.md").read_text(encoding="utf-8")
    assert "사이트의 소스 코드는 MIT 라이선스로 공개합니다" in page and "CC BY 4.0" in page


def test_the_accuracy_pages_example_words_come_from_the_corpus():
    """The licence page: the accuracy page's example words come from the corpus. Every Korean word or number the
    page's prose quotes in backticks (not an analysis such as 좋+다 or 잠자/nc) occurs in the corpus's sentences."""
    text = " ".join(corpus_sentences())
    for page in (SITE / "docs/benchmark.md", SITE / "i18n/en/docusaurus-plugin-content-docs/current/benchmark.md"):
        prose = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
        quoted = {q for q in re.findall(r"`([^`]+)`", prose) if re.search(r"[가-힣0-9]", q) and not re.search(r"[A-Za-z+=/]", q)}
        assert len(quoted) >= 8, page
        assert sorted(q for q in quoted if q not in text) == [], page


def test_hamas_own_description_names_none_of_the_internals_the_api_page_lists():
    """"Nothing in hama's documentation promises them": the package's README (its PyPI description) names neither
    Dict, TagHMM nor tag_word, and no public function's docstring does."""
    description = importlib.metadata.metadata("hama").get_payload()
    assert "Part-of-speech tagging" in description
    internals = ("Dict", "TagHMM", "tag_word")
    assert not [name for name in internals if name in description]
    public = [getattr(tagging, name) for name in dir(tagging) if not name.startswith("_") and callable(getattr(tagging, name))]
    assert len(public) > 20 and not [f.__name__ for f in public if any(name in (f.__doc__ or "") for name in internals)]


def test_the_internals_the_api_page_names_can_be_imported():
    """The API page: Dict, TagHMM and tag_word can be imported, though hama does not offer them as its API."""
    from hama.tagging.hmm import TagHMM
    from hama.tagging.tagging import tag_word

    assert inspect.isclass(Dict) and inspect.isclass(TagHMM) and callable(tag_word)
    assert not {"Dict", "TagHMM", "tag_word"} & set(dir(tagging))


def test_make_test_runs_the_timed_content_tests_alone_first_and_the_rest_at_the_lowest_priority():
    """The contributing page: the content tests with a time limit run first on their own; the rest beside the builds and
    the browser tests, at the lowest CPU priority."""
    makefile = (SITE / "Makefile").read_text()
    recipe = makefile[makefile.index("\ntest:\n") :].split("\n\n", 1)[0]
    timed, rest = recipe.index("test-content-timed"), recipe.index("test-content-on-idle-cores test-e2e-first-phase")
    assert timed < rest, "the timed content tests run before the others"
    assert "-j2 test-content-on-idle-cores test-e2e-first-phase" in recipe, "the others run beside the first browser phase"
    idle = makefile[makefile.index("\ntest-content-on-idle-cores:\n") :].split("\n\n", 1)[0]
    assert 'nice -n 19 $(PYTHON) -m pytest tests/content -m "not timed"' in idle
    timed_target = makefile[makefile.index("\ntest-content-timed:\n") :].split("\n\n", 1)[0]
    assert "-m timed" in timed_target and "nice" not in timed_target
    # "The timed budget tests run last, alone": the browser tests' last phase is the budgets, run after the step above,
    # with nothing beside it, and only the summary after it.
    last = recipe.index("test-e2e E2E_PHASES=2")
    assert rest < last < recipe.rindex("summarize-tests.mjs") and "-j" not in recipe[recipe.rindex("$(MAKE)", 0, last) : last]
    phases = re.search(r"export const PHASES[^=]*= \[(.*?)\n\];", (SITE / "playwright.config.ts").read_text(), re.S)[1]
    assert re.findall(r"\[([^\]]*)\]", phases)[-1] == "'budgets'"
    # The summary expects one report per phase: a phase that never ran counts as failed.
    reports = re.search(r"^TEST_REPORTS := (.*)$", makefile, re.M)[1].split()
    e2e = [report for report in reports if report.startswith("reports/e2e-")]
    # ...and after a failed check or build, the summary still ends the output.
    assert "check build || { node scripts/summarize-tests.mjs $(TEST_REPORTS); exit 1; }" in recipe
    assert e2e == [f"reports/e2e-{n}.json" for n in range(1, len(re.findall(r"\[([^\]]*)\]", phases)) + 1)]


def test_every_docusaurus_file_we_read_is_listed_with_its_version_and_sha256():
    """The contributing page: the Docusaurus files we swap, copy or import from inside a package are listed, with their
    version and SHA-256 checksum, in upstream.ts (tests/unit/upstream.test.ts checks each checksum against the installed
    file). Every @docusaurus/*/lib/ file the site's code names must be there."""
    upstream = SITE / "src/plugins/shared/upstream.ts"
    entries = re.findall(r"module: '([^']+)',\s*version: '([^']+)',\s*sha256: '([^']+)',", upstream.read_text())
    for module, version, sha256 in entries:
        assert re.fullmatch(r"3\.\d+\.\d+", version) and re.fullmatch(r"[0-9a-f]{64}", sha256), module
    listed = {module for module, _, _ in entries}
    named = {
        (str(path.relative_to(SITE)), module)
        for path in (SITE / "src").rglob("*")
        if path.suffix in {".ts", ".tsx", ".js", ".mjs"} and path != upstream
        for module in re.findall(r"['\"](@docusaurus/[\w-]+/lib/[^'\"]+)['\"]", path.read_text(encoding="utf-8"))
    }
    # An import may leave out the file's ".js", as Node's resolution allows.
    unlisted = sorted((path, module) for path, module in named if not {module, f"{module}.js"} & listed)
    assert named and not unlisted, f"files of Docusaurus read without an entry in upstream.ts: {unlisted}"
