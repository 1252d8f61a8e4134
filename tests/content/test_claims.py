"""The register of claims (claims.toml) is kept and true.

Every sentence of the site that a reader could act on is registered with how
it is proven (tests/content/CLAIMS.md explains the register). Here:
- each entry is well formed, in both editions (the same caveats in each);
- its sentence is still on both pages: in Markdown, marked with the claim's id
  (claim_markers.py) and holding the register's figures, so that a copy edit
  needs no register edit while a lost sentence or a changed figure fails; in
  the site's code (the home page, the playground's messages), word for word;
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
from claim_markers import END_MARKER, RESTATES, MarkedSentence, marked_sentences, unaccounted_sentences

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


# Every Markdown source of both editions, with its edition.
MARKDOWN = {
    str(p.relative_to(ROOT)): "en" if folder == "i18n/en" else "ko" for folder in ("docs", "blog", "i18n/en") for p in (ROOT / folder).rglob("*.md")
}


def is_marked(claim: dict) -> bool:
    """Markdown pages mark their claims; code (.ts, .tsx, code.json, a page's code blocks) cannot carry a marker in every
    form, and is quoted (ko, en)."""
    return "ko" not in claim


def figures_of(claim: dict, edition: str) -> list[str]:
    return claim.get(f"{edition}_figures", claim.get("figures"))


@cache
def marked(path: str) -> dict[str, list[MarkedSentence]]:
    """The sentences of each claim marked in a Markdown source, by claim id (a list: one entry per marker)."""
    found: dict[str, list[MarkedSentence]] = {}
    for sentence in marked_sentences((ROOT / path).read_text(encoding="utf-8")):
        found.setdefault(sentence.claim, []).append(sentence)
    return found


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
        assert {"id", "page", "proof", "changed"} <= claim.keys(), claim
        assert claim["id"] not in seen, f"{claim['id']} twice"
        seen.add(claim["id"])
        assert claim["proof"] in STATES, claim["id"]
        assert {"tested": "test", "rendered": "field", "rewritten": "evidence"}[claim["proof"]] in claim, claim["id"]
        if is_marked(claim):
            assert claim["page"].endswith(".md"), f"{claim['id']}: only Markdown carries markers; quote the sentence"
            # Both editions: one marker each (test_the_claim_is_on_both_pages); a sentence is marked once per claim.
            assert "figures" in claim or {"ko_figures", "en_figures"} <= claim.keys(), f"{claim['id']}: its figures"
            assert not {"ko", "en"} & claim.keys(), f"{claim['id']}: a marked claim is not quoted"
            continue
        assert claim["ko"].strip() and claim["en"].strip(), f"{claim['id']}: a claim is registered in both editions"
        sentence = (claim["page"], claim["ko"])
        assert sentence not in sentences, f"{claim['id']} registers the sentence of {sentences.get(sentence)} again"
        sentences[sentence] = claim["id"]
    # A rewritten claim rests on a source, not on a proof that can fail: counted apart.
    counts = {state: sum(claim["proof"] == state for claim in CLAIMS) for state in sorted(STATES)}
    print(f"claims: {len(CLAIMS)} ({', '.join(f'{n} {state}' for state, n in counts.items())}); {sum(map(is_marked, CLAIMS))} marked in Markdown")


@pytest.mark.parametrize("claim", CLAIMS, ids=ids(CLAIMS))
def test_the_claim_is_on_both_pages(claim):
    if not is_marked(claim):
        for sentence, path in ((claim["ko"], claim["page"]), (claim["en"], english_file(claim))):
            assert re.sub(r"\s+", " ", sentence) in page_text(path), f"{claim['id']}: not in {path}: {sentence!r}"
        return
    for edition, path in (("ko", claim["page"]), ("en", english_file(claim))):
        found = marked(path).get(claim["id"], [])
        assert len(found) == 1, f"{claim['id']}: marked {len(found)} times in {path}, not once"
        assert sorted(found[0].figures) == sorted(figures_of(claim, edition)), (
            f"{claim['id']}: the figures of its sentence in {path} changed; the sentence now reads {found[0].text!r}. "
            f"Prove the new figures, then register them ({edition}_figures or figures)"
        )


@pytest.mark.parametrize("path", sorted(MARKDOWN))
def test_every_sentence_with_a_figure_or_an_absolute_is_accounted_for(path):
    """The register is complete: a sentence with a number, or with "only", "never", "most", a comparison..., is a
    registered claim, restates one, or says why it is none (claim_markers.py)."""
    unaccounted = unaccounted_sentences((ROOT / path).read_text(encoding="utf-8"), MARKDOWN[path])
    assert not unaccounted, f"{path}: register these, or mark them restates: / not-a-claim: (tests/content/CLAIMS.md): {unaccounted}"


def test_a_restating_sentence_names_a_registered_claim():
    registered = {claim["id"] for claim in CLAIMS}
    unknown = sorted(
        (path, claim) for path in MARKDOWN for claim in RESTATES.findall((ROOT / path).read_text(encoding="utf-8")) if claim not in registered
    )
    assert not unknown, f"restates: markers naming no claim: {unknown}"


def test_every_marker_names_a_claim_of_its_page():
    registered = {(path, claim["id"]) for claim in CLAIMS if is_marked(claim) for path in (claim["page"], english_file(claim))}
    sources = sorted(MARKDOWN)
    stray = sorted((path, claim) for path in sources for claim in marked(path) if (path, claim) not in registered)
    assert not stray, f"markers with no claim of that page in claims.toml: {stray}"
    # An end marker that closes no claim would be passed over silently.
    unclosed = sorted(
        (path, claim) for path in sources for claim in END_MARKER.findall((ROOT / path).read_text(encoding="utf-8")) if claim not in marked(path)
    )
    assert not unclosed, f"end markers ({{/* /claim: id */}}) with no claim of that id on the page: {unclosed}"


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
    if is_marked(claim):
        # Its words come from the data only where a component draws them; prose typed beside a results file is not rendered.
        for edition_file in (claim["page"], english_file(claim)):
            text = marked(edition_file)[claim["id"]][0].text
            assert text.startswith("<"), f"{claim['id']}: a rendered claim marks the component that draws it, not prose: {text!r}"


REWRITTEN = [claim for claim in CLAIMS if claim["proof"] == "rewritten"]


@pytest.mark.parametrize("claim", REWRITTEN, ids=ids(REWRITTEN))
def test_a_rewritten_claim_says_what_it_rests_on(claim):
    assert len(claim["evidence"]) > 20, claim["id"]


def test_every_page_of_both_editions_is_audited():
    audited = {claim["page"] for claim in CLAIMS}
    pages = {str(p.relative_to(ROOT)) for folder in ("docs", "blog") for p in (ROOT / folder).rglob("*.md")}
    assert pages <= audited, f"pages with no registered claim: {sorted(pages - audited)}"
