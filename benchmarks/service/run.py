"""What running hama 1.0.0 in a service costs, measured on the words of the corpus.

`make benchmark-service` runs this with the site's venv (hama 1.0.0 alone: no
peers) and writes results.json, which the service guide and the tagging page
render. It measures, each part in fresh child processes:

- cost: the time to tag each distinct word of the UD Korean-Kaist test split
  (as hama cuts text into words), by length, weighted by how often each word
  occurs in the corpus: median, 95th percentile and worst per length;
- memory: the peak resident memory added by tagging one word, for the slowest
  and the median word of each length;
- threads: sentences per second with 1, 2 and 4 threads and with 2 processes;
- race: wrong results when 8 threads make their first call at once, without
  and with hama.init() first;
- init: what hama.init() costs, and the first tag() with and without it;
- inputs: runs of Latin letters and of digits, which are one word to hama;
- browser: the median and slowest word of each length again, in the
  playground's Pyodide (pyodide.mjs, under Node), beside their CPython times:
  the playground's limits (src/plugins/playground/limits.ts) come from these.

    python benchmarks/service/run.py                        # everything, about 15 minutes
    python benchmarks/service/run.py --parts init           # one part again, the others kept
    python benchmarks/service/run.py --max-length 7 --out /tmp/service.json   # a quick try
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import multiprocessing
import os
import platform
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "accuracy"))

from corpus import CORPUS_COMMIT, CORPUS_SHA256, HAMA_WORD, corpus_sha256, read_corpus  # noqa: E402

RESULTS = HERE / "results.json"
# A word still being tagged after this long is recorded as timed out, not waited for.
WORD_TIMEOUT_S = 60
RACE_SENTENCE = "나는 학교에 간다"
RACE_THREADS = 8
RACE_RUNS = 10
# Sentences for the thread comparison: the first ones whose words are all this short, so no long word dominates.
THREAD_SENTENCES = 400
THREAD_WORD_LENGTH = 6


# --- cost -----------------------------------------------------------------


def tag_words_forever(requests, answers) -> None:
    """The worker: loads hama once, then times each word it is sent."""
    import hama
    from hama.tagging import tag

    hama.init()
    tag("하마")
    while (word := requests.get()) is not None:
        start = time.perf_counter()
        tag(word)
        answers.put(time.perf_counter() - start)


def time_words(words: list[str]) -> dict[str, float | None]:
    """Seconds to tag each word alone, None where it took longer than WORD_TIMEOUT_S."""
    context = multiprocessing.get_context("spawn")
    seconds: dict[str, float | None] = {}
    worker = None
    for n, word in enumerate(words, 1):
        if worker is None:
            requests, answers = context.Queue(), context.Queue()
            worker = context.Process(target=tag_words_forever, args=(requests, answers), daemon=True)
            worker.start()
        requests.put(word)
        try:
            seconds[word] = answers.get(timeout=WORD_TIMEOUT_S + 30 * (n == 1))
        except Exception:  # queue.Empty: the word is still being tagged
            worker.kill()
            worker.join()
            worker = None
            seconds[word] = None
        if n % 500 == 0 or len(word) >= 8 or len(words) < 50:
            shown = "timed out" if seconds[word] is None else f"{seconds[word] * 1000:.1f} ms"
            print(f"  {n}/{len(words)} {word} ({len(word)}): {shown}", flush=True)
    if worker is not None:
        requests.put(None)
        worker.join()
    return seconds


def percentile(values: list[float], fraction: float) -> float:
    """Nearest-rank percentile of sorted values."""
    return values[max(0, math.ceil(fraction * len(values)) - 1)]


def milliseconds(seconds: float) -> float | None:
    """Milliseconds, or None for a time over the limit (a word that timed out)."""
    return seconds * 1000 if math.isfinite(seconds) else None


def cost_by_length(occurrences: Counter, seconds: dict[str, float | None]) -> list[dict]:
    total = sum(occurrences.values())
    rows = []
    for length in sorted({len(word) for word in occurrences}):
        words = [word for word in occurrences if len(word) == length]
        timed = sorted((seconds[w], w) for w in words if seconds.get(w) is not None)
        timed_out = [w for w in words if w in seconds and seconds[w] is None]
        # Each word counts as often as it occurs in the corpus: these are the times a reader's text meets. A word
        # that timed out took longer than every word that finished, so it ranks above them all (as infinity):
        # a median or 95% that falls on it is over the limit (None), not computed without it.
        weighted = sorted([t for t, w in timed for _ in range(occurrences[w])] + [math.inf] * sum(occurrences[w] for w in timed_out))
        share = sum(occurrences[w] for w in words) / total
        row = {
            "length": length,
            "occurrences": sum(occurrences[w] for w in words),
            "share": share,
            "cumulativeShare": 0.0,
            "distinctWords": len(words),
            "measured": len(timed),
            "timedOut": len(timed_out),
            "timedOutWords": timed_out,
        }
        if timed_out and not timed:  # every word of this length timed out
            row |= {"medianMs": None, "p95Ms": None}
        if timed:
            slowest_time, slowest_word = timed[-1]
            median = statistics.median(weighted)
            row |= {
                "medianMs": milliseconds(median),
                "p95Ms": milliseconds(percentile(weighted, 0.95)),
                "worstMs": slowest_time * 1000,
                "slowestWord": slowest_word,
            }
            if math.isfinite(median):
                row["medianWord"] = min(timed, key=lambda tw: abs(tw[0] - median))[1]
        rows.append(row)
    cumulative = 0.0
    for row in rows:
        cumulative += row["share"]
        row["cumulativeShare"] = cumulative
    return rows


# --- memory ---------------------------------------------------------------

MEMORY_CHILD = """
import json, sys
from pathlib import Path
def status(field):
    return next(int(l.split()[1]) for l in Path('/proc/self/status').read_text().splitlines() if l.startswith(field + ':')) / 1024
