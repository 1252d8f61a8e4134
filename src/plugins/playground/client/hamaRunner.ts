import * as messages from './messages';
import {goneFromServer} from '@site/src/utils/newerBuild';
import {MAX_EXAMPLE_OUTPUT, type ExampleResult, type TagResult} from '../contract';
import type {CallRequest, FromWorker, Stage, StartRequest, StartTimings, ToWorker} from '../workerProtocol';

export type {Stage, StartTimings};

/**
 * Runs hama in the browser: one Web Worker with Pyodide (see
 * src/plugins/playground/runtime/worker.mjs), checked input going in, a
 * watchdog on every call. No React here; useHama.ts wraps it for components.
 */

/** A call that runs longer is stopped: the worker is terminated and started again. */
export const TAG_TIMEOUT_MS = 10_000;
/** Starting (download, Python, dictionary) that takes longer is reported as a failure. */
export const START_TIMEOUT_MS = 120_000;

export type RunnerState =
  | {readonly status: 'idle'}
  | {readonly status: 'unsupported'; readonly message: string}
  | {readonly status: 'starting'; readonly stage: Stage; readonly loadedBytes?: number}
  | {
      readonly status: 'ready';
      readonly startMs: number;
      readonly timings: StartTimings;
      /** Started from the snapshot saved by an earlier visit. */
      readonly restored: boolean;
      /** The snapshot for the next start (where the browser has Cache Storage): being saved, saved. */
      readonly snapshot: 'saving' | 'saved' | null;
      /** Why a saved snapshot could not be used (hama then started normally). */
      readonly snapshotProblem?: string;
      readonly python: string;
    }
  | {readonly status: 'failed'; readonly message: string};

export class TagError extends Error {
  constructor(
    readonly kind: 'timeout' | 'python' | 'not-ready',
    message: string,
  ) {
    super(message);
  }
}

type Pending = {
  readonly request: CallRequest;
  readonly resolve: (value: {result: unknown; ms: number}) => void;
  readonly reject: (error: TagError) => void;
  timer: number;
};

export class HamaRunner {
  private worker: Worker | null = null;
  private state: RunnerState = {status: 'idle'};
  private readonly listeners = new Set<() => void>();
  /** Calls not answered yet, in the order they were made; the worker gets one at a time. */
  private readonly pending = new Map<number, Pending>();
  /** The call the worker is on: the watchdog times it from when it was sent, not from when it was queued. */
  private sent: number | null = null;
  private nextId = 1;
  private startTimer = 0;
  private snapshotProblem: string | undefined;

  constructor(
    readonly workerUrl: string,
    readonly wheel: string,
    /** The longest word the worker's tagger accepts (contract.ts InputLimits). */
    readonly maxWordLength: number,
    /** The watchdog's limit; the playground page takes another from ?watchdog= (see README). */
    readonly tagTimeoutMs = TAG_TIMEOUT_MS,
  ) {}

