import sys
from pathlib import Path

# Lets the test modules import their helpers (examples.py) by name.
sys.path.insert(0, str(Path(__file__).parent))


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "timed: the outcome depends on wall-clock time (an example with a timeout); "
        "`make test` runs these at normal CPU priority, the rest at the lowest (Makefile)",
    )
