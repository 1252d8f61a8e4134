// @ts-check
// The service worker's own part (issue #26), run by @docusaurus/plugin-pwa's
// sw.js as its `swCustom` module. Plain JavaScript, which the plugin compiles
// with Babel; checked by tsc against a service worker's types and the page's
// messages (sw/tsconfig.json, ../offlineProtocol.ts).
//
// One worker per edition (scope: the edition's base URL). It keeps:
// - what the reader opened, as they open it (a first visit downloads nothing
//   more: the opened page's files come from the browser's HTTP cache);
// - the whole edition, or the playground's runtime, when the reader asks
//   (the /offline page, through messages below).
// Each file is kept under its revision (listing.ts) and only if its bytes are
// that revision's: a build's files never mix with another's. A new build's
// worker fetches the new files of what is stored while it installs, and the
// old one keeps serving until the reader reloads; if that fails, the new
// worker is dropped and the old one stays.
//
// Online, pages and unversioned files still come from the network first, so
// readers see what GitHub Pages serves now; files whose address carries a
// hash come from the cache first.

import {choicesName, storeName} from '../cacheNames';
import {decodedPath} from '../../../utils/decodedPath';
import {SNAPSHOT_CACHE} from '../../playground/runtime/snapshotCache.mjs';

/** @typedef {import('../offlineProtocol').OfflineFile} OfflineFile */
/** @typedef {import('../offlineProtocol').Choice} Choice */
/** @typedef {import('../offlineProtocol').Progress} Progress */
/** @typedef {import('../offlineProtocol').Status} Status */
/** @typedef {import('../offlineProtocol').ToServiceWorker} ToServiceWorker */
/** @typedef {import('../offlineProtocol').FromServiceWorker} FromServiceWorker */

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Written in at build time (offline plugin, injectListing): [{url, revision, size, group}]. */
const FILES = self.__HAMA_OFFLINE_FILES;
const BY_URL = new Map(FILES.map((file) => [file.url, file]));
const SCOPE = new URL(sw.registration.scope).pathname;
const STORE = storeName(SCOPE);
/** Which choices the reader made ({edition, runtime}), kept apart from the files. */
const CHOICES = choicesName(SCOPE);
const CHOICES_KEY = `${SCOPE}offline-choices.json`;
/** The folders of the runtime group's files: the playground worker saves its snapshot in its own (runtime/worker.mjs). */
const RUNTIME_FOLDERS = new Set(FILES.filter((file) => file.group === 'runtime').map((file) => file.url.replace(/[^/]*$/, '')));
const PARALLEL_DOWNLOADS = 4;
/**
 * How long a network that hangs (rather than fails) may keep a reader from a
 * kept copy: after this, the copy is served and the network's answer, if it
 * comes, only refreshes the kept one.
 */
const NETWORK_PATIENCE_MS = 3000;

/** The network's answer to `request`, or the kept copy of `file` if the network has not answered within NETWORK_PATIENCE_MS. */
async function networkOrKeptIfSlow(event, file) {
  const network = fetch(event.request);
  // What the network answers is kept (as the reader opened it), even after the kept copy was served.
  event.waitUntil(network.then((response) => keepOpened(file, response.clone())).catch(() => {}));
  const copy = await kept(file);
  if (!copy) return network;
  let timer;
  const slow = new Promise((resolve) => (timer = setTimeout(() => resolve(copy), NETWORK_PATIENCE_MS)));
  try {
    return await Promise.race([network, slow]);
  } finally {
    clearTimeout(timer);
  }
}

const inGroups = (what) => (file) => (what === 'runtime' ? file.group === 'runtime' : file.group !== 'runtime');
const keyOf = (file) => `${self.location.origin}${file.url}?revision=${file.revision}`;
/** Files whose address names their content (a hash in the name or folder) never change. */
const isImmutable = (file) => /\/assets\/|\/playground-runtime\//.test(file.url);

/** The listed file a request's path stands for: /x/, /x/index.html and /x.html are the page /x, as on GitHub Pages. */
function fileFor(pathname) {
  const page = pathname.replace(/index\.html$/, '').replace(/\.html$/, '');
  return BY_URL.get(pathname) ?? BY_URL.get(page) ?? BY_URL.get(page.endsWith('/') ? page.slice(0, -1) : `${page}/`);
}

async function revisionOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The browser's storage for this site is full: the page says so in the reader's language. */
const QUOTA = 'quota';

/**
 * Keeps a response under its file's revision, if its bytes are this build's; says whether it did.
 * Once `signal` is aborted it keeps nothing and throws its reason.
 */
async function keep(file, response, signal) {
  const bytes = await response.arrayBuffer();
  if ((await revisionOf(bytes)) !== file.revision) return false;
  const cache = await caches.open(STORE);
  signal?.throwIfAborted();
  try {
    await cache.put(keyOf(file), new Response(bytes, {headers: response.headers}));
  } catch (error) {
    throw error?.name === 'QuotaExceededError' ? Object.assign(new Error(QUOTA), {reason: QUOTA}) : error;
  }
  return true;
}

