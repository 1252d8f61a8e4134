"""The accuracy and speed page (issue #23) against its results file and its corpus.

The page renders every figure from benchmarks/accuracy/results.json at build
time. These tests check that the built page, in both editions and in its
Markdown twin, shows the results file's figures; that the corpus is the one
the results name; and, running hama 1.0.0 from the test venv on the fixed
sample of the corpus, that hama's figures for that sample are exactly the ones
the results file records. The full benchmark (`make benchmark-accuracy`) runs
the peers in a venv of their own and is not part of the tests.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from importlib import metadata
from html.parser import HTMLParser
from pathlib import Path

import pytest

from claims_support import prose_of

ROOT = Path(__file__).resolve().parents[2]
BENCHMARK = ROOT / "benchmarks" / "accuracy"
sys.path.insert(0, str(BENCHMARK))

import corpus  # noqa: E402  (benchmarks/accuracy/corpus.py, stdlib only)

RESULTS = json.loads((BENCHMARK / "results.json").read_text(encoding="utf-8"))
# hama's figures on the sample, and the sentence browser's data (issue #33), also written by `make benchmark-accuracy`.
SAMPLE = json.loads((BENCHMARK / "sample-results.json").read_text(encoding="utf-8"))
SENTENCES = json.loads((BENCHMARK / "sentence-results.json").read_text(encoding="utf-8"))
BY_KEY = {a["key"]: a for a in RESULTS["analysers"]}
HAMA = BY_KEY["hama"]
PAGES = {"ko": ROOT / "build" / "docs" / "benchmark.html", "en": ROOT / "build" / "en" / "docs" / "benchmark.html"}
TWINS = {"ko": ROOT / "build" / "docs" / "benchmark.md", "en": ROOT / "build" / "en" / "docs" / "benchmark.md"}


# The page's number formats (src/components/Benchmark/tables.ts).
def grouped(n: float) -> str:
    return f"{round(n):,}"


def percent(x: float) -> str:
    return f"{x * 100:.1f}%"


def per_second(x: float) -> str:
    return f"{x:.2f}" if x < 10 else f"{x:.1f}" if x < 100 else grouped(x)


def mib(x: float) -> str:
    return f"{x:.1f} MiB" if x < 10 else f"{grouped(x)} MiB"


class Tables(HTMLParser):
    """Every table on a page (rows of cell texts), the page's text, and the chart's circles and labels."""

    def __init__(self, html: str):
        super().__init__()
        self.tables: list[list[list[str]]] = []
        self.text: list[str] = []
        self.charts: list[dict] = []  # each drawing of the chart (wide, narrow): its circles and texts
        self._cell: list[str] | None = None
        self._in_svg = 0
        self.feed(html)

    # The build's HTML minifier drops optional end tags (</td>, </tr>): a cell ends where the next one,
    # its row or its table does.
    def _end_cell(self):
        if self._cell is not None:
            self.tables[-1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_starttag(self, tag, attrs):
        if tag in ("td", "th", "tr", "table"):
            self._end_cell()
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "svg" and ("aria-hidden", "true") in attrs and any(k == "viewbox" for k, _ in attrs):
            self._in_svg += 1
            self.charts.append({"circles": 0, "texts": []})
        elif tag == "circle" and self._in_svg:
            self.charts[-1]["circles"] += 1

    def handle_endtag(self, tag):
        if tag in ("td", "th", "tr", "thead", "tbody", "table"):
            self._end_cell()
        elif tag == "svg" and self._in_svg:
            self._in_svg -= 1

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)
        if self._in_svg:
            self.charts[-1]["texts"].append(data.strip())

    def table(self, name: str) -> dict[str, list[str]]:
        """A table of the page by its place (the page's order), as first cell → the other cells."""
        return {row[0]: row[1:] for row in self.tables[TABLE_ORDER.index(name)][1:]}


# The page's tables in order (docs/benchmark.md); the chart's own table comes first.
TABLE_ORDER = ["overview", "nouns", "speed", "cost", "words", "tags", "errors", "kaist", "nounTags", "mapping"]


@pytest.fixture(scope="module", params=["ko", "en"])
def page(request) -> Tables:
    return Tables(PAGES[request.param].read_text(encoding="utf-8"))


def test_the_corpus_is_the_one_the_results_name():
    assert corpus.corpus_sha256() == corpus.CORPUS_SHA256 == RESULTS["corpus"]["sha256"]
    assert RESULTS["corpus"]["commit"] == corpus.CORPUS_COMMIT
    readme = (corpus.CORPUS.parent / "README.md").read_text(encoding="utf-8")
    assert corpus.CORPUS_SHA256 in readme and corpus.CORPUS_COMMIT in readme and "CC BY-SA 4.0" in readme
    assert "Attribution-ShareAlike 4.0" in (corpus.CORPUS.parent / "LICENSE.txt").read_text(encoding="utf-8")
    sentences = corpus.read_corpus()
    assert len(sentences) == RESULTS["corpus"]["sentences"] == 2287
    assert sum(len(s.words) for s in sentences) == RESULTS["corpus"]["words"]


def test_hama_on_the_sample_gives_exactly_the_recorded_figures():
    """hama 1.0.0 from the test venv, on every 40th sentence: nouns through nouns() itself, words through tag()."""
    from hama.tagging import nouns, tag

    from importlib.metadata import version

    assert version("hama") == HAMA["version"] == "1.0.0"
    recorded = SAMPLE
    sample = corpus.sample(corpus.read_corpus())
    assert recorded["every"] == corpus.SAMPLE_EVERY and recorded["sentences"] == len(sample)
    assert corpus.score_nouns(sample, [nouns(s.text) for s in sample]) == recorded["nouns"]
    analyses = [tag(s.text) for s in sample]
    assert corpus.score_words(sample, analyses) == recorded["words"]
    # The same analyses are the sentence browser's, for the sample's sentences (all of them in the browser).
    browsed = {s["id"]: s for s in SENTENCES["sentences"]}
    for sentence, (morphemes, tags) in zip(sample, analyses, strict=True):
        pairs = list(zip(morphemes, tags))
        found = [m for m, t in pairs if t in HAMA["nounTags"]]
        expected = corpus.browsed_sentence(sentence, pairs, found, {})
        assert {k: v for k, v in browsed[sentence.id].items() if k not in ("analyses", "nouns")} == {
            k: v for k, v in expected.items() if k not in ("analyses", "nouns")}, sentence.id
        assert browsed[sentence.id]["nouns"]["hama"] == expected["nouns"]["hama"], sentence.id
        assert set(browsed[sentence.id]["analyses"]) == {a["key"] for a in SENTENCES["analysers"][1:]}


def test_the_sentence_browser_holds_every_8th_sentence_beside_the_two_best_analysers():
    """sentence-results.json: the corpus's own sentences and gold, hama beside the peers with the best noun F1, counts that add up."""
    assert SENTENCES["corpus"] == {**{k: RESULTS["corpus"][k] for k in ("name", "split", "license")},
                                   "commit": corpus.CORPUS_COMMIT, "sha256": corpus.CORPUS_SHA256}
    assert SENTENCES["every"] == corpus.BROWSER_EVERY and corpus.SAMPLE_EVERY % corpus.BROWSER_EVERY == 0
    sample = corpus.browser_sample(corpus.read_corpus())
    assert [(s["id"], s["text"]) for s in SENTENCES["sentences"]] == [(s.id, s.text) for s in sample]
    assert len(sample) == 286
    best = sorted((a for a in RESULTS["analysers"] if a["key"] != "hama"), key=lambda a: -a["nouns"]["f1"])[:2]
    assert [a["key"] for a in SENTENCES["analysers"]] == ["hama", *(a["key"] for a in best)] == ["hama", "kiwi", "mecab"]
    assert all(a["version"] == BY_KEY[a["key"]]["version"] for a in SENTENCES["analysers"])
    kinds = {}
    for sentence, browsed in zip(sample, SENTENCES["sentences"], strict=True):
        assert [w["form"] for w in browsed["words"]] == [w.form for w in sentence.words]
        assert [w["gold"] for w in browsed["words"]] == [[[m, corpus.pos22(t)] for m, t in zip(w.morphemes, w.tags)] for w in sentence.words]
        assert browsed["goldNouns"] == corpus.gold_nouns(sentence)
        # Each verdict follows from the word's two analyses, as score_words judges them.
        for shown, word in zip(browsed["words"], sentence.words, strict=True):
            gold, hama = [tuple(p) for p in shown["gold"]], [tuple(p) for p in shown["hama"] or []]
            compared = shown["hama"] is not None and "".join(word.morphemes) == word.form
            judged = corpus.error_kind(gold, hama)[0] if compared and corpus.spans(gold) != corpus.spans(hama) else None
            assert shown["error"] == judged, (sentence.id, word.form)
        for key in ("kiwi", "mecab"):
            found = [m for m, t in browsed["analyses"][key] if t in BY_KEY[key]["nounTags"]]
            assert browsed["nouns"][key] == corpus.noun_differences(browsed["goldNouns"], found), (sentence.id, key)
        for kind in browsed["kinds"]:
            kinds[kind] = kinds.get(kind, 0) + 1
    assert kinds == SENTENCES["kinds"]
    assert set(kinds) <= {"missedNoun", "extraNoun", "wrongSplit", "wrongTag", "unknown"}


@pytest.mark.parametrize("locale", ["ko", "en"])
def test_the_page_does_not_carry_the_sentences(locale):
    """"펼치면 그때 내려받습니다": neither the page nor a script it lists holds a sentence only the browser shows."""
    html = PAGES[locale].read_text(encoding="utf-8")
    sources = set(re.findall(r'<script defer src="?(/[^"\s>]*assets/js/[^"\s>]+\.js)', html))
    scripts = [(ROOT / "build" / src.lstrip("/")).read_text(encoding="utf-8") for src in sources]
    # runtime~main, the file of the chunks the doc pages share, the page's own chunk, main.js (page-scripts).
    assert len(scripts) >= 4, "the page lists its scripts in <head> (page-scripts' template)"
    figures = json.dumps(RESULTS)
    only_browsed = [s["id"] for s in SENTENCES["sentences"] if s["id"] not in figures]
    assert len(only_browsed) > 200
    for text in (html, *scripts):
        assert not any(sentence_id in text for sentence_id in only_browsed)


def test_every_analyser_ran_at_its_pinned_version_on_every_sentence():
    pins = dict(line.split("==") for line in (BENCHMARK / "requirements.txt").read_text().splitlines() if "==" in line)
    pins = {name.lower().replace("_", "-"): version for name, version in pins.items()}
    assert set(BY_KEY) == {"hama", "kiwi", "mecab", "hannanum", "komoran", "okt", "pecab"}
    for analyser in RESULTS["analysers"]:
        assert analyser["version"] == pins[analyser["package"]], analyser["key"]
        assert analyser["failures"] == [], analyser["key"]
        assert analyser["nouns"]["gold"] == HAMA["nouns"]["gold"], "every analyser is scored on the same gold nouns"


def test_the_pages_conclusions_hold_for_the_recorded_figures():
    """The prose names analysers without figures; what it says of them must be what the figures say."""
    f1 = {k: a["nouns"]["f1"] for k, a in BY_KEY.items()}
    speed = {k: a["speed"]["sentencesPerSecond"] for k, a in BY_KEY.items()}
    size = {k: a["installedMiB"] for k, a in BY_KEY.items()}
    assert max(f1, key=f1.get) == "kiwi"  # "the most accurate is Kiwi"
    assert max(speed, key=speed.get) == "mecab"  # "MeCab, the fastest"
    assert min(f1, key=f1.get) == "hama" and min(speed, key=speed.get) == "hama"  # "last on both"
    assert min(size, key=size.get) == "hama" and max(size, key=size.get) == "pecab"  # smallest; PeCab the largest
    recall = HAMA["words"]["perTag"]
    assert all(recall[t]["recall"] < 0.2 for t in ("pv", "pa", "ec", "ef")), "verbs, adjectives, connective and final endings: low recall"
    assert recall["s"]["correct"] == 0, "punctuation comes back as u, not s"
    assert recall["nq"]["hama"] == 0, "hama never tags a proper noun"
    assert HAMA["peakMemoryMiB"] > 10 * HAMA["memoryMiB"], "the peak is far above the memory once loaded"
    peers = {k: a for k, a in BY_KEY.items() if k != "hama"}
    peak = {k: a["peakMemoryMiB"] for k, a in BY_KEY.items()}
    slowest = {k: a["speed"]["slowestMs"] for k, a in BY_KEY.items()}
    assert max(peak, key=peak.get) == "hama", "its peak memory on long words is the largest of all"
    assert all(slowest["hama"] > 10 * slowest[k] for k in peers), "a long word costs it far more time than any other"
    assert HAMA["speed"]["slowestMs"] > 100 * HAMA["speed"]["medianMs"], "the median and the slowest sentence are far apart"
    assert all(f1["hama"] < f1[k] for k in peers), "it cannot match the others on accuracy"
    assert HAMA["words"]["accuracy"] < 0.5, "its analyses are often wrong (most words)"
    # What each needs beyond pip and Python: every peer a JVM, a C++ extension, or large dictionary or model files.
    heavy = {"java", "cppExtension", "dictionaryPackage", "modelPackage", "bundledModel", "compiledDependencies"}
    assert all(heavy & set(a["needs"]) for a in peers.values()) and not heavy & set(HAMA["needs"])
    assert HAMA["installedPackages"] == ["hama", "mmh3"], "one dependency, mmh3"
    assert all("java" in BY_KEY[k]["needs"] for k in ("hannanum", "komoran", "okt")), "KoNLPy needs a Java runtime"
    assert "KAIST POS22" in BY_KEY["hannanum"]["tagSet"], "Hannanum uses hama's KAIST tag set"
    assert "kiwipiepy-model" in BY_KEY["kiwi"]["installedPackages"], "pip installs Kiwi's model with it"
    assert {"numpy", "pyarrow"} <= set(BY_KEY["pecab"]["installedPackages"]), "PeCab installs numpy and pyarrow"
    # The labels of the cost table's last column agree with what was installed: a model or dictionary package is a
    # package of its own; PeCab's dictionary and model come inside pecab itself.
    for a in BY_KEY.values():
        assert ("modelPackage" in a["needs"]) == any(p.endswith("-model") for p in a["installedPackages"]), a["key"]
        assert ("dictionaryPackage" in a["needs"]) == any(p.endswith("-dic") for p in a["installedPackages"]), a["key"]
    assert "bundledModel" in BY_KEY["pecab"]["needs"]
    assert BY_KEY["okt"]["nounTags"] == ["Noun", "Number"], "Okt's nouns: Noun, and numbers as Number"


def test_the_page_shows_the_recorded_nouns_speed_and_cost(page):
    assert len(page.tables) == len(TABLE_ORDER)
    overview, nouns_, speed, cost = (page.table(name) for name in ("overview", "nouns", "speed", "cost"))
    for a in RESULTS["analysers"]:
        name, n, s = f"{a['name']} {a['version']}", a["nouns"], a["speed"]
        assert overview[name] == [percent(n["f1"]), per_second(s["sentencesPerSecond"])]
        assert nouns_[name] == [percent(n["precision"]), percent(n["recall"]), percent(n["f1"]), grouped(n["predicted"])]
        assert speed[name][0] == per_second(s["sentencesPerSecond"])
        assert cost[name][1:4] == [mib(a["memoryMiB"]), mib(a["peakMemoryMiB"]), mib(a["installedMiB"])]
    assert list(nouns_) == sorted(nouns_, key=lambda name: -next(a["nouns"]["f1"] for a in RESULTS["analysers"] if name.startswith(a["name"] + " ")))


def test_the_page_shows_hamas_word_accuracy_tags_and_errors(page):
    words = HAMA["words"]
    counts = [cells[0] for cells in page.table("words").values()]
    assert counts == [grouped(words[f]) for f in ("words", "restoredBaseForm", "tokenisedDifferently", "evaluated", "right")]
    assert list(page.table("words").values())[-1][1] == percent(words["accuracy"])
    tags = {first.split(" ")[0]: cells for first, cells in page.table("tags").items()}
    assert tags == {tag: [grouped(t["gold"]), grouped(t["hama"]), percent(t["precision"]), percent(t["recall"])]
                    for tag, t in words["perTag"].items() if t["gold"] >= 50}
    errors = list(page.table("errors").values())
    assert errors == [[grouped(e["words"]), e["examples"][0]["word"], e["examples"][0]["gold"], e["examples"][0]["hama"]]
                      for e in words["errors"][:10]]


def test_the_summary_and_the_setup_come_from_the_results(page):
    text = " ".join("".join(page.text).split())
    for figure in (percent(HAMA["nouns"]["f1"]), percent(HAMA["nouns"]["precision"]), percent(HAMA["nouns"]["recall"]),
                   percent(HAMA["words"]["accuracy"]), per_second(HAMA["speed"]["sentencesPerSecond"]), mib(HAMA["installedMiB"])):
        assert figure in text
    assert RESULTS["date"] in text and RESULTS["machine"]["python"] in text and RESULTS["corpus"]["commit"][:7] in text
    assert HAMA["speed"]["slowestSentence"]["text"] in text


def test_the_chart_draws_every_analyser(page):
    charts = [chart for chart in page.charts if chart["circles"]]  # the page's icons are SVGs too
    assert len(charts) == 2, "a wide drawing and a narrow one for phones"
    for chart in charts:
        assert chart["circles"] == len(RESULTS["analysers"])
        for a in RESULTS["analysers"]:
            assert re.sub(r" \(.*\)$", "", a["name"]) in chart["texts"]


@pytest.mark.parametrize("locale", ["ko", "en"])
def test_the_markdown_twin_has_the_same_tables(locale):
    twin = TWINS[locale].read_text(encoding="utf-8")
    for a in RESULTS["analysers"]:
        n = a["nouns"]
        assert f"| {a['name']} {a['version']} | {percent(n['precision'])} | {percent(n['recall'])} | {percent(n['f1'])} | {grouped(n['predicted'])} |" in twin
    assert f"`{HAMA['words']['errors'][0]['examples'][0]['gold']}`" in twin
    assert "<svg" not in twin and "<Benchmark" not in twin


def test_the_pages_account_of_the_scoring_is_what_the_scoring_does():
    """The method sentences of the accuracy page, each against the corpus, the scoring code or the results."""
    sentences = corpus.read_corpus()
    words = HAMA["words"]
    # "the first two letters of a KAIST tag are its POS22 tag" (symbols, s*, are all `s`).
    assert all(corpus.pos22(t) == t[:2] for t in RESULTS["corpus"]["kaistTags"] if not t.startswith("s"))
    # "Punctuation tags (sf, sp, ...) all count as s": every symbol tag of the corpus.
    symbols = [t for t in RESULTS["corpus"]["kaistTags"] if t.startswith("s")]
    assert {"sf", "sp"} <= set(symbols) and all(corpus.pos22(t) == "s" for t in symbols)
    # "Arabic digits such as 1970 are nearly all numerals (nnc, nno) too": all gold nouns, 99 % numerals
    # (762 of 764; two are parts of a proper noun, 301조).
    digit_tags = Counter(t for s in sentences for w in s.words for m, t in zip(w.morphemes, w.tags) if m.isascii() and m.isdigit())
    assert all(corpus.is_gold_noun(t) for t in digit_tags)
    assert (digit_tags["nnc"] + digit_tags["nno"]) / digit_tags.total() >= 0.99
    assert any(m == "1970" and t in ("nnc", "nno") for s in sentences for w in s.words for m, t in zip(w.morphemes, w.tags))
    # "compared as multisets: a string found as often as the gold has it counts that many times, no more".
    gold = [corpus.Sentence("x", "", tuple(w for w in sentences[0].words if corpus.is_gold_noun(w.tags[0])))]
    noun = gold[0].words[0].morphemes[0]
    in_gold = corpus.gold_nouns(gold[0]).count(noun)
    assert corpus.score_nouns(gold, [[noun] * (in_gold + 2)])["truePositives"] == in_gold
    assert corpus.score_nouns(gold, [[noun]])["truePositives"] == 1
    # "a word counts as right when its morpheme boundaries and every morpheme's POS22 tag match the gold".
    word = next(w for s in sentences for w in s.words if len(w.morphemes) > 1 and len(w.morphemes[1]) > 1 and "".join(w.morphemes) == w.form)
    alone = [corpus.Sentence("x", word.form, (corpus.Word(word.form, 0, word.morphemes, word.tags),))]
    pos22 = [corpus.pos22(t) for t in word.tags]
    shifted = [word.morphemes[0] + word.morphemes[1][0], word.morphemes[1][1:], *word.morphemes[2:]]
    for morphemes, tags, right in ((list(word.morphemes), pos22, 1), (list(word.morphemes), ["u", *pos22[1:]], 0),
                                   (list(word.morphemes), [*pos22[:-1], "xx"], 0), (shifted, pos22, 0)):
        assert corpus.score_words(alone, [(morphemes, tags)])["right"] == right, (morphemes, tags)
    # "A word counts under one kind only": the kinds add up to the words not right.
    assert sum(error["words"] for error in words["errors"]) == words["evaluated"] - words["right"]
    # "A word whose gold restores a base form (팔 = 팔+ㄹ) is left out": no split of the word gives it.
    restored = [w for s in sentences for w in s.words if "".join(w.morphemes) != w.form]
    assert len(restored) == words["restoredBaseForm"] > 0
    assert words["words"] == words["restoredBaseForm"] + words["tokenisedDifferently"] + words["evaluated"]
    # "for each tag that occurs at least 50 times in the gold" (the table's rows: test below, page by page).
    assert any(t["gold"] < 50 for t in words["perTag"].values()) and any(t["gold"] >= 50 for t in words["perTag"].values())
    # "sentences per second": the corpus over the time of the one-by-one analysis.
    assert HAMA["speed"]["sentencesPerSecond"] == pytest.approx(RESULTS["corpus"]["sentences"] / HAMA["speed"]["totalSeconds"])


def test_each_analyser_runs_in_a_child_of_its_own_that_times_each_sentence_and_counts_memory_from_before_loading():
    """The page's account of the measuring, against the benchmark's own child process running hama 1.0.0 here.

    The child gets the texts alone, notes its RSS, loads the analyser (hama: `hama.init()` and a first
    sentence), then analyses the sentences one after another, timing each. Its memory figure less the RSS
    before loading is the page's figure, not the process's whole RSS.
    """
    texts = [s.text for s in corpus.read_corpus()[:3]]
    child = subprocess.run([sys.executable, str(BENCHMARK / "run.py"), "--child", "hama"], input=json.dumps(texts),
                           capture_output=True, text=True, check=True, timeout=120)
    report = json.loads(child.stdout)
    assert len(report["times"]) == len(report["outputs"]) == len(texts) and report["failures"] == []
    assert report["baselineMiB"] < report["loadedMiB"] <= report["peakMiB"]
    # The page's memory once loaded is the loaded RSS less the baseline: as here, within 3 MiB, and far from the whole RSS.
    assert HAMA["memoryMiB"] == pytest.approx(report["loadedMiB"] - report["baselineMiB"], abs=3)
    assert HAMA["memoryMiB"] < report["loadedMiB"] - 5
    # "For hama this includes hama.init()": loading takes at least init's own time (the service benchmark's, halved for noise).
    service = json.loads((ROOT / "benchmarks/service/results.json").read_text(encoding="utf-8"))
    assert report["loadSeconds"] >= service["init"]["init"]["initMs"] / 1000 / 2
    # "the files of the package and of everything it requires": hama and mmh3, their files' sizes summed.
    sys.path.insert(0, str(BENCHMARK))
    from run import installed_mib

    size, packages = installed_mib("hama")
    assert packages == HAMA["installedPackages"] == ["hama", "mmh3"]
    files = [f.locate() for name in packages for f in metadata.distribution(name).files or []]
    assert size == pytest.approx(sum(f.stat().st_size for f in files if f.is_file()) / 2**20)


@pytest.mark.parametrize("source", ["docs/benchmark.md", "i18n/en/docusaurus-plugin-content-docs/current/benchmark.md"])
def test_the_page_types_no_figure_of_its_own(source):
    """"Every figure on this page is read at build time from the results file": the prose, outside code, components and
    links, holds no number but names (F1, POS22, CC BY-SA 4.0, hama 1.0.0) and the tags table's threshold, which must be
    the one the table applies (src/components/Benchmark/tables.ts)."""
    text = re.sub(r"(?<![\w.])(F1|POS22|CC BY-SA 4\.0|hama 1\.0\.0)(?!\.?\d)", " ", prose_of(source))
    threshold = re.search(r"t\.gold >= (\d+)\)", (ROOT / "src/components/Benchmark/tables.ts").read_text(encoding="utf-8"))[1]
    assert re.findall(r"\d[\d.,]*", text) == [threshold]


def test_only_hama_is_checked_word_by_word():
    """The page's word-level section looks at hama alone: no other analyser has word results."""
    with_words = [analyser["name"] for analyser in RESULTS["analysers"] if "words" in analyser]
    assert with_words == ["hama"]


def test_noun_scores_are_pooled_over_the_corpus():
    """The page: the counts are summed over the corpus, then precision, recall and F1 are taken from the sums."""
    for analyser in RESULTS["analysers"]:
        nouns = analyser["nouns"]
        assert nouns["precision"] == pytest.approx(nouns["truePositives"] / nouns["predicted"])
        assert nouns["recall"] == pytest.approx(nouns["truePositives"] / nouns["gold"])
        assert nouns["f1"] == pytest.approx(2 * nouns["precision"] * nouns["recall"] / (nouns["precision"] + nouns["recall"]))
    # One gold count for all, and it is every noun of the corpus (its n* tags).
    golds = {analyser["nouns"]["gold"] for analyser in RESULTS["analysers"]}
    assert golds == {sum(count for tag, count in RESULTS["corpus"]["kaistTags"].items() if tag.startswith("n"))}
