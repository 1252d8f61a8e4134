import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {isSlowConnection} from '@site/src/utils/connection';
import type {PlaygroundData} from '../contract';

/**
 * A client module (index.ts, getClientModules): when the reader points at,
 * touches or focuses a link to the playground or a try-it box, the browser
 * starts fetching what hama's first start needs into its cache, so that the
 * playground starts sooner. Other pages fetch nothing until then; nothing on
 * 2g or with data saver on.
 */
const {runtimeUrl, runtimeFiles} = globalData.playground!.default as PlaygroundData;
const base = siteConfig.baseUrl.replace(/\/$/, '');

let warmed = false;

function showsIntent(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[data-try-it]')) return true;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  return link !== null && link.origin === window.location.origin && link.pathname === `${base}/playground`;
}

function warm(event: Event) {
  if (warmed || !showsIntent(event.target) || isSlowConnection()) return;
  warmed = true;
  for (const file of runtimeFiles) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = `${runtimeUrl}${file}`;
    document.head.append(link);
  }
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, warm, {capture: true, passive: true});
}
