// @ts-check
// The self-removing worker of a build made with OFFLINE=off (the offline
// plugin copies it to sw.js; README.md, "오프라인 끄기"). A browser that kept
// the site's worker fetches this as its update, on a reader's next page load
// or an open tab's next move to another page. Checked by tsc (sw/tsconfig.json).
//
// As it installs, it deletes what its edition's previous worker kept and asks to be
// unregistered: the browser drops the registration once no tab uses it, and
// no page of the site gets a worker again. Installing is enough, as
// activating is not: the previous worker may still be busy with an event of
// an open tab, and the browser would keep this one waiting behind it.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Its own edition's caches (the names of cacheNames.js, which this file, copied as it is, cannot
      // import): another deployment on the same origin keeps its own.
      const scope = sw.registration.scope;
      const path = new URL(scope).pathname;
      const ours = [`hama-offline ${path}`, `hama-offline-choices ${path}`, `workbox-precache-v2-${scope}`];
      const names = await caches.keys();
      await Promise.all(names.filter((name) => ours.includes(name)).map((name) => caches.delete(name)));
      // Not awaited: the browser runs it once this install is over (awaited here, each would wait for the other).
      void sw.registration.unregister();
      await sw.skipWaiting();
    })(),
  );
});

// If it does take over, the pages it took over load again from the network, with no worker.
sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await sw.clients.claim();
      const pages = await sw.clients.matchAll({type: 'window'});
      await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => undefined)));
    })(),
  );
});
