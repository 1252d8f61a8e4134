"""Build step: the playground's result for each sentence known at build time
(the playground's default and every try-it box's), computed by CPython with
the real hama 1.0.0 and mmh3 through the same run() the browser's worker
calls, so the page can show it on first paint.

Reads {"texts": [...], "maxWordLength": n} on stdin; writes
{"python": version, "results": {text: result}} on stdout.
"""
import importlib.util
import json
import sys
from importlib.metadata import version
from pathlib import Path

if version("hama") != "1.0.0":
    sys.exit(f"needs hama 1.0.0, found {version('hama')}")
version("mmh3")  # the real one, from PyPI: the runtime's shim is for the browser only

# runtime/tagger.py by its path: putting runtime/ on sys.path would let the shim stand in for mmh3.
spec = importlib.util.spec_from_file_location("playground_tagger", Path(__file__).parent / "runtime" / "tagger.py")
tagger = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tagger)

request = json.load(sys.stdin)
results = {text: json.loads(tagger.run(text, request["maxWordLength"])) for text in request["texts"]}
json.dump({"python": sys.version.split()[0], "results": results}, sys.stdout, ensure_ascii=False)
