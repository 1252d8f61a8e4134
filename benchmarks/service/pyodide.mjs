// How much slower hama 1.0.0 runs in the playground's Pyodide than in CPython,
// on the same words: run.py (part "browser") calls this with Node, whose
// WebAssembly engine is the one Chromium uses, and writes what it prints into
// results.json. The playground's limits (src/plugins/playground/limits.ts) use it.
//
//   node benchmarks/service/pyodide.mjs WORD...   -> JSON {pyodide, python, ms: {word: ms}}
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {loadPyodide} = require('pyodide');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const pyodide = await loadPyodide({indexURL: path.join(root, 'node_modules/pyodide/')});
// Pyodide takes a Uint8Array, not Node's Buffer.
const bytes = async (file) => new Uint8Array(await readFile(path.join(root, file)));
// The site's build fetched it for the playground (src/plugins/playground/index.ts).
const WHEEL = '.cache/playground/hama-1.0.0-py3-none-any.whl';
const wheel = await bytes(WHEEL).catch(() => {
  throw new Error(`${WHEEL} is missing: build the site first (make build), which fetches it for the playground`);
});
pyodide.unpackArchive(wheel, 'wheel');
const sitePackages = pyodide.runPython('import site; site.getsitepackages()[0]');
pyodide.FS.writeFile(`${sitePackages}/mmh3.py`, await bytes('src/plugins/playground/runtime/mmh3.py'));
pyodide.runPython('import hama; hama.init(); from hama.tagging import tag; tag("하마")');
const time = pyodide.runPython(`
import time
def time_word(word):
    start = time.perf_counter()
    tag(word)
    return (time.perf_counter() - start) * 1000
time_word`);
const ms = {};
for (const word of process.argv.slice(2)) ms[word] = time(word);
const {version} = require('pyodide/package.json');
console.log(JSON.stringify({pyodide: version, python: pyodide.runPython('import platform; platform.python_version()'), ms}));
