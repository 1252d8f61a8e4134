"""What the claim proofs (test_claims_*.py) share: the site's root, the installed
package's folder, hama's tag set, counting the splits tag() weighs, and running
code in a fresh interpreter."""

import importlib.util
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import hama

SITE = Path(__file__).resolve().parents[2]
HAMA_DIR = Path(hama.__file__).resolve().parent
# KAIST POS22, the tags hama's model knows besides u, BEGIN and END.
POS22 = {"s", "f", "nc", "nq", "nb", "np", "nn", "pv", "pa", "px", "mm", "ma", "ii", "jc", "jx", "jp", "ep", "ec", "et", "ef", "xp", "xs"}
# How hama cuts a text into words and the five marks it keeps (hama.tagging.tagging.tag).
HAMA_TOKENS = re.compile(r"[\w']+|[.,!?;]")
CORPUS = SITE / "data/ud-korean-kaist/ko_kaist-ud-test.conllu"


def accuracy_results(name: str = "results.json") -> dict:
    """A results file of the accuracy benchmark (benchmarks/accuracy/): results.json, sentence-results.json, ..."""
    return json.loads((SITE / "benchmarks/accuracy" / name).read_text(encoding="utf-8"))


def hama_accuracy() -> dict:
    """hama's row of the accuracy benchmark's results.json."""
    return next(a for a in accuracy_results()["analysers"] if a["key"] == "hama")


def corpus_sentences() -> list[str]:
    """The text of each sentence of the benchmark's corpus (UD Korean-Kaist test), in order."""
    return [line[len("# text = ") :] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.startswith("# text = ")]


def longest_word(text: str) -> int:
    """Characters of the longest word hama cuts `text` into."""
    return max(map(len, HAMA_TOKENS.findall(text)))


def splits_weighed(text: str) -> int:
    """How many splits tag() scores for `text`: the tagger's best_morpheme_seq calls, counted."""
    from hama import tagging

    calls = []
    original = tagging.tagging.best_morpheme_seq

    def counting(*args, **kwargs):
        calls.append(1)
        return original(*args, **kwargs)

    tagging.tagging.best_morpheme_seq = counting
    try:
        tagging.tag(text)
    finally:
        tagging.tagging.best_morpheme_seq = original
    return len(calls)


# A child's limit is a guard against a hang, not a figure: `make test` runs these tests at the
# lowest CPU priority (Makefile), where a busy machine can slow a child many times over.
CHILD_TIMEOUT = 600


def run_python(code: str, *args: str, timeout: float = CHILD_TIMEOUT, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Runs code in a new interpreter of this venv (nothing loaded yet), with `env` added to this one's environment."""
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code), *args], capture_output=True, text=True, timeout=timeout, env={**os.environ, **(env or {})}
    )


def prose_of(source: str) -> str:
    """A page's text as a reader's eye takes in its sentences: front matter, code, inline code, anchors, components and
    link targets taken out (each leaves a space)."""
    text = (SITE / source).read_text(encoding="utf-8").split("---", 2)[2]
    for pattern in (r"```.*?```", r"`[^`\n]*`", r"\{/\*.*?\*/\}", r"<[A-Z][^>]*/>", r"\]\([^)]*\)"):
        text = re.sub(pattern, " ", text, flags=re.S)
    return text


def fresh(code: str, timeout: float = CHILD_TIMEOUT) -> str:
    """Runs code in a new interpreter and returns its stdout; fails if it fails."""
    result = run_python(code, timeout=timeout)
    result.check_returncode()
    return result.stdout


def service_benchmark():
    """benchmarks/service/run.py as a module: the proofs run the children it measures with."""
    spec = importlib.util.spec_from_file_location("service_benchmark", SITE / "benchmarks/service/run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
