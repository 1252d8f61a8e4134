/**
 * The page's side of the messages sw/offline.js answers: what is kept, and
 * storing or removing the edition or the runtime.
 */
export type Choice = 'edition' | 'runtime';
export type GroupStatus = {files: number; bytes: number; keptFiles: number; keptBytes: number};
export type Status = {
  groups: Partial<Record<'page' | 'search' | 'asset' | 'runtime', GroupStatus>>;
  choices: Partial<Record<Choice, boolean>>;
};
export type Progress = {done: {files: number; bytes: number}; total: {files: number; bytes: number}};
type Reply = {type: 'progress'} & Progress;

/** Whether this browser can keep the site (no worker on the dev server, in some private windows, or where blocked). */
export const canWorkOffline = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator && 'caches' in window;

/** Sends `message` to the edition's active worker; progress replies go to `onProgress`, the last reply resolves. */
export async function ask<T>(message: object, onProgress?: (progress: Progress) => void): Promise<T> {
  const {active} = await navigator.serviceWorker.ready;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({data}: MessageEvent<Reply | T>) => {
      if ((data as Reply).type === 'progress') onProgress?.(data as Reply);
      else resolve(data as T);
    };
    active!.postMessage(message, [channel.port2]);
  });
}
