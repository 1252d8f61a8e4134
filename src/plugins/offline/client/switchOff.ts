/**
 * The page's side of the kill switch (offline plugin, OFFLINE=off): a
 * returning reader's browser may still have the site's worker and its
 * copies. Once the page has loaded, this removes both: the registration
 * of each of this site's editions and the caches each one made (cacheNames.js). What the
 * worker itself does on its update is in sw/switchedOff.js.
 */
import i18n from '@generated/i18n';
import {isEditionCache} from '../cacheNames';

async function switchOff() {
  // This site's editions, by their scopes exactly (/ and /en/, or /hama/ and /hama/en/): another
  // deployment on the same origin, even one below a root site's scope, keeps its worker and copies.
  const scopes = Object.values(i18n.localeConfigs).map(({baseUrl}) => new URL(baseUrl, window.location.origin).href);
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter(({scope}) => scopes.includes(scope)).map((registration) => registration.unregister()));
  const names = await caches.keys();
  await Promise.all(names.filter((name) => scopes.some((scope) => isEditionCache(name, scope))).map((name) => caches.delete(name)));
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window) {
  const start = () => switchOff().catch((error) => console.warn('The offline service worker could not be removed:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}