import hama
from hama.tagging import tag
hama.init()
tag('하마')
ready = status('VmRSS')
Path('/proc/self/clear_refs').write_text('5')  # resets VmHWM, the peak, to the current RSS (Linux)
tag(sys.argv[1])
print(json.dumps({'readyMiB': ready, 'peakMiB': status('VmHWM')}))
"""


def memory_of(word: str) -> dict:
    """Resident memory after loading, and its peak while tagging `word`, in a fresh process."""
    result = subprocess.run([sys.executable, "-c", MEMORY_CHILD, word], capture_output=True, text=True, check=True)
    figures = json.loads(result.stdout)
    return {"word": word, "length": len(word)} | figures | {"addedPeakMiB": figures["peakMiB"] - figures["readyMiB"]}


def memory_by_length(cost: list[dict]) -> list[dict]:
    """The median and the slowest word of each length, and the words that timed out (minutes each)."""
    rows = []
    for row in cost:
        roles = {row.get("medianWord"): "median", row.get("slowestWord"): "slowest"} | dict.fromkeys(row["timedOutWords"], "timedOut")
        for word, role in roles.items():
            if word:
                rows.append(memory_of(word) | {"role": role})
                print(f"  memory {word} ({len(word)}, {role}): peak {rows[-1]['peakMiB']:.0f} MiB", flush=True)
    return rows


# --- threads and processes ------------------------------------------------


def _tag_one(sentence: str):
    from hama.tagging import tag

    return tag(sentence)


def throughput(sentences: list[str]) -> list[dict]:
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    import hama

    hama.init()
    for sentence in sentences[:20]:
        _tag_one(sentence)
    rows = []
    for kind, workers in (("threads", 1), ("threads", 2), ("threads", 4), ("processes", 2)):
        pool_type = ThreadPoolExecutor if kind == "threads" else ProcessPoolExecutor
        extra = {} if kind == "threads" else {"mp_context": multiprocessing.get_context("fork")}
        with pool_type(max_workers=workers, **extra) as pool:
            list(pool.map(_tag_one, sentences[:workers]))  # processes start before the clock
            start = time.perf_counter()
            list(pool.map(_tag_one, sentences, chunksize=1 if kind == "threads" else 10))
            seconds = time.perf_counter() - start
        rows.append({"kind": kind, "workers": workers, "seconds": seconds, "sentencesPerSecond": len(sentences) / seconds})
        print(f"  {workers} {kind}: {rows[-1]['sentencesPerSecond']:.0f} sentences/s", flush=True)
    return rows


# --- the first-call race --------------------------------------------------

# argv: init|lazy, the sentence, the number of threads. Prints each thread's result and
# any exception (a thread's exception does not change the exit code). The content
# test of the service page runs this same child.
RACE_CHILD = """
import json, sys, threading
import hama
from hama.tagging import tag
if sys.argv[1] == 'init':
    hama.init()
