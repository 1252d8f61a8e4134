// @ts-check
// The Cache Storage where the playground's worker keeps its memory snapshot, named once: the
// worker (worker.mjs) saves and restores it there, the offline service worker (sw/offline.js)
// removes it with the runtime, and the tests read it. It sits beside worker.mjs because the
// worker is served as it is and can import only files served with it.

/** Cache Storage name of the playground's memory snapshots (one per runtime folder). */
export const SNAPSHOT_CACHE = 'hama-playground-snapshot';
