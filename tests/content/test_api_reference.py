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
