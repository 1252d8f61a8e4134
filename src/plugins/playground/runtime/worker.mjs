// The playground's Web Worker: Pyodide with hama, off the page's main thread.
// Served as is (not bundled) from a versioned folder beside Pyodide's files;
// client/hamaRunner.ts talks to it.
//
// Most of a first start is CPython starting inside WebAssembly (about 2 s on
// a laptop core: Pyodide imports some 190 modules before our code runs), then
// hama loading its dictionary. So once hama is ready the worker saves a
// memory snapshot of it into the browser's Cache Storage (gzipped, about
// 9 MB), and the next start restores that instead (about 0.5 s). Snapshots
// are a private Pyodide API pinned to this exact build: the cache key holds
// this folder's hash, and any failure to restore falls back to the normal start.
import {loadPyodide} from './pyodide.mjs';

const HERE = new URL('./', import.meta.url).href;
const SNAPSHOT_CACHE = 'hama-playground-snapshot';
const SNAPSHOT_KEY = `${HERE}memory-snapshot.gz`;
const say = (message) => self.postMessage(message);

async function fetchBytes(name) {
  const response = await fetch(HERE + name);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Pyodide fetches its two large files itself (the WebAssembly module and the
 * standard library, 12.1 MB before gzip). This wraps the worker's fetch so
 * that the page hears how much has arrived, when all of it has, and, clearly
 * and at once, when a file cannot be had (Pyodide would only log it and wait).
 */
const LARGE_FILES = new Set(['pyodide.asm.wasm', 'python_stdlib.zip']);
let downloaded = null;

function countDownloads() {
  const realFetch = self.fetch.bind(self);
  const pending = new Set(LARGE_FILES);
  let loaded = 0;
  let reported = 0;
  let allArrived;
  downloaded = new Promise((resolve) => (allArrived = resolve));
  const fail = (message) => {
    say({type: 'failed', message});
    return new Error(message);
  };
  self.fetch = async (input, init) => {
    const url = String(input?.url ?? input);
    const name = url.slice(url.lastIndexOf('/') + 1);
    const response = await realFetch(input, init).catch((error) => {
      throw fail(`${name}을(를) 내려받지 못했습니다 (${error.message})`);
    });
    if (!response.ok) throw fail(`${name}을(를) 내려받지 못했습니다 (HTTP ${response.status})`);
    if (!LARGE_FILES.has(name)) return response;
    const counter = new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.length;
        if (loaded - reported > 256 * 1024) {
          reported = loaded;
          say({type: 'progress', stage: 'runtime', loadedBytes: loaded});
        }
        controller.enqueue(chunk);
      },
      flush() {
        pending.delete(name);
        if (pending.size === 0) allArrived(performance.now());
      },
    });
    const {status, statusText, headers} = response;
    return new Response(response.body.pipeThrough(counter), {status, statusText, headers});
  };
}

/** The saved snapshot of this runtime folder, or null. Older folders' snapshots are deleted. */
async function readSnapshot() {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) if (request.url !== SNAPSHOT_KEY) await cache.delete(request);
  const response = await cache.match(SNAPSHOT_KEY);
  if (!response) return null;
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}

async function saveSnapshot(snapshot) {
  if (typeof caches === 'undefined') return;
  const gzipped = new Response(new Blob([snapshot]).stream().pipeThrough(new CompressionStream('gzip')));
  await (await caches.open(SNAPSHOT_CACHE)).put(SNAPSHOT_KEY, gzipped);
}

async function forgetSnapshot() {
  if (typeof caches !== 'undefined') await caches.delete(SNAPSHOT_CACHE);
}

/**
 * Pyodide sizes the restored memory from the snapshot, but this build's
 * memory is created by the module at its own initial size; grow it first
 * (by allocating: the snapshot then overwrites the whole heap).
 */
async function createModuleWithRoomFor(options) {
  const {default: createPyodideModule} = await import('./pyodide.asm.mjs');
  const module = await createPyodideModule(options);
  while (module.HEAP8.length < options.INITIAL_MEMORY) module._malloc(1 << 20);
  return module;
}

