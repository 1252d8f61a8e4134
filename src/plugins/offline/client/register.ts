import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {translate} from '@docusaurus/Translate';
import {ask, canWorkOffline, type Status} from './worker';
import './offline.css';

/**
 * Registers the edition's service worker (sw/offline.js) once the page has
 * loaded, so nothing of it weighs on the first view; says when the site is
 * offline; and, when a new build is ready, asks a reader with stored copies
 * to reload instead of switching their files under them. Plain DOM: this
 * runs on every page, and React would add weight for two small boxes.
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

function updatePrompt(reload: () => void) {
  const box = document.createElement('div');
  box.className = 'hama-update-prompt';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = translate({id: 'offline.update', message: '새 버전이 있습니다. 새로 고치면 저장된 사본도 새 버전으로 바뀝니다.'});
  const reloadButton = document.createElement('button');
  reloadButton.type = 'button';
  reloadButton.className = 'button button--primary button--sm';
  reloadButton.textContent = translate({id: 'offline.reload', message: '새로 고침'});
  reloadButton.onclick = reload;
  const laterButton = document.createElement('button');
  laterButton.type = 'button';
  laterButton.className = 'button button--secondary button--sm';
  laterButton.textContent = translate({id: 'offline.later', message: '나중에'});
  laterButton.onclick = () => box.remove();
  box.append(text, reloadButton, laterButton);
  document.body.append(box);
}

/** A new build's worker has installed: a reader with nothing stored just gets it; one with stored copies is asked. */
async function offerUpdate(registration: ServiceWorkerRegistration) {
  const waiting = registration.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return;
  const {choices} = await ask<Status>({type: 'status'});
  const activate = () => waiting.postMessage({type: 'SKIP_WAITING'});
  if (!choices.edition && !choices.runtime) return activate();
  updatePrompt(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    activate();
  });
}

async function register() {
  // Not through the HTTP cache: GitHub Pages lets browsers keep files for 10 minutes, and the
  // worker's chunk (sw/offline.js, with the build's file list) keeps its name from build to build.
  const registration = await navigator.serviceWorker.register(workerUrl, {scope: baseUrl, updateViaCache: 'none'});
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offerUpdate(registration));
  });
  await offerUpdate(registration);
  // This page loaded before its worker: the worker keeps its files from the browser's cache.
  const urls = [window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  (await navigator.serviceWorker.ready).active?.postMessage({type: 'opened', urls});
}

if (typeof window !== 'undefined') {
  const start = () => {
    offlineIndicator();
    // Offline, the worker already registered is serving; checking it for updates would only fail.
    if (canWorkOffline() && navigator.onLine)
      register().catch((error) => console.warn('The offline service worker could not start:', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}
