/**
 * The page's side of the kill switch (offline plugin, OFFLINE=off): a
 * returning reader's browser may still have the site's worker and its
 * copies. Once the page has loaded, this removes both: every registration
 * of this site (both editions) and every cache the worker kept. What the
 * worker itself does on its update is in sw/switchedOff.js.
 */
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';

async function switchOff() {
  // The site's root, above both editions' scopes (/ and /en/, or /hama/ and /hama/en/).
  const {baseUrl} = siteConfig;
  const edition = i18n.currentLocale === i18n.defaultLocale ? '' : `${i18n.currentLocale}/`;
  const siteRoot = new URL(baseUrl.endsWith(edition) ? baseUrl.slice(0, baseUrl.length - edition.length) : baseUrl, window.location.origin)
    .href;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations.filter((registration) => registration.scope.startsWith(siteRoot)).map((registration) => registration.unregister()),
  );
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('hama-offline')).map((name) => caches.delete(name)));
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window) {
  const start = () => switchOff().catch((error) => console.warn('The offline service worker could not be removed:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}
