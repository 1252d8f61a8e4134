import {startMessage, takeEarlyWorker} from './earlyStart';

/**
 * Runs hama in the browser: one Web Worker with Pyodide (see
 * src/plugins/playground/runtime/worker.mjs), checked input going in, a
 * watchdog on every call. No React here; useHama.ts wraps it for components.
 */

/** Longest text analysed at once. */
export const MAX_TEXT_LENGTH = 300;
/**
 * Longest word (hama's own word: letters, digits, _ and ') the tagger is
 * given. hama tries all 2^(n-1) ways to split a word of n characters
 * (docs/pos_tagging#cost), so each character doubles the time or worse.
 */
export const MAX_WORD_LENGTH = 8;
/**
 * Slowest time we measured for one word of each length, in ms (Chromium,
 * Pyodide 314, Xeon core, 2026-11-22; made-up syllables like 가나다라마바사아
 * are the worst case, real words are several times faster).
 */
const WORST_MS_BY_LENGTH = [0, 1, 2, 4, 10, 30, 85, 410, 2100];
/** A text whose words could together take longer is refused before Python runs. */
export const MAX_ESTIMATED_MS = 4500;
/** A call that runs longer is stopped: the worker is terminated and started again. */
export const TAG_TIMEOUT_MS = 10_000;
/** Starting (download, Python, dictionary) that takes longer is reported as a failure. */
export const START_TIMEOUT_MS = 120_000;

