"""Prints each Bloom filter of hama's dictionary: size, hash count, fill ratio
and estimated false-positive rate, computed from the installed .bits files.

Run with the project's venv: .venv/bin/python scripts/dict_stats.py
The false-positive rate of a filter with a fraction p of its bits set and k
hash functions is about p ** k: a string that is not in the dictionary passes
only if all k probed bits happen to be set. The number of entries is
estimated from the fill as n = -(m / k) * ln(1 - p) for a filter of m bits.
"""

import configparser
import math
from pathlib import Path

import hama

DICT_DIR = Path(hama.__file__).parent / "tagging" / "dict"


def filters():
    config = configparser.ConfigParser()
    config.read(DICT_DIR / "meta" / "source.ini")
    for name, file_name in config["FILTER_PATH"].items():
        if not name.startswith("d_"):
            continue  # mgraph.bits: listed, but the tagger never loads it
        data = (DICT_DIR / "bits" / file_name).read_bytes()
        size = int(config["FILTER_SIZE"][name])
        hashes = int(config["HASH_COUNT"][name])
        ones = sum(bin(byte).count("1") for byte in data)
        yield name[2:], size, hashes, ones


def main():
    print("| 태그 | 비트 수 | 해시 함수 | 채워진 비율 | 추정 항목 수 | 추정 오탐률 |")
    print("|---|---:|---:|---:|---:|---:|")
    for tag, size, hashes, ones in sorted(filters(), key=lambda row: -row[1]):
        fill = ones / size
        entries = -(size / hashes) * math.log(1 - fill)
        print(f"| `{tag}` | {size:,} | {hashes} | {fill:.1%} | {entries:,.0f} | {fill ** hashes:.2g} |")


if __name__ == "__main__":
    main()
