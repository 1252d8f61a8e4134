// The names of the caches this site's service worker makes for an edition, in one place: the
// worker (sw/offline.js) names its caches with them, and the kill switch (client/switchOff.ts)
// deletes exactly these, for this site's editions only: another deployment on the same origin
// (a *.github.io host serves many) keeps its own. Plain JavaScript: the worker is compiled by
// plugin-pwa's Babel, outside the site's TypeScript. (sw/switchedOff.js, copied as it is, cannot
// import it and repeats these three names.)

/** The edition's kept files, by scope path (`/`, `/en/`, `/hama/en/`). */
export const storeName = (scopePath) => `hama-offline ${scopePath}`;

/** The reader's choices (edition, runtime), apart from the files. */
export const choicesName = (scopePath) => `hama-offline-choices ${scopePath}`;

/** Workbox's precache of plugin-pwa's sw.js, named by the registration's scope URL. */
export const precacheName = (scopeUrl) => `workbox-precache-v2-${scopeUrl}`;

/** Whether `name` is one of the caches of the edition whose scope URL is `scopeUrl`. */
export function isEditionCache(name, scopeUrl) {
  const scopePath = new URL(scopeUrl).pathname;
  return name === storeName(scopePath) || name === choicesName(scopePath) || name === precacheName(scopeUrl);
}
