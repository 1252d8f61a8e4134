import sys
from pathlib import Path

# Lets the test modules import their helpers (examples.py) by name.
sys.path.insert(0, str(Path(__file__).parent))