const kept = async (file) => (file ? caches.match(keyOf(file), {cacheName: STORE}) : undefined);

/**
 * Keeps a file the reader opened, unless it is kept already (the same
 * revision, so the same bytes) or is part of the runtime, which is 15 MB and
 * kept only when the reader chooses it.
 */
async function keepOpened(file, response) {
  // A newer worker is on its way (a new build's, or the kill switch's, which deletes all this): keep nothing more.
  if (sw.registration.installing || sw.registration.waiting) return;
  if (file.group === 'runtime' || (await kept(file))) return;
  const opened = await response;
  if (opened.ok) await keep(file, opened);
}

/** The cache keys of every file kept, of any build. */
const keptKeys = async () => new Set((await (await caches.open(STORE)).keys()).map((request) => request.url));

/** Deletes the kept files whose key `drop` picks. */
async function deleteKept(drop) {
  const cache = await caches.open(STORE);
  await Promise.all((await cache.keys()).filter((request) => drop(request.url)).map((request) => cache.delete(request)));
}

async function readChoices() {
  const response = await caches.match(CHOICES_KEY, {cacheName: CHOICES});
  return response ? response.json() : {};
}

async function writeChoices(choices) {
  const cache = await caches.open(CHOICES);
  await cache.put(CHOICES_KEY, new Response(JSON.stringify(choices), {headers: {'content-type': 'application/json'}}));
}

/**
 * Fetches and keeps every file of `what` ('edition' or 'runtime') not kept
 * yet, a few at a time, telling `report` each time a file arrives.
 */
/**
 * @param {Choice} what
 * @param {(progress: Progress) => void} [report]
 */
async function store(what, report = () => {}) {
  const files = FILES.filter(inGroups(what));
  const keys = await keptKeys();
  const missing = files.filter((file) => !keys.has(keyOf(file)));
  const total = {files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0)};
  const done = {files: total.files - missing.length, bytes: total.bytes - missing.reduce((sum, file) => sum + file.size, 0)};
  report({done, total});
  const queue = [...missing];
  // One failure stops every download (a full disk would fail each next file too): the files
  // still on their way are abandoned, so nothing more is kept once the page has been told.
  const stop = new AbortController();
  const download = async () => {
    for (let file = queue.shift(); file && !stop.signal.aborted; file = queue.shift()) {
      // A page or another unversioned file is revalidated: GitHub Pages lets browsers reuse it for 10 minutes.
      const response = await fetch(file.url, {cache: isImmutable(file) ? 'default' : 'no-cache', signal: stop.signal});
      if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
      if (!(await keep(file, response, stop.signal)))
        throw new Error(`${file.url}: the site has changed since this page was loaded (a new version)`);
      if (stop.signal.aborted) return;
      done.files += 1;
      done.bytes += file.size;
      report({done, total});
    }
  };
  const downloads = Array.from({length: PARALLEL_DOWNLOADS}, () =>
    download().catch((error) => {
      if (!stop.signal.aborted) stop.abort(error);
      throw error;
    }),
  );
  // The first failure is the answer, given once every download has stopped.
  if ((await Promise.allSettled(downloads)).some(({status}) => status === 'rejected')) throw stop.signal.reason;
  await writeChoices({...(await readChoices()), [what]: true});
}

async function remove(what) {
  const removed = new Set(FILES.filter(inGroups(what)).map(keyOf));
  await deleteKept((key) => removed.has(key));
  if (what === 'runtime') {
    const snapshots = await caches.open(SNAPSHOT_CACHE);
    const ours = (await snapshots.keys()).filter((request) => RUNTIME_FOLDERS.has(new URL(request.url).pathname.replace(/[^/]*$/, '')));
    await Promise.all(ours.map((request) => snapshots.delete(request)));
  }
  const choices = await readChoices();
  delete choices[what];
  await writeChoices(choices);
}

/** Per group: how many files and bytes the edition has, and how many are kept. */
async function status() {
  const keys = await keptKeys();
  const groups = {};
  for (const file of FILES) {
    const group = (groups[file.group] ??= {files: 0, bytes: 0, keptFiles: 0, keptBytes: 0});
    group.files += 1;
    group.bytes += file.size;
    if (keys.has(keyOf(file))) {
      group.keptFiles += 1;
      group.keptBytes += file.size;
    }
  }
  return {groups, choices: await readChoices()};
}

// The page the reader sees for a page not kept while offline: no script, in the edition's language.
const OFFLINE_TEXT = {
  ko: {
    lang: 'ko',
    title: '오프라인 상태입니다',
    body: '네트워크에 연결되어 있지 않고, 이 페이지는 이 기기에 저장되어 있지 않습니다.',
    hint: '연결되면 다시 시도해 주세요. 가이드 전체를 미리 저장해 두면 오프라인에서도 모든 페이지를 열 수 있습니다.',
    retry: '다시 시도',
    home: '홈으로',
    save: '오프라인 저장 관리',
  },
  en: {
    lang: 'en',
    title: 'You are offline',
    body: 'There is no network connection, and this page is not saved on this device.',
    hint: 'Try again once you are connected. Save the whole guide beforehand to open every page offline.',
    retry: 'Try again',
    home: 'Home',
    save: 'Manage offline copies',
  },
};

