"""The API reference documents exactly the public callables of hama 1.0."""

import inspect
import re
from pathlib import Path

import pytest

import hama
import hama.tagging

ROOT = Path(__file__).resolve().parents[2]
# The reference in each edition documents the same callables with the same signatures.
API_PAGES = [ROOT / "docs" / "api" / "tagging.md", ROOT / "i18n/en/docusaurus-plugin-content-docs/current/api/tagging.md"]
HEADING = re.compile(r"^#{2,3} (.+)$", re.M)
CALLABLE = re.compile(r"`(?:hama\.(?:tagging\.)?)?(\w+)\(")


def public_callables():
    """Functions that `hama` and `hama.tagging` expose by name (not submodules)."""
    names = {name for name, value in vars(hama).items() if inspect.isfunction(value) and not name.startswith("_")}
    names |= {
        name
        for name, value in vars(hama.tagging).items()
        if inspect.isfunction(value) and not name.startswith("_") and value.__module__.startswith("hama.tagging")
    }
    return names


def documented_callables(page):
    """Names written as `name(` in the page's section headings."""
    headings = HEADING.findall(page.read_text(encoding="utf-8"))
    return {name for heading in headings for name in CALLABLE.findall(heading)}


@pytest.mark.parametrize("page", API_PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_public_callable_is_documented(page):
    assert public_callables() - documented_callables(page) == set()


@pytest.mark.parametrize("page", API_PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_documented_callable_exists(page):
    assert documented_callables(page) - public_callables() == set()


@pytest.mark.parametrize("page", API_PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_documented_signatures_match_the_package(page):
    text = page.read_text(encoding="utf-8")
    for name in public_callables():
        function = getattr(hama, name, None) or getattr(hama.tagging, name)
        parameters = ", ".join(str(parameter) for parameter in inspect.signature(function).parameters.values())
        assert f"{name}({parameters})" in text, f"{name}({parameters}) is not written on the page"


# Each helper and each class function: the tags whose morphemes it returns, as the reference names them.
EXTRACTED_TAGS = {
    "nc": {"nc"}, "nb": {"nb"}, "np": {"np"}, "nn": {"nn"}, "nouns": {"nc", "nb", "np", "nn"},
    "pv": {"pv"}, "pa": {"pa"}, "predicates": {"pv", "pa"},
    "mm": {"mm"}, "ma": {"ma"}, "modifiers": {"mm", "ma"},
    "ii": {"ii"}, "orthotones": {"ii"},
    "jc": {"jc"}, "jx": {"jx"}, "postpositions": {"jc", "jx"},
    "ep": {"ep"}, "ec": {"ec"}, "et": {"et"}, "ef": {"ef"}, "suffixes": {"ep", "ec", "et", "ef"},
    "xp": {"xp"}, "xs": {"xs"}, "affixes": {"xp", "xs"},
}


def test_each_extractor_returns_exactly_the_morphemes_of_its_tags():
    """api/tagging: "Extract only common nouns, bound nouns, pronouns and numerals respectively", "only verbs (pv) or
    adjectives (pa)", and so on for each helper: on real sentences of the corpus, each function returns the morphemes
    that tag() tags with its tags, in tag()'s order, and nothing else; every tag is met at least once."""
    from claims_support import corpus_sentences, longest_word

    # Short words only, so that the 24 functions' own tag() calls stay cheap: the first 10 such sentences, and
    # after them the first that brings a tag not met yet, until every tag is.
    wanted = set().union(*EXTRACTED_TAGS.values())
    met: set[str] = set()
    checked = 0
    for sentence in (sentence for sentence in corpus_sentences() if longest_word(sentence) <= 5):
        pairs = hama.tagging.tag(sentence, zipped=True)
        tags = {tag for _, tag in pairs}
        if checked >= 10 and tags & wanted <= met:
            continue
        met |= tags
        checked += 1
        for name, extracted in EXTRACTED_TAGS.items():
            assert getattr(hama.tagging, name)(sentence) == [morpheme for morpheme, tag in pairs if tag in extracted], (name, sentence)
        if checked >= 10 and wanted <= met:
            break
    assert wanted <= met, f"tags met in no sentence: {sorted(wanted - met)}"


def test_the_public_functions_are_init_and_those_of_hama_tagging():
    """The API page's first sentence: hama's public names are init() and the hama.tagging module."""
    assert [name for name in dir(hama) if not name.startswith("_")] == ["init", "tagging"]
    assert inspect.isfunction(hama.init) and inspect.ismodule(hama.tagging)


def test_every_tag_and_every_function_is_in_the_guide():
    """The release post: every tag of the model is in the tag table, every public function on the API page."""
    from test_tag_table import test_the_table_lists_every_tag_of_the_model_and_unknown

    test_the_table_lists_every_tag_of_the_model_and_unknown()
    for page in API_PAGES:
        test_every_public_callable_is_documented(page)
