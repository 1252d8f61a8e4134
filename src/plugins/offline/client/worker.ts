import siteConfig from '@generated/docusaurus.config';
import type {Answer, FromServiceWorker, Progress, Question, Request, ToServiceWorker} from '../offlineProtocol';

/**
 * The page's side of the messages sw/offline.js answers (offlineProtocol.ts):
 * what is kept, and storing or removing the edition or the runtime.
 */
export type {Choice, GroupStatus, Progress, Status} from '../offlineProtocol';

/** This edition's worker's scope: the page's own edition, whichever worker the browser found first. */
const editionScope = () => new URL(siteConfig.baseUrl, window.location.origin).href;

/**
 * This edition's active worker, once there is one: not `navigator.serviceWorker.ready`, which
 * resolves with whichever registration matched the page first (the Korean worker, scope /, also
 * matches /en/offline until the English one is registered).
 */
export async function editionWorker(): Promise<ServiceWorker> {
  for (;;) {
    const registration = (await navigator.serviceWorker.getRegistrations()).find(({scope}) => scope === editionScope());
    if (registration?.active) return registration.active;
    await new Promise((resolve) => window.setTimeout(resolve, 100));
  }
}

/** A message for this edition's worker, which refuses one that names another edition (sw/offline.js). */
export const forEdition = (message: Request): ToServiceWorker => ({...message, scope: editionScope()});

/** Whether this browser can keep the site (no worker on the dev server, in some private windows, or where blocked). */
export const canWorkOffline = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator && 'caches' in window;

/** The worker did not answer in time: none is running (blocked, or it failed to start), or it hangs. */
export class NoAnswer extends Error {}

/** How long the worker has to answer, or to report progress while it downloads. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * Sends `message` to the edition's active worker; progress replies go to
 * `onProgress`, the last reply resolves. Rejects with NoAnswer when no worker
 * becomes ready, or it says nothing, for ANSWER_WITHIN_MS (each progress
 * report restarts the wait): the page says so rather than wait forever.
 */
export function ask<R extends Question>(message: R, onProgress?: (progress: Progress) => void): Promise<Answer<R>> {
  return new Promise((resolve, reject) => {
    let timer = 0;
    const channel = new MessageChannel();
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        channel.port1.close();
        reject(new NoAnswer());
      }, ANSWER_WITHIN_MS);
    };
    wait();
    channel.port1.onmessage = ({data}: MessageEvent<FromServiceWorker>) => {
      if ('type' in data && data.type === 'progress') {
        wait();
        onProgress?.(data);
      } else {
        window.clearTimeout(timer);
        // Downloads already under way when storing failed may still report: the answer is given.
        channel.port1.close();
        // The worker answers each request with its own kind of reply (sw/offline.js, checked against these types).
        resolve(data as Answer<R>);
      }
    };
    void editionWorker().then((worker) => worker.postMessage(forEdition(message), [channel.port2]));
  });
}