  getState = (): RunnerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: RunnerState) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }

  /** Starts the worker unless it is starting or running. */
  start(): void {
    if (this.state.status === 'starting' || this.state.status === 'ready') return;
    if (typeof WebAssembly !== 'object' || typeof Worker !== 'function') {
      this.set({
        status: 'unsupported',
        message: messages.unsupported(),
      });
      return;
    }
    this.set({status: 'starting', stage: 'runtime'});
    this.snapshotProblem = undefined;
    const worker = new Worker(this.workerUrl, {type: 'module', name: 'hama'});
    this.worker = worker;
    worker.onmessage = ({data}) => this.receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.loadFailed(event.message);
    };
    this.startTimer = window.setTimeout(() => this.fail(messages.startTimeout(START_TIMEOUT_MS / 1000)), START_TIMEOUT_MS);
    worker.postMessage({type: 'start', wheel: this.wheel, useSnapshot: true} satisfies StartRequest);
  }

  /** Tags a text already checked with inputProblem(). */
  tag(text: string): Promise<{result: TagResult; ms: number}> {
    return this.call({type: 'tag', text, maxWordLength: this.maxWordLength});
  }

  /**
   * Runs a page's example (or the reader's edit of it) as `python -c` would; what it prints past
   * MAX_EXAMPLE_OUTPUT characters stops it, and the watchdog stops one that runs too long.
   */
  runExample(code: string): Promise<{result: ExampleResult; ms: number}> {
    return this.call({type: 'example', code, maxOutput: MAX_EXAMPLE_OUTPUT});
  }

  /**
   * One request to the worker. The page's boxes share it and it answers one at a time, so each
   * call waits its turn and the watchdog times it from when the worker gets it.
   */
  private call<Result>(request: Pending['request']): Promise<{result: Result; ms: number}> {
    if (this.state.status !== 'ready' || !this.worker) {
      return Promise.reject(new TagError('not-ready', messages.notReady()));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {request, resolve: resolve as Pending['resolve'], reject, timer: 0});
      this.sendNext();
    });
  }

  private sendNext() {
    if (this.sent !== null || !this.worker) return;
    const next = this.pending.entries().next();
    if (next.done) return;
    const [id, call] = next.value;
    this.sent = id;
    call.timer = window.setTimeout(() => this.timeOut(id), this.tagTimeoutMs);
    const message: ToWorker = {...call.request, id};
    this.worker.postMessage(message);
  }

  /** Stops the worker for good (the page is leaving). */
  dispose(): void {
    this.stop();
    this.listeners.clear();
  }

  /** The worker's script could not be loaded or run (its `error` event). */
  private loadFailed(message: string) {
    this.fail(messages.workerFailed(message));
    // The runtime's folder is named by its content: gone from the server, a newer build is live (issue #32).
    void goneFromServer(this.workerUrl).then(
      (gone) => gone && this.worker === null && this.state.status === 'failed' && this.fail(messages.newerBuild()),
    );
  }

  private receive(message: FromWorker) {
    switch (message.type) {
      case 'progress':
        this.set({status: 'starting', stage: message.stage, loadedBytes: message.loadedBytes});
        break;
      case 'snapshot-saved':
        if (this.state.status === 'ready') this.set({...this.state, snapshot: 'saved'});
        break;
      case 'snapshot-failed':
        this.snapshotProblem = message.message;
        break;
      case 'ready':
        window.clearTimeout(this.startTimer);
        this.set({
          status: 'ready',
          startMs: message.startMs,
          timings: message.timings,
          restored: message.restored,
          snapshot: message.saving ? 'saving' : null,
          snapshotProblem: this.snapshotProblem,
          python: message.python,
        });
        break;
      case 'failed':
        this.fail(messages.pyodideFailed(message.message));
        break;
      case 'result':
      case 'error': {
        const call = this.pending.get(message.id);
        if (!call) return;
        window.clearTimeout(call.timer);
        this.pending.delete(message.id);
        this.sent = null;
        if (message.type === 'result') call.resolve({result: message.result, ms: message.ms});
        else call.reject(new TagError('python', message.message));
        if (message.type === 'error' && call.request.type === 'example') {
          // Python reports an example's every error itself (runtime/examples.py): one that escapes means
          // Pyodide itself broke (a WebAssembly stack overflow, say). Start afresh, as the watchdog does.
          this.stop();
          this.start();
        } else {
          this.sendNext();
        }
        break;
      }
    }
  }

  /** The watchdog: a call ran too long, so the worker is replaced by a fresh one. */
  private timeOut(id: number) {
    const call = this.pending.get(id);
    this.pending.delete(id);
    this.stop();
    call?.reject(new TagError('timeout', messages.tagTimeout(this.tagTimeoutMs / 1000)));
    this.start();
  }

  private fail(message: string) {
    this.stop();
    // Offline, the likely cause is a runtime the reader has not stored (issue #26): say so.
    this.set({status: 'failed', message: navigator.onLine ? message : `${message} ${messages.offlineRuntime()}`});
  }

  private stop() {
    window.clearTimeout(this.startTimer);
    this.worker?.terminate();
    this.worker = null;
    const calls = [...this.pending.values()];
    this.pending.clear();
    this.sent = null;
    for (const call of calls) {
      window.clearTimeout(call.timer);
      call.reject(new TagError('not-ready', messages.restarted()));
    }
    this.state = {status: 'idle'};
  }
}
