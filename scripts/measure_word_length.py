"""Measures how long hama 1.0 takes to tag one word, by its length.

The tagger scores every way to split a word (2 ** (n - 1) for n characters),
so the time doubles, or worse, with each character. This tags prefixes of a
long compound written without spaces and stops once one word takes longer
than the limit.

Run with the project's venv: .venv/bin/python scripts/measure_word_length.py
"""

import platform
import time

import hama
from hama.tagging import tag

WORD = "한국어형태소분석기개발가이드문서"
LIMIT_S = 5.0


def main():
    hama.init()
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    print("| 글자 수 | 분할 후보 수 | 시간 |")
    print("|---:|---:|---:|")
    for length in range(1, len(WORD) + 1):
        start = time.perf_counter()
        tag(WORD[:length])
        elapsed = time.perf_counter() - start
        shown = f"{elapsed * 1000:.1f} ms" if elapsed < 1 else f"{elapsed:.1f} s"
        print(f"| {length} | {2 ** (length - 1):,} | {shown} |")
        if elapsed > LIMIT_S:
            break


if __name__ == "__main__":
    main()
