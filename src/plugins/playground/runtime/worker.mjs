// @ts-check
// The playground's Web Worker: Pyodide with hama, off the page's main thread.
// Served as is (not bundled) from a versioned folder beside Pyodide's files;
// client/hamaRunner.ts talks to it, in the messages of ../workerProtocol.ts,
// against which tsc checks this file (pyodide.d.mts types the loader).
//
// Most of a first start is CPython starting inside WebAssembly (about 2 s on
// a laptop core: Pyodide imports some 190 modules before our code runs), then
// hama loading its dictionary. So once hama is ready the worker saves a
// memory snapshot of it into the browser's Cache Storage (gzipped, about
// 9 MB), and the next start restores that instead (about 0.5 s). Snapshots
// are a private Pyodide API pinned to this exact build: the cache key holds
// this folder's hash, and any failure to restore falls back to the normal start.
import {loadPyodide} from './pyodide.mjs';
import {SNAPSHOT_CACHE} from './snapshotCache.mjs';

/** @typedef {import('../workerProtocol').FromWorker} FromWorker */
/** @typedef {import('../workerProtocol').ToWorker} ToWorker */
/** @typedef {import('../workerProtocol').StartRequest} StartRequest */
/** @typedef {import('../workerProtocol').StartTimings} StartTimings */

/** What the page and the benchmarks read in this worker's global scope (Playwright evaluates there). */
const exposed = /** @type {typeof globalThis & {hamaStart?: object, hamaMemoryBytes?: () => number}} */ (self);

const HERE = new URL('./', import.meta.url).href;
const SNAPSHOT_KEY = `${HERE}memory-snapshot.gz`;
/** @param {FromWorker} message */
const say = (message) => self.postMessage(message);

async function fetchBytes(name) {
  const response = await fetch(HERE + name);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Pyodide's two large files (the WebAssembly module and the standard library,
 * 12.1 MB before gzip). Pyodide would ask for them only after loading its
 * 1.2 MB script; here they are requested as the worker starts, and the
 * worker's fetch hands Pyodide those responses, so each file is fetched once
 * and sooner. The same wrapper tells the page how much has arrived and,
 * clearly and at once, when a file cannot be had (Pyodide would only log it
 * and wait).
 */
const LARGE_FILES = ['pyodide.asm.wasm', 'python_stdlib.zip'];
/** Settles once the large files have been read (for the progress shown; timings use arrivedAt). */
let downloaded = null;

/** When the last byte of the large files arrived, by the browser's resource timing (0 if not yet). */
const arrivedAt = () =>
  Math.max(
    ...LARGE_FILES.map(
      (name) => /** @type {PerformanceResourceTiming | undefined} */ (performance.getEntriesByName(HERE + name).at(-1))?.responseEnd ?? 0,
    ),
  );

function fetchLargeFiles() {
  const realFetch = self.fetch.bind(self);
  let loaded = 0;
  let reported = 0;
  const fetchChecked = async (url, init) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    const fail = (message) => {
      say({type: 'failed', message});
      return new Error(message);
    };
    const response = await realFetch(url, init).catch((error) => {
      throw fail(`${name}을(를) 내려받지 못했습니다 (${error.message})`);
    });
    if (!response.ok) throw fail(`${name}을(를) 내려받지 못했습니다 (HTTP ${response.status})`);
    return response;
  };
  /** Reads a copy to count its bytes: Pyodide gets the response itself, whose URL lets the browser reuse the compiled WebAssembly next time. */
  const count = async (response) => {
    const reader = response.clone().body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      loaded += chunk.value.length;
      if (loaded - reported > 256 * 1024) {
        reported = loaded;
        say({type: 'progress', stage: 'runtime', loadedBytes: loaded});
      }
    }
  };
  const early = new Map(LARGE_FILES.map((name) => [HERE + name, fetchChecked(HERE + name)]));
  for (const response of early.values()) response.catch(() => {}); // reported by fetchChecked
  downloaded = Promise.all([...early.values()].map((response) => response.then(count)));
  self.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = early.get(url);
    early.delete(url); // a response is read once; a second request goes to the network
    return response ?? fetchChecked(url, init);
  };
}

/** The saved snapshot of this runtime folder, still gzipped, or null. Older folders' snapshots are deleted. */
async function findSnapshot() {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) if (request.url !== SNAPSHOT_KEY) await cache.delete(request);
  return (await cache.match(SNAPSHOT_KEY)) ?? null;
}

