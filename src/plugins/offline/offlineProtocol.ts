/**
 * What an edition's service worker (sw/offline.js) is told, typed once: the
 * list of files the build writes into it (listing.ts), and the messages
 * between it and a page (client/worker.ts). The page's side and the build are
 * TypeScript; the worker's JavaScript is checked against the same types
 * through JSDoc (sw/tsconfig.json). A page's request carries the scope of the
 * edition it is for; the worker answers on the MessagePort sent with it.
 */

/**
 * page: an HTML page (the blog's posts among them); search: the search index;
 * asset: scripts, styles, images (the search engine's code among them);
 * runtime: the playground's Pyodide and hama (and the examples' runner), kept only when the reader asks.
 */
export type Group = 'page' | 'search' | 'asset' | 'runtime';

export type OfflineFile = {
  /** Its address from the origin, base URL included; a page by its route (`/docs/dict`, not `/docs/dict.html`). */
  readonly url: string;
  /** The first 16 hex digits of its SHA-256: the worker checks what it fetched against it. */
  readonly revision: string;
  readonly size: number;
  readonly group: Group;
};

export type Choice = 'edition' | 'runtime';
export type GroupStatus = {files: number; bytes: number; keptFiles: number; keptBytes: number};
export type Status = {
  groups: Partial<Record<Group, GroupStatus>>;
  choices: Partial<Record<Choice, boolean>>;
};
export type Progress = {done: {files: number; bytes: number}; total: {files: number; bytes: number}};

/** What a page asks of its edition's worker. */
export type Request =
  /** The page loaded before the worker: keep its files from the HTTP cache (no answer). */
  {type: 'opened'; urls: string[]} | {type: 'status'} | {type: 'store'; what: Choice} | {type: 'remove'; what: Choice};

/** A request as sent: with the scope of the edition the page belongs to (`forEdition`). */
export type ToServiceWorker = Request & {scope: string};

/** The worker keeps another edition than the page's, or storing failed (`quota`: the browser's storage is full). */
export type Failed = {type: 'failed'; reason?: 'edition' | 'quota'; message: string};

/** While storing: after each file, what is done of the whole. */
export type ProgressReply = {type: 'progress'} & Progress;

/** The requests the worker answers, on the port sent with them (`opened` is posted without one). */
export type Question = Exclude<Request, {type: 'opened'}>;

/** The worker's last reply to each question, which the page's `ask` resolves with. */
export type Answer<R extends Question> =
  Failed | (R extends {type: 'status'} ? Status : R extends {type: 'store'} ? {type: 'stored'; ms: number} : {type: 'removed'});

/** Every message the worker sends on a request's port. */
export type FromServiceWorker = ProgressReply | Answer<Question>;
