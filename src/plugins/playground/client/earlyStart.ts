/**
 * Starting hama before the page's scripts arrive. Python's start takes most
 * of a first visit's wait (about 2 s), and React hydrates the playground
 * some hundreds of ms after the HTML is parsed; so the playground's HTML
 * carries a line of script that creates the worker at once and keeps its
 * messages, and HamaRunner.start() adopts that worker when React is there.
 */
import {scriptCalling, type InlineScript} from '../../shared/inlineScript';
import {MAX_SHARED_TEXT_LENGTH, PENDING_ATTRIBUTE} from '../contract';
import type {StartRequest, WorkerEvent} from '../workerProtocol';

const EARLY = '__hamaEarlyWorker';

type EarlyWorker = {readonly url: string; readonly worker: Worker; readonly queue: WorkerEvent[]};

declare global {
  interface Window {
    [EARLY]?: EarlyWorker;
  }
}

/** The message that starts the worker (runtime/worker.mjs). */
export const startMessage = (wheel: string): StartRequest => ({type: 'start', wheel, useSnapshot: true});

/**
 * The playground page's inline script, placed right after its text box (theme/Playground), run as
 * the HTML is read. Before the page's scripts arrive it puts the address's `?text=` into the box and
 * marks the page (`pendingAttribute`), so that the stylesheet hides the default sentence's result
 * and shows the "분석 준비 중" note instead; then it creates the worker at `url` and starts it.
 * Self-contained: it runs as the text of a script (playgroundPageScript).
 */
function startBeforeScripts(maxLength: number, pendingAttribute: string, url: string, start: StartRequest, key: typeof EARLY): void {
  const box = document.currentScript?.previousElementSibling;
  const shared = new URLSearchParams(location.search).get('text');
  if (box instanceof HTMLTextAreaElement && shared !== null && shared.slice(0, maxLength) !== box.value) {
    box.value = shared.slice(0, maxLength);
    document.documentElement.setAttribute(pendingAttribute, '');
  }
  if (typeof WebAssembly !== 'object' || typeof Worker !== 'function') return;
  try {
    const worker = new Worker(url, {type: 'module', name: 'hama'});
    const queue: WorkerEvent[] = [];
    worker.onmessage = (event) => queue.push(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      queue.push({type: 'load-error', message: event.message || ''});
    };
    worker.postMessage(start);
    window[key] = {url, worker, queue};
  } catch {
    // Not started here: HamaRunner.start() starts it when React is there.
  }
}

/** The playground page's inline script (the plugin hands it to the page and declares it for the policy). */
export const playgroundPageScript = ({workerUrl, wheel}: {workerUrl: string; wheel: string}): InlineScript => ({
  name: 'playground: the address’s text and hama’s early start (client/earlyStart.ts)',
  source: scriptCalling(startBeforeScripts, MAX_SHARED_TEXT_LENGTH, PENDING_ATTRIBUTE, workerUrl, startMessage(wheel), EARLY),
});

/** The worker the HTML started for `url`, with the messages it has sent so far; once. */
export function takeEarlyWorker(url: string): {worker: Worker; queue: WorkerEvent[]} | null {
  const early = window[EARLY];
  delete window[EARLY];
  if (!early) return null;
  if (early.url === url) return early;
  early.worker.terminate();
  return null;
}
