"""Runs every analyser over the UD Korean-Kaist test split and writes results.json.

`make benchmark-accuracy` runs this in its own venv (.benchmark/accuracy-venv,
benchmarks/accuracy/requirements.txt). Each analyser runs in a child process of
its own, so its load time and memory are its own: the child reads the corpus,
notes its memory, loads the analyser, analyses every sentence and reports.

    python benchmarks/accuracy/run.py                 # everything, writes results.json, sample-results.json and sentence-results.json
    python benchmarks/accuracy/run.py --only kiwi     # one analyser, printed, nothing written
    python benchmarks/accuracy/run.py --limit 100 --out /tmp/results.json   # a quick try on the first sentences (and
                                                      # /tmp/results-sample-results.json, /tmp/results-sentence-results.json)
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from collections import Counter
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from analysers import ANALYSERS  # noqa: E402
from corpus import (  # noqa: E402
    BROWSER_EVERY,
    CORPUS,
    CORPUS_COMMIT,
    CORPUS_SHA256,
    SAMPLE_EVERY,
    browsed_sentence,
    browser_sample,
    corpus_sha256,
    read_corpus,
    sample,
    score_nouns,
    score_words,
)

RESULTS = HERE / "results.json"
# The accuracy page's sentence browser reads this one, and only when a reader opens it.
SENTENCES = "sentence-results.json"
# hama's figures on the sample `make test` re-runs: for the tests only. The page's bundle carries
# results.json whole, where these cost the accuracy page 1.1 KiB (gzip) of its first view.
SAMPLE = "sample-results.json"
# Beside hama, the browser shows the analysers with the best noun F1.
BROWSER_PEERS = 2
WARM_UP = "하마는 강에 산다."


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def child(key: str) -> None:
    """Analyses the sentences given as a JSON list on stdin with one analyser; prints what it saw as JSON.

    It gets the texts alone, not the parsed corpus, so that the memory it
    reports is the analyser's: its peak less what it held before loading.
    """
    texts = json.load(sys.stdin)
    baseline = rss_mib()
    start = time.perf_counter()
    pos = ANALYSERS[key].load()
    pos(WARM_UP)  # some load their dictionary on the first call: that is part of loading
    load_seconds = time.perf_counter() - start
    loaded = rss_mib()
    times, outputs, failures = [], [], []
    for index, text in enumerate(texts):
        start = time.perf_counter()
        try:
            pairs = pos(text)
        except Exception as error:  # an analyser that fails on a sentence finds no nouns in it; counted
            pairs = []
            failures.append({"sentence": index, "error": repr(error)[:200]})
        times.append(time.perf_counter() - start)
        outputs.append(pairs)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    json.dump({"loadSeconds": load_seconds, "times": times, "outputs": outputs, "failures": failures,
               "baselineMiB": baseline, "loadedMiB": loaded, "peakMiB": peak}, sys.stdout, ensure_ascii=False)


def installed_mib(distribution: str) -> tuple[float, list[str]]:
    """Size on disk of a distribution and everything it requires, as installed in this venv."""
    seen, todo = set(), [distribution]
    while todo:
        name = canonicalize_name(todo.pop())
        if name in seen:
            continue
        seen.add(name)
        for line in metadata.distribution(name).requires or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    size = sum((f.locate().stat().st_size for name in seen for f in metadata.distribution(name).files or []
                if f.locate().is_file()))
    return size / 2**20, sorted(seen)


def command_output(*command: str) -> str:
    try:
        result = subprocess.run(command, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return ""
    return (result.stdout + result.stderr).strip()


def machine() -> dict:
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    memory = next(int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal:"))
    os_name = next((line.split("=", 1)[1].strip('"') for line in Path("/etc/os-release").read_text().splitlines()
                    if line.startswith("PRETTY_NAME=")), platform.platform())
    java = command_output("java", "-version").splitlines()
    java_size = command_output("dpkg-query", "-W", "-f=${Installed-Size}", "openjdk-17-jre-headless")
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memoryGiB": round(memory / 2**20, 1),
        "os": os_name,
        "python": platform.python_version(),
        "java": java[0] if java else "",
        "javaRuntimeMiB": round(int(java_size) / 1024, 1) if java_size.isdigit() else None,
    }


def timing(times: list[float], sentences) -> dict:
    ordered = sorted(range(len(times)), key=times.__getitem__)
    slowest = ordered[-1]
    return {
        "sentencesPerSecond": len(times) / sum(times),
        "totalSeconds": sum(times),
        "medianMs": statistics.median(times) * 1000,
        "p95Ms": times[ordered[int(0.95 * (len(times) - 1))]] * 1000,
        "slowestMs": times[slowest] * 1000,
        "slowestSentence": {"id": sentences[slowest].id, "text": sentences[slowest].text},
    }


def run_one(key: str, sentences) -> tuple[dict, list[list[tuple[str, str]]]]:
    """The analyser's figures, and its analysis of each sentence."""
    analyser = ANALYSERS[key]
    print(f"{analyser.name}: analysing {len(sentences)} sentences…", file=sys.stderr, flush=True)
    started = time.time()
    texts = json.dumps([sentence.text for sentence in sentences], ensure_ascii=False)
    report = json.loads(subprocess.run([sys.executable, __file__, "--child", key], input=texts, capture_output=True,
                                       text=True, check=True).stdout)
    size, packages = installed_mib(analyser.distribution)
    outputs = [[tuple(pair) for pair in pairs] for pairs in report["outputs"]]
    result = {
        "key": key,
        "name": analyser.name,
        "package": analyser.distribution,
        "version": metadata.version(analyser.distribution),
        "tagSet": analyser.tag_set,
        "nounTags": list(analyser.noun_tags),
        "needs": list(analyser.needs),
        "nouns": score_nouns(sentences, [analyser.nouns(pairs) for pairs in outputs]),
        "speed": timing(report["times"], sentences),
        "loadSeconds": report["loadSeconds"],
        # What the analyser holds once loaded, and the most it held while analysing.
        "memoryMiB": report["loadedMiB"] - report["baselineMiB"],
        "peakMemoryMiB": report["peakMiB"] - report["baselineMiB"],
        "installedMiB": size,
        "installedPackages": packages,
        "failures": [{**f, "sentence": sentences[f["sentence"]].id} for f in report["failures"]],
        "benchmarkSeconds": time.time() - started,
    }
    if key == "hama":
        analyses = [([m for m, _ in pairs], [t for _, t in pairs]) for pairs in outputs]
        result["words"] = score_words(sentences, analyses)
        picked = range(0, len(sentences), SAMPLE_EVERY)
        sampled = sample(sentences)
        result["sample"] = {
            "every": SAMPLE_EVERY,
            "sentences": len(sampled),
            "nouns": score_nouns(sampled, [analyser.nouns(outputs[i]) for i in picked]),
            "words": score_words(sampled, [analyses[i] for i in picked]),
        }
    print(f"  nouns F1 {result['nouns']['f1']:.3f}, {result['speed']['sentencesPerSecond']:.1f} sentences/s, "
          f"load {result['loadSeconds']:.2f} s, {result['memoryMiB']:.0f} MiB loaded, {result['peakMemoryMiB']:.0f} MiB peak, "
          f"{size:.1f} MiB installed, "
          f"{result['benchmarkSeconds']:.0f} s", file=sys.stderr, flush=True)
    return result, outputs


