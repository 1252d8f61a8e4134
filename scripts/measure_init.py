"""Measures what hama.init() costs: wall time and resident memory, and how
long the first tag() call takes with and without it.

Run with the project's venv: .venv/bin/python scripts/measure_init.py
Each case runs in a fresh interpreter, so nothing is loaded beforehand.
"""

import json
import platform
import statistics
import subprocess
import sys

CASE = r"""
import json, time

def rss_mib():
    with open('/proc/self/status') as status:
        for line in status:
            if line.startswith('VmRSS:'):
                return int(line.split()[1]) / 1024

import hama
from hama.tagging import tag
before = rss_mib()
start = time.perf_counter()
if {init}:
    hama.init()
init_s = time.perf_counter() - start
start = time.perf_counter()
tag('아버지가 방에 들어가신다')
first_tag_s = time.perf_counter() - start
print(json.dumps({{'init_s': init_s, 'first_tag_s': first_tag_s, 'rss_before': before, 'rss_after': rss_mib()}}))
"""

RUNS = 5


def run(init):
    results = [
        json.loads(subprocess.run([sys.executable, "-c", CASE.format(init=init)], capture_output=True, text=True, check=True).stdout)
        for _ in range(RUNS)
    ]
    return {key: statistics.median(result[key] for result in results) for key in results[0]}


def main():
    with_init, without_init = run(True), run(False)
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}, {platform.system()}")
    print(f"median of {RUNS} runs, each in a fresh interpreter")
    print(f"hama.init():                    {with_init['init_s'] * 1000:.0f} ms")
    print(f"memory before / after init():   {with_init['rss_before']:.1f} MiB / {with_init['rss_after']:.1f} MiB")
    print(f"first tag() after init():       {with_init['first_tag_s'] * 1000:.1f} ms")
    print(f"first tag() without init():     {without_init['first_tag_s'] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