const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function offlinePage(url, lang) {
  const text = OFFLINE_TEXT[lang] ?? OFFLINE_TEXT.ko;
  const html = `<!doctype html><html lang="${text.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text.title} · hama</title><style>
body{font:16px/1.6 system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#fff;color:#1c1e21;word-break:keep-all}
main{max-width:34rem;padding:2rem}h1{font-size:1.6rem;margin:0 0 1rem}a{color:#5b4fa0;font-weight:600;margin-right:1.2rem}code{word-break:break-all}
@media (prefers-color-scheme:dark){body{background:#1b1b1d;color:#e3e3e3}a{color:#b3a9ec}}
</style></head><body><main><h1>${text.title}</h1><p>${text.body}</p><p><code>${escapeHtml(decodedPath(url.pathname))}</code></p><p>${text.hint}</p>
<p><a href="${escapeHtml(url.href)}">${text.retry}</a><a href="${SCOPE}">${text.home}</a><a href="${SCOPE}offline">${text.save}</a></p></main></body></html>`;
  return new Response(html, {status: 503, headers: {'content-type': 'text/html; charset=utf-8'}});
}

/** A page: the network first; offline, the kept copy, the kept not-found page for an unknown address, or the offline page. */
async function navigate(event, url, file, lang, ownLang) {
  try {
    if (file) return await networkOrKeptIfSlow(event, file);
    return await fetch(event.request);
  } catch {
    const copy = await kept(file);
    if (copy) return copy;
    // An address of this edition that no page has: its not-found page, as GitHub Pages would answer.
    const notFound = !file && lang === ownLang && (await kept(BY_URL.get(`${SCOPE}404.html`)));
    if (notFound) return new Response(notFound.body, {status: 404, headers: notFound.headers});
    return offlinePage(url, lang);
  }
}

/** Any other listed file: from the cache first when its address names its content, else from the network first. */
async function subresource(event, file) {
  if (isImmutable(file)) {
    const copy = await kept(file);
    if (copy) return copy;
  }
  try {
    return await networkOrKeptIfSlow(event, file);
  } catch (error) {
    const copy = await kept(file);
    if (copy) return copy;
    throw error;
  }
}

/** @param {{lang: string, otherLang?: string}} params plugin-pwa's swCustom parameters, from the worker's address (client/register.ts). */
export default function offline(params) {
  const lang = params.lang;

  sw.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== self.location.origin) return;
    const file = fileFor(url.pathname);
    if (request.mode === 'navigate') {
      // The default edition's worker also sees the other edition's pages until that one's worker registers.
      const pageLang = params.otherLang && url.pathname.startsWith(`${SCOPE}${params.otherLang}/`) ? params.otherLang : lang;
      event.respondWith(navigate(event, url, file, pageLang, lang));
    } else if (file) {
      event.respondWith(subresource(event, file));
    }
  });

  sw.addEventListener('install', (event) => {
    // A new build: fetch the new files of what the reader stored before this
    // worker takes over; if that fails, this worker is dropped, the old one stays.
    event.waitUntil(
      (async () => {
        const choices = await readChoices();
        for (const what of /** @type {Choice[]} */ (['edition', 'runtime'])) if (choices[what]) await store(what);
      })(),
    );
  });

  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Files of older builds go; the current build's stay, whether stored or opened.
        const current = new Set(FILES.map(keyOf));
        await deleteKept((key) => !current.has(key));
        await sw.clients.claim();
      })(),
    );
  });

  sw.addEventListener('message', (event) => {
    // Anything else posted here has no scope of this worker's, and is refused below.
    const message = /** @type {ToServiceWorker} */ (event.data ?? {});
    const port = event.ports[0];
    /** @param {FromServiceWorker} answer */
    const reply = (answer) => port?.postMessage(answer);
    // A page of another edition (client/worker.ts names its own): this worker keeps only its own.
    if (message.scope !== sw.registration.scope) {
      reply({type: 'failed', reason: 'edition', message: `this worker keeps ${sw.registration.scope}, not ${message.scope}`});
      return;
    }
    if (message.type === 'opened') {
      // The page that registered this worker loaded before it: keep its files from the HTTP cache, without downloading again.
      const files = new Set(message.urls.map((address) => fileFor(new URL(address).pathname)).filter(Boolean));
      event.waitUntil(Promise.all([...files].map((file) => keepOpened(file, fetch(file.url, {cache: 'force-cache'})))).catch(() => {}));
    } else if (message.type === 'status') {
      event.waitUntil(status().then(reply));
    } else if (message.type === 'store') {
      const started = Date.now();
      event.waitUntil(
        store(message.what, (progress) => reply({type: 'progress', ...progress})).then(
          () => reply({type: 'stored', ms: Date.now() - started}),
          (error) => reply({type: 'failed', reason: error.reason, message: String(error.message ?? error)}),
        ),
      );
    } else if (message.type === 'remove') {
      event.waitUntil(remove(message.what).then(() => reply({type: 'removed'})));
    }
  });
}