/** Puts hama's wheel, the mmh3 shim and our tagger module into site-packages. */
async function install(pyodide, wheel) {
  const [wheelBytes, shim, tagger] = await Promise.all([fetchBytes(wheel), fetchBytes('mmh3.py'), fetchBytes('tagger.py')]);
  pyodide.unpackArchive(wheelBytes, 'wheel');
  const sitePackages = pyodide.runPython('import site; site.getsitepackages()[0]');
  pyodide.FS.writeFile(`${sitePackages}/mmh3.py`, shim);
  pyodide.FS.writeFile(`${sitePackages}/playground_tagger.py`, tagger);
}

async function start({wheel, useSnapshot}) {
  const started = performance.now();
  countDownloads();
  say({type: 'progress', stage: 'runtime', loadedBytes: 0});
  const snapshot = useSnapshot ? await readSnapshot().catch(() => null) : null;
  // Where the time went: the files arriving, then (Python cannot start before) each step after.
  const timings = {};
  let last = started;
  const lap = (name) => {
    const now = performance.now();
    timings[name] = now - last;
    last = now;
  };
  downloaded.then((at) => {
    timings.download = at - started;
    last = at;
    say({type: 'progress', stage: snapshot ? 'restore' : 'python'});
  });

  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await loadPyodide({indexURL: HERE, _loadSnapshot: snapshot, createPyodideModule: createModuleWithRoomFor});
      // The files too, so that anything hama imports later is there.
      await install(pyodide, wheel);
      lap('restore');
    } catch (error) {
      pyodide = null;
      await forgetSnapshot();
      say({type: 'snapshot-failed', message: String(error?.message ?? error)});
    }
  }
  const restored = pyodide !== null;
  if (!pyodide) {
    const startedPython = performance.now();
    pyodide = await loadPyodide({indexURL: HERE, _makeSnapshot: typeof caches !== 'undefined'});
    // After a failed restore the files were there already: Python's start is all of it.
    if (snapshot) last = startedPython;
    lap('python');
    say({type: 'progress', stage: 'package'});
    await install(pyodide, wheel);
    lap('package');
    say({type: 'progress', stage: 'dictionary'});
    pyodide.runPython('import hama');
    lap('import');
    pyodide.runPython('hama.init(); import playground_tagger');
    lap('init');
  }
  // Made before any Python object is handed to JavaScript, as the snapshot requires.
  const fresh = !restored && typeof caches !== 'undefined' ? pyodide.makeMemorySnapshot() : null;
  const run = pyodide.runPython('from playground_tagger import run; run');
  const python = pyodide.runPython('import sys; sys.version.split()[0]');
  say({type: 'ready', startMs: performance.now() - started, timings, restored, saving: fresh !== null, python});
  if (fresh) {
    const saving = performance.now();
    saveSnapshot(fresh).then(
      () => say({type: 'snapshot-saved', ms: performance.now() - saving}),
      () => {},
    );
  }
  return {pyodide, run};
}

let session = null;
/**
 * Bytes of Python's WebAssembly memory, which grows and never shrinks: the
 * fuzz test reads it in the worker before and after hundreds of calls.
 */
self.hamaMemoryBytes = () => session?.pyodide._module.HEAP8.length ?? 0;

// Anything that escapes (Pyodide's own loading, say) still reaches the page as a failure.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  if (!session) say({type: 'failed', message: String(event.reason?.message ?? event.reason)});
});

self.onmessage = async ({data}) => {
  if (data.type === 'start') {
    try {
      session = await start(data);
    } catch (error) {
      say({type: 'failed', message: String(error?.message ?? error)});
    }
  } else if (data.type === 'tag') {
    const started = performance.now();
    try {
      const result = JSON.parse(session.run(data.text, data.maxWordLength));
      say({type: 'result', id: data.id, result, ms: performance.now() - started});
    } catch (error) {
      say({type: 'error', id: data.id, message: String(error?.message ?? error)});
    }
  }
};
