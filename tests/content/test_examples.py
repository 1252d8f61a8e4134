"""Every Python example on the site runs with hama 1.0 and prints what the page shows."""

import pytest

from claims_support import run_python
from examples import all_examples

EXAMPLES = all_examples()


def with_marks(example):
    """An example that gives up after a timeout (the service guide's TimedTagger) is timed: a starved CPU changes its output."""
    return pytest.param(example, id=example.source, marks=[pytest.mark.timed] if "timeout" in example.code else [])


@pytest.mark.parametrize("example", [with_marks(example) for example in EXAMPLES])
def test_example_prints_the_output_shown(example):
    result = run_python(example.code)
    assert result.returncode == 0, result.stderr
    if example.output is None:
        assert result.stdout == "", "the example prints something but the page shows no output block"
    else:
        assert result.stdout.rstrip("\n") == example.output.rstrip("\n")


def test_examples_are_found():
    # The home page's example at least; a broken parser would find none.
    assert any(example.source.startswith("src/data/") for example in EXAMPLES)
