// The playground's Web Worker: Pyodide with hama, off the page's main thread.
// Served as is (not bundled) from a versioned folder beside Pyodide's files;
// client/useHama.ts talks to it.
import {loadPyodide} from './pyodide.mjs';

const HERE = new URL('./', import.meta.url).href;
const say = (message) => self.postMessage(message);

async function fetchBytes(name) {
  const response = await fetch(HERE + name);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The large files, fetched first: to report progress and to fail fast and clearly when one cannot be had. */
const LARGE_FILES = ['pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide.asm.mjs'];

async function download(names) {
  let loaded = 0;
  let reported = 0;
  await Promise.all(
    names.map(async (name) => {
      const response = await fetch(HERE + name).catch((error) => {
        throw new Error(`${name}을(를) 내려받지 못했습니다 (${error.message})`);
      });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        loaded += chunk.value.length;
        if (loaded - reported > 256 * 1024) {
          reported = loaded;
          say({type: 'progress', stage: 'runtime', loadedBytes: loaded});
        }
      }
    }),
  );
}

async function start(wheel) {
  const started = performance.now();
  say({type: 'progress', stage: 'runtime', loadedBytes: 0});
  // Pyodide then reads the same files again, from the browser's cache.
  await download(LARGE_FILES);
  say({type: 'progress', stage: 'python'});
  const pyodide = await loadPyodide({indexURL: HERE});
  say({type: 'progress', stage: 'package'});
  const [wheelBytes, shim, tagger] = await Promise.all([fetchBytes(wheel), fetchBytes('mmh3.py'), fetchBytes('tagger.py')]);
  pyodide.unpackArchive(wheelBytes, 'wheel');
  const sitePackages = pyodide.runPython('import site; site.getsitepackages()[0]');
  pyodide.FS.writeFile(`${sitePackages}/mmh3.py`, shim);
  pyodide.FS.writeFile(`${sitePackages}/playground_tagger.py`, tagger);
  say({type: 'progress', stage: 'dictionary'});
  pyodide.runPython('import hama; hama.init()');
  const run = pyodide.runPython('from playground_tagger import run; run');
  say({type: 'ready', startMs: performance.now() - started, python: pyodide.runPython('import sys; sys.version.split()[0]')});
  return run;
}

let tagger = null;

// Anything that escapes (Pyodide's own loading, say) still reaches the page as a failure.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  if (!tagger) say({type: 'failed', message: String(event.reason?.message ?? event.reason)});
});

self.onmessage = async ({data}) => {
  if (data.type === 'start') {
    try {
      tagger = await start(data.wheel);
    } catch (error) {
      say({type: 'failed', message: String(error?.message ?? error)});
    }
  } else if (data.type === 'tag') {
    const started = performance.now();
    try {
      const result = JSON.parse(tagger(data.text, data.maxWordLength));
      say({type: 'result', id: data.id, result, ms: performance.now() - started});
    } catch (error) {
      say({type: 'error', id: data.id, message: String(error?.message ?? error)});
    }
  }
};