def browser(sentences, analysers: list[dict], outputs: dict[str, list]) -> dict:
    """The sentence browser's data: hama beside the gold and its best-scoring peers, on every BROWSER_EVERY-th sentence."""
    peers = sorted((a for a in analysers if a["key"] != "hama"), key=lambda a: -a["nouns"]["f1"])[:BROWSER_PEERS]
    picked = range(0, len(sentences), BROWSER_EVERY)
    browsed = [browsed_sentence(sentences[i], outputs["hama"][i], ANALYSERS["hama"].nouns(outputs["hama"][i]),
                                {a["key"]: (outputs[a["key"]][i], ANALYSERS[a["key"]].nouns(outputs[a["key"]][i]))
                                 for a in peers})
               for i in picked]
    return {
        # The sentences are the corpus's, under its licence (data/ud-korean-kaist/LICENSE.txt).
        "corpus": {"name": "UD Korean-Kaist", "split": "test", "commit": CORPUS_COMMIT, "sha256": CORPUS_SHA256,
                   "license": "CC BY-SA 4.0"},
        "every": BROWSER_EVERY,
        "analysers": [{"key": a["key"], "name": a["name"], "version": a["version"], "tagSet": a["tagSet"]}
                      for a in [next(a for a in analysers if a["key"] == "hama"), *peers]],
        "kinds": dict(Counter(kind for s in browsed for kind in s["kinds"]).most_common()),
        "sentences": browsed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--only", choices=sorted(ANALYSERS), help="run one analyser and print its figures")
    parser.add_argument("--limit", type=int, help="only the first LIMIT sentences")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where to write the results (default: %(default)s)")
    args = parser.parse_args()
    if args.child:
        return child(args.child)
    if corpus_sha256() != CORPUS_SHA256:
        sys.exit(f"{CORPUS} does not match its checksum; fetch it again (data/ud-korean-kaist/README.md)")
    sentences = read_corpus()[: args.limit]
    started = time.time()
    keys = [args.only] if args.only else list(ANALYSERS)
    runs = {key: run_one(key, sentences) for key in keys}
    analysers = [result for result, _ in runs.values()]
    if args.only:
        return print(json.dumps(analysers[0]["nouns"], indent=1))
    results = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        "corpus": {"name": "UD Korean-Kaist", "split": "test", "file": CORPUS.name, "commit": CORPUS_COMMIT,
                   "sha256": CORPUS_SHA256, "sentences": len(sentences),
                   "words": sum(len(s.words) for s in sentences), "license": "CC BY-SA 4.0",
                   "kaistTags": dict(Counter(t for s in sentences for w in s.words for t in w.tags).most_common())},
        "machine": machine(),
        "benchmarkSeconds": time.time() - started,
        "analysers": analysers,
    }
    hama_sample = next(a for a in analysers if a["key"] == "hama").pop("sample")
    browsed = browser(sentences, analysers, {key: outputs for key, (_, outputs) in runs.items()})
    # One sentence a line: small diffs when the benchmark runs again.
    head = json.dumps({**browsed, "sentences": []}, ensure_ascii=False, indent=1).removesuffix("[]\n}")
    lines = ",\n".join(json.dumps(sentence, ensure_ascii=False) for sentence in browsed["sentences"])
    # All three from this run, written once all are made; beside another --out, named after it, so that a
    # quick try never writes over the committed files.
    prefix = "" if args.out == RESULTS else f"{args.out.stem}-"
    files = {
        args.out: json.dumps(results, ensure_ascii=False, indent=1) + "\n",
        args.out.with_name(prefix + SAMPLE): json.dumps(hama_sample, ensure_ascii=False, indent=1) + "\n",
        args.out.with_name(prefix + SENTENCES): f"{head}[\n{lines}\n]}}\n",
    }
    for path, text in files.items():
        path.write_text(text, encoding="utf-8")
    print(f"wrote {', '.join(map(str, files))} in {results['benchmarkSeconds'] / 60:.1f} min", file=sys.stderr)

if __name__ == "__main__":
    main()
