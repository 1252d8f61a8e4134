"""The API reference documents exactly the public callables of hama 1.0."""

import inspect
import re
from pathlib import Path

import hama
import hama.tagging

API_PAGE = Path(__file__).resolve().parents[2] / "docs" / "api" / "tagging.md"
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


def documented_callables():
    """Names written as `name(` in the page's section headings."""
    headings = HEADING.findall(API_PAGE.read_text(encoding="utf-8"))
    return {name for heading in headings for name in CALLABLE.findall(heading)}


def test_every_public_callable_is_documented():
    assert public_callables() - documented_callables() == set()


def test_every_documented_callable_exists():
    assert documented_callables() - public_callables() == set()


def test_documented_signatures_match_the_package():
    text = API_PAGE.read_text(encoding="utf-8")
    for name in public_callables():
        function = getattr(hama, name, None) or getattr(hama.tagging, name)
        parameters = ", ".join(str(parameter) for parameter in inspect.signature(function).parameters.values())
        assert f"{name}({parameters})" in text, f"{name}({parameters}) is not written on the page"