results, errors = [None] * int(sys.argv[3]), []
def work(i):
    try:
        results[i] = tag(sys.argv[2], zipped=True)
    except Exception as error:
        errors.append(repr(error))
threads = [threading.Thread(target=work, args=(i,)) for i in range(len(results))]
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps({'results': results, 'errors': errors}, ensure_ascii=False))
"""


def race() -> dict:
    import hama
    from hama.tagging import tag

    hama.init()
    expected = [list(pair) for pair in tag(RACE_SENTENCE, zipped=True)]
    runs = {}
    for mode in ("lazy", "init"):
        wrong, exceptions = [], 0
        for _ in range(RACE_RUNS):
            out = subprocess.run(
                [sys.executable, "-c", RACE_CHILD, mode, RACE_SENTENCE, str(RACE_THREADS)], capture_output=True, text=True, check=True
            )
            run = json.loads(out.stdout)
            wrong.append(sum(result != expected for result in run["results"]))
            exceptions += len(run["errors"])
        runs[mode] = {"wrongPerRun": wrong, "runsWithWrong": sum(w > 0 for w in wrong), "exceptions": exceptions}
        print(f"  {mode}: wrong results per run {wrong}", flush=True)
    return {"sentence": RACE_SENTENCE, "threads": RACE_THREADS, "runs": RACE_RUNS, "expected": expected} | runs


# --- init ---------------------------------------------------------------

INIT_CHILD = """
import json, sys, time
from pathlib import Path
def rss():
    return next(int(l.split()[1]) for l in Path('/proc/self/status').read_text().splitlines() if l.startswith('VmRSS:')) / 1024
import hama
from hama.tagging import tag
before = rss()
start = time.perf_counter()
if sys.argv[1] == 'init':
    hama.init()
