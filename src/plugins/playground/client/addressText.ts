/**
 * The playground page's inline script: the address's `?text=` in the text box
 * before the page's scripts arrive.
 *
 * It used to start hama's worker too, before React; measured beside starting
 * it from React (issue #51, benchmarks/first-view/variants.md), the early
 * start made the page hydrate 0.17–0.8 s later, and Python ready no sooner on
 * a fast link and about 1 s of 44 sooner on a slow one: the runtime's download
 * shared the bandwidth and the cores the page's own scripts needed. hama now
 * starts once the page has hydrated (theme/Playground: HamaRunner.start() in
 * an effect).
 */
import {scriptCalling, type InlineScript} from '../../shared/inlineScript';
import {MAX_SHARED_TEXT_LENGTH, PENDING_ATTRIBUTE} from '../contract';

/**
 * Placed right after the text box (theme/Playground), run as the HTML is read: puts the address's
 * `?text=` into the box and marks the page (`pendingAttribute`), so that the stylesheet hides the
 * default sentence's result and shows the "분석 준비 중" note instead. Self-contained: it runs as the
 * text of a script (playgroundPageScript).
 */
function showAddressText(maxLength: number, pendingAttribute: string): void {
  const box = document.currentScript?.previousElementSibling;
  const shared = new URLSearchParams(location.search).get('text');
  if (box instanceof HTMLTextAreaElement && shared !== null && shared.slice(0, maxLength) !== box.value) {
    box.value = shared.slice(0, maxLength);
    document.documentElement.setAttribute(pendingAttribute, '');
  }
}

/** The playground page's inline script (the plugin hands it to the page and declares it for the policy). */
export const playgroundPageScript = (): InlineScript => ({
  name: 'playground: the address’s text before the scripts (client/addressText.ts)',
  source: scriptCalling(showAddressText, MAX_SHARED_TEXT_LENGTH, PENDING_ATTRIBUTE),
});
