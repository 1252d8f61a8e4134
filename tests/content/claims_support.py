"""What the claim proofs (test_claims_*.py) share: the site's root, the installed
package's folder, hama's tag set, and running code in a fresh interpreter."""

import subprocess
import sys
import textwrap
from pathlib import Path

import hama

SITE = Path(__file__).resolve().parents[2]
HAMA_DIR = Path(hama.__file__).resolve().parent
# KAIST POS22, the tags hama's model knows besides u, BEGIN and END.
POS22 = {"s", "f", "nc", "nq", "nb", "np", "nn", "pv", "pa", "px", "mm", "ma", "ii", "jc", "jx", "jp", "ep", "ec", "et", "ef", "xp", "xs"}


def fresh(code: str, timeout: int = 60) -> str:
    """Runs code in a new interpreter of this venv (nothing loaded yet) and returns its stdout."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=timeout, check=True)
    return out.stdout
