/**
 * The messages between a page and the playground's worker, in one place for
 * both sides: client/hamaRunner.ts sends ToWorker and reads FromWorker;
 * runtime/worker.mjs, plain JavaScript served as it is, is type-checked
 * against the same types through JSDoc (`// @ts-check`).
 */

/** Steps of a start: a first one runs runtime → python → package → dictionary, a later one runtime → restore. */
export type Stage = 'runtime' | 'restore' | 'python' | 'package' | 'dictionary';

/** Where a start's time went, in ms, one step after another (worker.mjs measures it). */
export type StartTimings = {
  /** Until Pyodide's large files had all arrived (from the network or the browser's cache). */
  readonly download: number;
  /** A first start, after that: Python starting, hama's files installed, `import hama`, `hama.init()`. */
  readonly python?: number;
  readonly package?: number;
  readonly import?: number;
  readonly init?: number;
  /** A later start, after that: restoring the saved snapshot. */
  readonly restore?: number;
};

export type StartRequest = {readonly type: 'start'; readonly wheel: string; readonly useSnapshot: boolean};

/** A call the worker answers with `result` or `error` under the same id, one at a time. */
export type CallRequest =
  | {readonly type: 'tag'; readonly text: string; readonly maxWordLength: number}
  | {readonly type: 'example'; readonly code: string; readonly maxOutput: number};

export type ToWorker = StartRequest | (CallRequest & {readonly id: number});

export type FromWorker =
  | {readonly type: 'progress'; readonly stage: Stage; readonly loadedBytes?: number}
  | {readonly type: 'failed'; readonly message: string}
  /** A saved snapshot could not be restored; hama then starts normally. */
  | {readonly type: 'snapshot-failed'; readonly message: string}
  | {readonly type: 'snapshot-saved'; readonly ms: number}
  | {
      readonly type: 'ready';
      readonly startMs: number;
      readonly timings: StartTimings;
      readonly restored: boolean;
      /** A snapshot for the next start is being saved. */
      readonly saving: boolean;
      readonly python: string;
    }
  | {readonly type: 'result'; readonly id: number; readonly result: unknown; readonly ms: number}
  | {readonly type: 'error'; readonly id: number; readonly message: string};