/** hama splits text into words with Python's `[\w']+`; this is the same class in JavaScript. */
const HAMA_WORD = /[\p{L}\p{N}_']+/gu;

export type InputProblem =
  | {readonly kind: 'empty'}
  | {readonly kind: 'too-long'; readonly length: number}
  | {readonly kind: 'long-words'; readonly words: readonly string[]}
  | {readonly kind: 'too-slow'; readonly estimatedMs: number};

/** Why a text cannot be analysed, or null when it can. Checked before Python runs. */
export function inputProblem(text: string): InputProblem | null {
  if (text.trim() === '') return {kind: 'empty'};
  const length = [...text].length;
  if (length > MAX_TEXT_LENGTH) return {kind: 'too-long', length};
  const lengths = (text.match(HAMA_WORD) ?? []).map((word) => [word, [...word].length] as const);
  const long = lengths.filter(([, n]) => n > MAX_WORD_LENGTH).map(([word]) => word);
  if (long.length) return {kind: 'long-words', words: [...new Set(long)]};
  const estimatedMs = lengths.reduce((sum, [, n]) => sum + WORST_MS_BY_LENGTH[n], 0);
  return estimatedMs > MAX_ESTIMATED_MS ? {kind: 'too-slow', estimatedMs} : null;
}

/** The reader-facing explanation of an input problem. */
export function describeProblem(problem: InputProblem): string {
  switch (problem.kind) {
    case 'empty':
      return '분석할 문장을 입력하세요.';
    case 'too-long':
      return `한 번에 ${MAX_TEXT_LENGTH}자까지 분석합니다. 지금 ${problem.length.toLocaleString('ko-KR')}자이니 나눠서 넣어 주세요.`;
    case 'long-words':
      return (
        `${problem.words.map((word) => `‘${word.length > 20 ? `${word.slice(0, 20)}…` : word}’`).join(', ')}: ` +
        `띄어쓰기 없이 ${MAX_WORD_LENGTH}글자를 넘는 낱말은 분석하지 않습니다. hama는 낱말을 나누는 모든 방법을 ` +
        `따져 보기 때문에 한 글자 늘 때마다 시간이 두 배 넘게 늘어, 9글자는 몇 초, 12글자는 수십 초가 걸립니다. ` +
        `띄어 써서 다시 넣어 주세요.`
      );
    case 'too-slow':
      return (
        `7~8글자 낱말이 많아 분석이 ${Math.round(problem.estimatedMs / 1000)}초 넘게 걸릴 수 있습니다. ` +
        `페이지가 오래 기다리지 않도록 문장을 나눠서 넣어 주세요.`
      );
  }
}

export type TagResult = {
  /** (morpheme, tag) pairs. */
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** What `print(tag(text))` prints. */
  readonly listsRepr: string;
  /** What `print(tag(text, zipped=True))` prints. */
  readonly zippedRepr: string;
  /** The text as a Python literal, for the snippet. */
  readonly textRepr: string;
};

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

type Pending = {resolve: (value: {result: TagResult; ms: number}) => void; reject: (error: TagError) => void; timer: number};

export class HamaRunner {
  private worker: Worker | null = null;
  private state: RunnerState = {status: 'idle'};
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private startTimer = 0;
  private snapshotProblem: string | undefined;

  constructor(
    readonly workerUrl: string,
    readonly wheel: string,
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
        message: '이 브라우저는 WebAssembly나 Web Worker를 지원하지 않아 hama를 실행할 수 없습니다. 최신 브라우저에서 열어 주세요.',
      });
      return;
    }
    this.set({status: 'starting', stage: 'runtime'});
    this.snapshotProblem = undefined;
    const early = takeEarlyWorker(this.workerUrl);
    const worker = early?.worker ?? new Worker(this.workerUrl, {type: 'module', name: 'hama'});
    this.worker = worker;
    worker.onmessage = ({data}) => this.receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.receive({type: 'load-error', message: event.message});
    };
    this.startTimer = window.setTimeout(
      () => this.fail(`${START_TIMEOUT_MS / 1000}초 안에 시작하지 못했습니다. 네트워크가 느리거나 끊겼을 수 있습니다.`),
      START_TIMEOUT_MS,
    );
    if (!early) {
      worker.postMessage(startMessage(this.wheel));
      return;
    }
    // What the worker said before React was there; a failure among it stops the worker, and what follows is moot.
    for (const message of early.queue) {
      if (this.worker !== worker) break;
      this.receive(message as {type: string});
    }
  }

  /** Tags a text already checked with inputProblem(). */
  tag(text: string): Promise<{result: TagResult; ms: number}> {
    if (this.state.status !== 'ready' || !this.worker) {
      return Promise.reject(new TagError('not-ready', '아직 준비되지 않았습니다.'));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = window.setTimeout(() => this.timeOut(id), this.tagTimeoutMs);
      this.pending.set(id, {resolve, reject, timer});
      this.worker!.postMessage({type: 'tag', id, text, maxWordLength: MAX_WORD_LENGTH});
    });
  }

  /** Stops the worker for good (the page is leaving). */
  dispose(): void {
    this.stop();
    this.listeners.clear();
  }

  private receive(message: {type: string; [key: string]: unknown}) {
    switch (message.type) {
      case 'progress':
        this.set({status: 'starting', stage: message.stage as Stage, loadedBytes: message.loadedBytes as number | undefined});
        break;
      case 'load-error':
        this.fail(`작업자 스크립트를 불러오지 못했습니다${message.message ? `: ${message.message as string}` : '.'}`);
        break;
      case 'snapshot-saved':
        if (this.state.status === 'ready') this.set({...this.state, snapshot: 'saved'});
        break;
      case 'snapshot-failed':
        this.snapshotProblem = message.message as string;
        break;
      case 'ready':
        window.clearTimeout(this.startTimer);
        this.set({
          status: 'ready',
          startMs: message.startMs as number,
          timings: message.timings as StartTimings,
          restored: message.restored as boolean,
          snapshot: message.saving ? 'saving' : null,
          snapshotProblem: this.snapshotProblem,
          python: message.python as string,
        });
        break;
      case 'failed':
        this.fail(`Pyodide를 시작하지 못했습니다: ${message.message as string}`);
        break;
      case 'result':
      case 'error': {
        const call = this.pending.get(message.id as number);
        if (!call) return;
        window.clearTimeout(call.timer);
        this.pending.delete(message.id as number);
        if (message.type === 'result') call.resolve({result: message.result as TagResult, ms: message.ms as number});
        else call.reject(new TagError('python', message.message as string));
        break;
      }
    }
  }

  /** The watchdog: a call ran too long, so the worker is replaced by a fresh one. */
  private timeOut(id: number) {
    const call = this.pending.get(id);
    this.pending.delete(id);
    this.stop();
    call?.reject(new TagError('timeout', `분석이 ${this.tagTimeoutMs / 1000}초 안에 끝나지 않아 중단하고 hama를 다시 시작합니다. 문장을 짧게 나눠 보세요.`));
    this.start();
  }

  private fail(message: string) {
    this.stop();
    this.set({status: 'failed', message});
  }

  private stop() {
    window.clearTimeout(this.startTimer);
    this.worker?.terminate();
    this.worker = null;
    for (const call of this.pending.values()) {
      window.clearTimeout(call.timer);
      call.reject(new TagError('not-ready', 'hama가 다시 시작되었습니다.'));
    }
    this.pending.clear();
    this.state = {status: 'idle'};
  }
}