init_s = time.perf_counter() - start
start = time.perf_counter()
tag('아버지가 방에 들어가신다')
print(json.dumps({'initMs': init_s * 1000, 'firstTagMs': (time.perf_counter() - start) * 1000, 'beforeMiB': before, 'afterMiB': rss()}))
"""
INIT_RUNS = 5


def init_cost() -> dict:
    """Medians of INIT_RUNS fresh interpreters, with and without hama.init() before the first tag()."""
    figures = {}
    for mode in ("init", "lazy"):
        runs = [
            json.loads(subprocess.run([sys.executable, "-c", INIT_CHILD, mode], capture_output=True, text=True, check=True).stdout)
            for _ in range(INIT_RUNS)
        ]
        figures[mode] = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    print(f"  init {figures['init']['initMs']:.0f} ms, first tag without init {figures['lazy']['firstTagMs']:.0f} ms", flush=True)
    return {"runs": INIT_RUNS} | figures


# --- inputs -------------------------------------------------------------

INPUT_LENGTHS = (8, 12, 14, 16)
INPUT_KINDS = {"latin": "internationalization", "digits": "31415926535897932384"}


def inputs() -> list[dict]:
    """Time to tag a run of Latin letters or digits of each length: no dictionary knows them, but all splits are still tried."""
    words = [text[:length] for text in INPUT_KINDS.values() for length in INPUT_LENGTHS]
    seconds = time_words(words)
    return [
        {"kind": kind, "word": text[:length], "length": length,
         "ms": None if seconds[text[:length]] is None else seconds[text[:length]] * 1000}
        for kind, text in INPUT_KINDS.items()
        for length in INPUT_LENGTHS
    ]


# --- the playground's Pyodide ----------------------------------------------

# Lengths the playground could accept; longer words are refused whatever the factor.
BROWSER_MAX_LENGTH = 9


def browser(cost: list[dict]) -> dict:
    """Each median and slowest word up to BROWSER_MAX_LENGTH, timed in Pyodide beside its CPython time."""
    rows = [row for row in cost if row["length"] <= BROWSER_MAX_LENGTH and "slowestWord" in row]
    roles = {row["medianWord"]: ("median", row["medianMs"]) for row in rows if "medianWord" in row} | {
        row["slowestWord"]: ("slowest", row["worstMs"]) for row in rows
    }
    command = ["node", str(HERE / "pyodide.mjs"), *roles]
    measured = json.loads(subprocess.run(command, capture_output=True, text=True, check=True, cwd=HERE.parents[1]).stdout)
    timed = [
        {"word": word, "length": len(word), "role": roles[word][0], "cpythonMs": roles[word][1], "pyodideMs": ms}
        for word, ms in measured["ms"].items()
    ]
    ratios = [row["pyodideMs"] / row["cpythonMs"] for row in timed if row["cpythonMs"] >= 10]
    print(f"  Pyodide {measured['pyodide']}: {min(ratios):.2f}-{max(ratios):.2f} times CPython on words over 10 ms", flush=True)
    return {"pyodide": measured["pyodide"], "python": measured["python"], "words": timed}


# --- the whole run --------------------------------------------------------


def machine() -> dict:
    cpu = next(
        (line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name")),
        platform.processor(),
    )
    os_name = next(
        (line.split("=", 1)[1].strip('"') for line in Path("/etc/os-release").read_text().splitlines() if line.startswith("PRETTY_NAME=")),
        platform.platform(),
    )
    return {"cpu": cpu, "cores": os.cpu_count(), "os": os_name, "python": platform.python_version()}


PARTS = ("cost", "memory", "threads", "race", "init", "inputs", "browser")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, of {', '.join(PARTS)} (memory and browser read cost)")
    parser.add_argument("--max-length", type=int, default=None, help="time only words up to this length")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    parts = args.parts.split(",")

    if corpus_sha256() != CORPUS_SHA256:
        sys.exit("the corpus file is not the one the benchmark was written for")
    started = time.perf_counter()
    sentences = read_corpus()
    occurrences = Counter(word for s in sentences for word in HAMA_WORD.findall(s.text))
    # A part not run keeps its figures from the file.
    results = json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists() else {}

    if "cost" in parts:
        words = sorted(occurrences, key=lambda w: (len(w), w))
        if args.max_length:
            words = [w for w in words if len(w) <= args.max_length]
        print(f"cost: {len(words)} distinct words", flush=True)
        results["cost"] = cost_by_length(occurrences, time_words(words))
        results["wordTimeoutSeconds"] = WORD_TIMEOUT_S
    if "memory" in parts:
        print("memory", flush=True)
        results["memory"] = memory_by_length(results["cost"])
    if "threads" in parts:
        print("threads", flush=True)
        short = [s.text for s in sentences if all(len(w) <= THREAD_WORD_LENGTH for w in HAMA_WORD.findall(s.text))]
        runs = throughput(short[:THREAD_SENTENCES])
        results["throughput"] = {"sentences": len(short[:THREAD_SENTENCES]), "maxWordLength": THREAD_WORD_LENGTH, "runs": runs}
    if "race" in parts:
        print("race", flush=True)
        results["race"] = race()
    if "init" in parts:
        print("init", flush=True)
        results["init"] = init_cost()
    if "inputs" in parts:
        print("inputs", flush=True)
        results["inputs"] = inputs()
    if "browser" in parts:
        print("browser", flush=True)
        results["browser"] = browser(results["cost"])

    from importlib import metadata

    results |= {
        "date": datetime.date.today().isoformat(),
        "hama": metadata.version("hama"),
        "mmh3": metadata.version("mmh3"),
        "machine": machine(),
        "corpus": {"file": "data/ud-korean-kaist/ko_kaist-ud-test.conllu", "sha256": CORPUS_SHA256, "commit": CORPUS_COMMIT,
                   "sentences": len(sentences), "words": sum(occurrences.values()), "distinctWords": len(occurrences)},
    }
    results.setdefault("seconds", {})[args.parts] = time.perf_counter() - started
    args.out.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s")

if __name__ == "__main__":
    main()
