"""The playground's pure-Python mmh3 (src/plugins/playground/runtime/mmh3.py)
must hash exactly like the real mmh3 package, or hama's dictionary lookups in
the browser would differ from CPython's."""
import importlib.util
import random
from pathlib import Path

import mmh3
import pytest

SHIM_PATH = Path(__file__).parents[2] / "src/plugins/playground/runtime/mmh3.py"
SEEDS = [0, 1, 2, 3, 4, 5, 6, 7, 42, 2**31 - 1, 2**31, 2**32 - 1]
STRINGS = 100_000


def load_shim():
    spec = importlib.util.spec_from_file_location("mmh3_shim", SHIM_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


shim = load_shim()

# Characters readers type: Hangul syllables and jamo, ASCII, Hanja, emoji
# (4 bytes in UTF-8), combining marks and a few odd code points.
ALPHABETS = [
    [chr(c) for c in range(0xAC00, 0xD7A4)],
    [chr(c) for c in range(0x20, 0x7F)],
    [chr(c) for c in range(0x3131, 0x318F)],
    [chr(c) for c in range(0x4E00, 0x4F00)],
    [chr(c) for c in range(0x1F300, 0x1F64F)],
    ["\u0301", "\u200b", "\ufeff", "\x00", "\n", "\t", "\U0010ffff"],
]


def random_string(rng):
    length = rng.choice([0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 31, 64])
    mix = rng.sample(ALPHABETS, rng.randint(1, 3))  # pure or mixed scripts
    return "".join(rng.choice(rng.choice(mix)) for _ in range(length))


def test_equals_mmh3_on_100000_random_strings_and_several_seeds():
    assert STRINGS == 100_000  # the installation page's figure
    rng = random.Random(20261122)
    mismatches = []
    for i in range(STRINGS):
        text = random_string(rng)
        seed = SEEDS[i % len(SEEDS)]
        if shim.hash(text, seed) != mmh3.hash(text, seed):
            mismatches.append((text, seed))
    assert mismatches == []


@pytest.mark.parametrize("seed", SEEDS)
def test_every_seed_signed_and_unsigned_on_the_same_strings(seed):
    rng = random.Random(seed)
    for _ in range(2_000):
        text = random_string(rng)
        assert shim.hash(text, seed) == mmh3.hash(text, seed)
        assert shim.hash(text, seed, signed=False) == mmh3.hash(text, seed, signed=False)


def test_hashes_bytes_and_rejects_seeds_mmh3_rejects():
    assert shim.hash(b"\xff\x00hama", 3) == mmh3.hash(b"\xff\x00hama", 3)
    for seed in (-1, 2**32):
        with pytest.raises(ValueError):
            mmh3.hash("a", seed)
        with pytest.raises(ValueError):
            shim.hash("a", seed)
