/**
 * Starting hama before the page's scripts arrive. Python's start takes most
 * of a first visit's wait (about 2 s), and React hydrates the playground
 * some hundreds of ms after the HTML is parsed; so the playground's HTML
 * carries a line of script that creates the worker at once and keeps its
 * messages, and HamaRunner.start() adopts that worker when React is there.
 */
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

/** Inline script for the playground's HTML: creates the worker at `url` and starts it. */
export function earlyStartScript(url: string, wheel: string): string {
  return (
    `(function(){if(typeof WebAssembly!=='object'||typeof Worker!=='function')return;` +
    `try{var w=new Worker(${JSON.stringify(url)},{type:'module',name:'hama'}),q=[];` +
    `w.onmessage=function(e){q.push(e.data)};` +
    `w.onerror=function(e){e.preventDefault();q.push({type:'load-error',message:e.message||''})};` +
    `w.postMessage(${JSON.stringify(startMessage(wheel))});` +
    `window.${EARLY}={url:${JSON.stringify(url)},worker:w,queue:q}}catch(e){}})()`
  );
}

/** The worker the HTML started for `url`, with the messages it has sent so far; once. */
export function takeEarlyWorker(url: string): {worker: Worker; queue: WorkerEvent[]} | null {
  const early = window[EARLY];
  delete window[EARLY];
  if (!early) return null;
  if (early.url === url) return early;
  early.worker.terminate();
  return null;
}
