import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {translate} from '@docusaurus/Translate';
import {markReplacedByNewerBuild} from '@site/src/utils/newerBuild';
import {canWorkOffline, editionWorker, forEdition} from './worker';
import './offline.css';

/**
 * Registers the edition's service worker (sw/offline.js) and links the web
 * app manifest once the page has loaded and the main thread is idle, so
 * neither weighs on the first view, and says when the site is offline;
 * updatePrompt.ts handles a new build. Plain DOM: this runs on
 * every page, and React would add weight for a small box.
 */
const {baseUrl} = siteConfig;
const otherLang = i18n.locales.find((locale) => locale !== i18n.currentLocale);
// plugin-pwa's sw.js reads its settings from the address; offline mode (its own precaching) stays off.
const params = {offlineMode: false, debug: false, lang: i18n.currentLocale, otherLang};
const workerUrl = `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify(params))}`;

/** A small box while the network is gone; only in the page while it is needed, so it is announced when it appears. */
function offlineIndicator() {
  let badge: HTMLElement | null = null;
  const update = () => {
    if (navigator.onLine) {
      badge?.remove();
      badge = null;
    } else if (!badge) {
      badge = document.createElement('div');
      badge.className = 'hama-offline-badge';
      badge.setAttribute('role', 'status');
      badge.textContent = translate({id: 'offline.indicator', message: '오프라인: 저장된 페이지만 열립니다'});
      document.body.append(badge);
    }
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

/**
 * The web app manifest (offline plugin), linked only now: linked in the HTML,
 * Chromium fetched it and a 9 KB icon beside the stylesheet on every first
 * view, and Lighthouse's simulated LCP grew by 150-300 ms. Browsers read a
 * manifest linked later just the same when offering to install the site.
 */
function linkManifest() {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${baseUrl}manifest.webmanifest`;
  document.head.append(link);
}

/**
 * A newer build's worker taking this tab over, not the first worker of a first visit: another tab
 * accepted the update, or it came by itself. The tab's next page then loads whole, from the newer
 * build (newerBuild.ts), and a reader with stored copies is told (updatePrompt.ts); the prompt's
 * code was loaded when the update was found, so this works offline too.
 */
function followNewerWorker() {
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) {
      markReplacedByNewerBuild();
      import('./updatePrompt').then(({tellReplaced}) => tellReplaced()).catch(() => undefined);
    }
    controlled = true;
  });
}

/** After the first page the reader moves to, at most one check a minute: each asks GitHub Pages for sw.js again. */
const CHECK_EVERY_MS = 60_000;
let lastCheck = 0;

async function register() {
  // Read before registering: a first visit's new worker takes control of the page as it activates.
  const loadedWithoutWorker = !navigator.serviceWorker.controller;
  // Not through the HTTP cache: GitHub Pages lets browsers keep files for 10 minutes, and the
  // worker's chunk (sw/offline.js, with the build's file list) keeps its name from build to build.
  const registration = await navigator.serviceWorker.register(workerUrl, {scope: baseUrl, updateViaCache: 'none'});
  // A new build's worker has installed. Only then is the prompt's code loaded: from the
  // stored copies for a reader who has stored (the only one it asks), so even after the deploy.
  const offerUpdate = () =>
    registration.waiting &&
    navigator.serviceWorker.controller &&
    import('./updatePrompt').then(({offerUpdate}) => offerUpdate(registration));
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offerUpdate());
  });
  await offerUpdate();
  // A page that loaded before its worker (a first visit): the worker keeps its files from the
  // browser's cache. A page the worker controls has had its files kept as they arrived.
  if (loadedWithoutWorker) {
    const urls = [window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
    (await editionWorker()).postMessage(forEdition({type: 'opened', urls}));
  }
}

/**
 * A tab kept open for days sees a new deploy's worker (a new build's, or the
 * kill switch's, sw/switchedOff.js) when the reader moves to another page,
 * not only on their next full load: browsers check by themselves only then.
 */
export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation || !canWorkOffline() || !navigator.onLine || Date.now() - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = Date.now();
  // The browser's registration, made on this load or an earlier one.
  void navigator.serviceWorker
    .getRegistration(baseUrl)
    .then((registration) => registration?.update())
    .catch(() => undefined);
}

if (typeof window !== 'undefined') {
  const start = () => {
    offlineIndicator();
    linkManifest();
    if (canWorkOffline()) followNewerWorker();
    // Offline, the worker already registered is serving; checking it for updates would only fail.
    if (canWorkOffline() && navigator.onLine)
      register().catch((error) => console.warn('The offline service worker could not start:', error));
  };
  // After the load event and once the main thread is idle: the worker's start-up
  // and its first fetches then never compete with hydration (Lighthouse's TBT).
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, {timeout: 5000}) : window.setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}
