"""The register of claims (claims.toml) is kept and true.

Every sentence of the site that a reader could act on is registered with how
it is proven (tests/content/CLAIMS.md explains the register). Here:
- each entry is well formed, in both editions (the same caveats in each);
- its sentence is still on both pages, word for word;
- a "tested" claim names a test that exists in this folder: pytest runs it with
  the rest, so `make test` fails when the claim becomes false;
- a "rendered" claim names a field that exists in a results file a make target writes;
- a "rewritten" claim says what the sentence rests on.
"""

from __future__ import annotations

import ast
import json
import re
import tomllib
from functools import cache
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REGISTER = HERE / "claims.toml"
CLAIMS = tomllib.loads(REGISTER.read_text(encoding="utf-8"))["claim"]
STATES = {"tested", "rendered", "rewritten"}
EDITIONS = {
    "docs/": "i18n/en/docusaurus-plugin-content-docs/current/",
    "blog/": "i18n/en/docusaurus-plugin-content-blog/",
}


def english_file(claim: dict) -> str:
    if "en_file" in claim:
        return claim["en_file"]
    for korean, english in EDITIONS.items():
        if claim["page"].startswith(korean):
            return english + claim["page"][len(korean) :]
    return claim["page"]  # a file that holds both languages


@cache
def page_text(path: str) -> str:
    """The file with every run of whitespace as one space, so a sentence matches across wrapped lines."""
    text = (ROOT / path).read_text(encoding="utf-8")
    if path.endswith(".json"):  # code.json: the messages, not the JSON escapes
        text = "\n".join(entry["message"] for entry in json.loads(text).values())
    return re.sub(r"\s+", " ", text)


@cache
def defined_tests() -> dict[str, set[str]]:
    """Names of the test functions of each test module of this folder."""
    return {
        path.name: {node.name for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.FunctionDef)}
        for path in HERE.glob("test_*.py")
    }


def ids(claims):
    return [claim.get("id", "?") for claim in claims]


def test_the_register_is_well_formed():
    seen: set[str] = set()
    sentences: dict[tuple[str, str], str] = {}
    for claim in CLAIMS:
        assert {"id", "page", "ko", "en", "proof", "changed"} <= claim.keys(), claim
        assert claim["id"] not in seen, f"{claim['id']} twice"
        seen.add(claim["id"])
        sentence = (claim["page"], claim["ko"])
        assert sentence not in sentences, f"{claim['id']} registers the sentence of {sentences.get(sentence)} again"
        sentences[sentence] = claim["id"]
        assert claim["proof"] in STATES, claim["id"]
        assert claim["ko"].strip() and claim["en"].strip(), f"{claim['id']}: a claim is registered in both editions"
        assert {"tested": "test", "rendered": "field", "rewritten": "evidence"}[claim["proof"]] in claim, claim["id"]


@pytest.mark.parametrize("claim", CLAIMS, ids=ids(CLAIMS))
def test_the_claim_is_on_both_pages(claim):
    for sentence, path in ((claim["ko"], claim["page"]), (claim["en"], english_file(claim))):
        assert re.sub(r"\s+", " ", sentence) in page_text(path), f"{claim['id']}: not in {path}: {sentence!r}"


TESTED = [claim for claim in CLAIMS if claim["proof"] == "tested"]


@pytest.mark.parametrize("claim", TESTED, ids=ids(TESTED))
def test_a_tested_claim_names_a_test_that_exists(claim):
    module, _, function = claim["test"].rpartition("::")
    modules = defined_tests()
    assert module in modules, f"{claim['id']}: no test module {module!r} in tests/content"
    assert function in modules[module], f"{claim['id']}: no {function} in {module}"


RENDERED = [claim for claim in CLAIMS if claim["proof"] == "rendered"]


@pytest.mark.parametrize("claim", RENDERED, ids=ids(RENDERED))
def test_a_rendered_claim_names_a_field_of_a_results_file(claim):
    path, _, field = claim["field"].partition("#")
    value = json.loads((ROOT / path).read_text(encoding="utf-8"))
    for key in field.split("."):
        value = value[int(key)] if isinstance(value, list) else value[key]
    assert value not in (None, "", [], {}), claim["id"]
    assert path.startswith("benchmarks/") and path.endswith("results.json"), "results files are written by make targets"


REWRITTEN = [claim for claim in CLAIMS if claim["proof"] == "rewritten"]


@pytest.mark.parametrize("claim", REWRITTEN, ids=ids(REWRITTEN))
def test_a_rewritten_claim_says_what_it_rests_on(claim):
    assert len(claim["evidence"]) > 20, claim["id"]


def test_every_page_of_both_editions_is_audited():
    audited = {claim["page"] for claim in CLAIMS}
    pages = {str(p.relative_to(ROOT)) for folder in ("docs", "blog") for p in (ROOT / folder).rglob("*.md")}
    assert pages <= audited, f"pages with no registered claim: {sorted(pages - audited)}"