async function unzipSnapshot(response) {
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

/** hama's wheel, the mmh3 shim and our modules (the tagger, the examples' runner): fetched while Python starts. */
const fetchPackageFiles = (wheel) =>
  Promise.all([fetchBytes(wheel), fetchBytes('mmh3.py'), fetchBytes('tagger.py'), fetchBytes('examples.py')]);

/** Puts those files into site-packages. */
async function install(pyodide, packageFiles) {
  const [wheelBytes, shim, tagger, examples] = await packageFiles;
  pyodide.unpackArchive(wheelBytes, 'wheel');
  const sitePackages = pyodide.runPython('import site; site.getsitepackages()[0]');
  pyodide.FS.writeFile(`${sitePackages}/mmh3.py`, shim);
  pyodide.FS.writeFile(`${sitePackages}/playground_tagger.py`, tagger);
  pyodide.FS.writeFile(`${sitePackages}/playground_examples.py`, examples);
}

/** @param {StartRequest} request */
async function start({wheel, useSnapshot}) {
  const started = performance.now();
  fetchLargeFiles();
  say({type: 'progress', stage: 'runtime', loadedBytes: 0});
  const packageFiles = fetchPackageFiles(wheel);
  packageFiles.catch(() => {}); // reported where it is awaited
  const snapshot = useSnapshot ? await findSnapshot().catch(() => null) : null;
  // (Unless Python is already past that step: the copy read for progress can lag behind.)
  downloaded.then(() => timings.download === undefined && say({type: 'progress', stage: snapshot ? 'restore' : 'python'}));

  // Where the time went, one step after another: first until the large files
  // had all arrived (the browser's own record; Python cannot start before).
  /** @type {{-readonly [step in keyof StartTimings]?: number}} */
  const timings = {};
  let last = started;
  const lap = (name) => {
    const now = performance.now();
    if (timings.download === undefined) {
      timings.download = arrivedAt() - started;
      last = Math.max(last, arrivedAt());
    }
    timings[name] = now - last;
    last = now;
  };

  let pyodide = null;
  if (snapshot) {
    try {
      // Unzipped while Pyodide fetches its files.
      pyodide = await loadPyodide({indexURL: HERE, _loadSnapshot: unzipSnapshot(snapshot), createPyodideModule: createModuleWithRoomFor});
      // The files too, so that anything hama imports later is there.
      await install(pyodide, packageFiles);
      lap('restore');
    } catch (error) {
      pyodide = null;
      await forgetSnapshot();
      say({type: 'snapshot-failed', message: String(error?.message ?? error)});
      last = performance.now(); // the files were there already: Python's start is what follows
    }
  }
  const restored = pyodide !== null;
  if (!pyodide) {
    pyodide = await loadPyodide({indexURL: HERE, _makeSnapshot: typeof caches !== 'undefined'});
    lap('python');
    say({type: 'progress', stage: 'package'});
    await install(pyodide, packageFiles);
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
  const python = String(pyodide.runPython('import sys; sys.version.split()[0]'));
  const startMs = performance.now() - started;
  // Read by the playground benchmark (Playwright evaluates in the worker), to the millisecond.
  exposed.hamaStart = {startMs, timings, restored};
  // Every path above ran lap(), which sets the download time first.
  say({type: 'ready', startMs, timings: /** @type {StartTimings} */ (timings), restored, saving: fresh !== null, python});
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
exposed.hamaMemoryBytes = () => session?.pyodide._module.HEAP8.length ?? 0;

// Anything that escapes (Pyodide's own loading, say) still reaches the page as a failure.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  if (!session) say({type: 'failed', message: String(event.reason?.message ?? event.reason)});
});

/** @param {MessageEvent<ToWorker>} event */
self.onmessage = async ({data}) => {
  if (data.type === 'start') {
    try {
      session = await start(data);
    } catch (error) {
      say({type: 'failed', message: String(error?.message ?? error)});
    }
  } else if (data.type === 'tag' || data.type === 'example') {
    const started = performance.now();
    try {
      const result = JSON.parse(data.type === 'tag' ? session.run(data.text, data.maxWordLength) : runExample(data.code, data.maxOutput));
      say({type: 'result', id: data.id, result, ms: performance.now() - started});
    } catch (error) {
      say({type: 'error', id: data.id, message: String(error?.message ?? error)});
    }
  }
};

/** A page's example, run as `python -c` would (examples.py); imported at the first one. */
function runExample(code, maxOutput) {
  session.runExample ??= session.pyodide.runPython('from playground_examples import run_example; run_example');
  return session.runExample(code, maxOutput);
}
