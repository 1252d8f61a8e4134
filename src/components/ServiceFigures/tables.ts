/**
 * Every figure about running hama in a service, read from the results file
 * that `make benchmark-service` writes (benchmarks/service/results.json): the
 * pages (index.tsx) and their Markdown twins (markdown.ts) both render these,
 * so no number on either is typed by hand.
 */
// Relative paths: the config loads this module (markdown.ts) outside webpack, where @site is unknown.
import service from '../../../benchmarks/service/results.json';
import {count, duration, fill, mib, percent, perSecond, type Table} from '../FiguresTable/format';
import type {Text} from './text';

export {service};
export type CostRow = (typeof service.cost)[number];

const timedOut = (row: CostRow) => row.timedOut > 0;
const limit = `${service.wordTimeoutSeconds} s`;

/** The cost rows with at least one word measured or timed out. */
const costRows = service.cost.filter((row) => row.measured + row.timedOut > 0);

/** Longest length whose words, all of them, were tagged within `ms` at worst. */
export function longestWithin(ms: number): number {
  let longest = 0;
  for (const row of costRows) {
    if (timedOut(row) || (row.worstMs ?? Infinity) > ms) break;
    longest = row.length;
  }
  return longest;
}

/** Share of the corpus's words no longer than `length`. */
export const shareUpTo = (length: number) => service.cost.filter((row) => row.length <= length).reduce((sum, row) => sum + row.share, 0);

/** Shares of the corpus: small ones with two decimals, and a cumulative share short of 100% never shown as 100%. */
const share = (x: number) => (x < 0.01 ? `${(x * 100).toFixed(2)}%` : percent(x));
const cumulativeShare = (x: number) => (x >= 1 ? '100%' : x >= 0.9999 ? '> 99.99%' : x >= 0.99 ? `${(x * 100).toFixed(2)}%` : percent(x));

/** A median or 95% that falls on a word that timed out is over the limit (null in the results). */
const percentileCell = (ms: number | null | undefined, text: Text) =>
  ms === undefined ? '—' : ms === null ? fill(text['cost.overLimit'], {limit}) : duration(ms);

const worstCell = (row: CostRow, text: Text) =>
  timedOut(row) ? fill(text['cost.timedOut'], {limit, n: count(row.timedOut)}) : duration(row.worstMs ?? 0);

export type ServiceTableName = keyof typeof TABLES;

export const TABLES = {
  /** Time per word, by length, on the corpus's words. */
  cost: (text: Text): Table => ({
    headings: [
      text['cost.length'],
      text['cost.share'],
      text['cost.cumulative'],
      text['cost.median'],
      text['cost.p95'],
      text['cost.worst'],
      text['cost.slowestWord'],
    ],
    rows: costRows.map((row) => [
      String(row.length),
      share(row.share),
      cumulativeShare(row.cumulativeShare),
      percentileCell(row.medianMs, text),
      percentileCell(row.p95Ms, text),
      worstCell(row, text),
      timedOut(row) ? row.timedOutWords.join(', ') : (row.slowestWord ?? ''),
    ]),
    numeric: [1, 2, 3, 4, 5],
  }),
  /** Peak memory while tagging one word, for the words that raised it by 2 MiB or more (the page says which do not). */
  memory: (text: Text): Table => ({
    headings: [text['memory.length'], text['memory.word'], text['memory.role'], text['memory.peak'], text['memory.added']],
    rows: service.memory
      .filter((row) => row.addedPeakMiB >= 2)
      .map((row) => [
        String(row.length),
        row.word,
        {
          median: text['memory.median'],
          slowest: text['memory.slowest'],
          timedOut: fill(text['memory.timedOut'], {limit}),
        }[row.role as 'median' | 'slowest' | 'timedOut'],
        mib(row.peakMiB),
        mib(row.addedPeakMiB),
      ]),
    numeric: [3, 4],
  }),
  /** Sentences per second with threads and processes. */
  throughput: (text: Text): Table => ({
    headings: [text['throughput.how'], text['throughput.perSecond'], text['throughput.speedup']],
    rows: service.throughput.runs.map((run) => [
      run.kind === 'threads'
        ? fill(text['throughput.threads'], {n: String(run.workers)})
        : fill(text['throughput.processes'], {n: String(run.workers)}),
      perSecond(run.sentencesPerSecond),
      `${(run.sentencesPerSecond / service.throughput.runs[0]!.sentencesPerSecond).toFixed(2)}×`,
    ]),
    numeric: [1, 2],
  }),
  /** Runs of Latin letters and digits: one word each to hama. */
  inputs: (text: Text): Table => ({
    headings: [text['inputs.kind'], text['inputs.length'], text['inputs.time']],
    rows: service.inputs.map((row) => [
      row.word,
      String(row.length),
      row.ms === null ? fill(text['inputs.timedOut'], {limit}) : duration(row.ms),
    ]),
    numeric: [1, 2],
    code: [0],
  }),
  /** What hama.init() costs. */
  init: (text: Text): Table => ({
    headings: [text['init.item'], text['init.value']],
    rows: [
      [text['init.initTime'], duration(service.init.init.initMs)],
      [text['init.before'], mib(service.init.init.beforeMiB)],
      [text['init.after'], mib(service.init.init.afterMiB)],
      [text['init.firstTagAfter'], duration(service.init.init.firstTagMs)],
      [text['init.firstTagLazy'], duration(service.init.lazy.firstTagMs)],
    ],
    numeric: [1],
  }),
} as const;

/** Where and when the service figures were measured. */
export function serviceSetup(text: Text): string {
  return fill(text['setup'], {
    date: service.date,
    cpu: service.machine.cpu,
    cores: String(service.machine.cores),
    os: service.machine.os,
    python: service.machine.python,
    hama: service.hama,
    mmh3: service.mmh3,
    sentences: count(service.corpus.sentences),
    words: count(service.corpus.words),
    distinct: count(service.corpus.distinctWords),
  });
}

/** Sentences that quote the figures, by topic: the prose around the tables. */
export function serviceFacts(text: Text): Record<'cost' | 'memory' | 'race' | 'threads' | 'init', string[]> {
  const fast = longestWithin(100);
  const firstSlow = costRows.find((row) => timedOut(row) || (row.worstMs ?? 0) > 1000)!;
  const worstMemory = [...service.memory].sort((a, b) => b.peakMiB - a.peakMiB)[0]!;
  const threads = service.throughput.runs;
  const oneThread = threads[0]!;
  const bestThreads = [...threads].filter((r) => r.kind === 'threads').sort((a, b) => b.sentencesPerSecond - a.sentencesPerSecond)[0]!;
  const processes = threads.find((r) => r.kind === 'processes')!;
  const lazy = service.race.lazy.wrongPerRun;
  const initFigures = service.init;
  return {
    cost: [
      fill(text['fact.fastShare'], {share: percent(shareUpTo(fast)), length: String(fast)}),
      fill(text['fact.firstSlow'], {
        length: String(firstSlow.length),
        word: firstSlow.slowestWord ?? firstSlow.timedOutWords[0]!,
        worst: worstCell(firstSlow, text),
      }),
      fill(text['fact.longShare'], {length: String(fast), share: percent(1 - shareUpTo(fast))}),
    ],
    memory: [
      fill(text['fact.memoryReady'], {
        ready: mib(worstMemory.readyMiB),
        word: worstMemory.word,
        length: String(worstMemory.length),
        peak: mib(worstMemory.peakMiB),
      }),
    ],
    race: [
      fill(text['fact.race'], {
        threads: String(service.race.threads),
        sentence: service.race.sentence,
        runs: String(service.race.runs),
        runsWithWrong: String(service.race.lazy.runsWithWrong),
        most: String(Math.max(...lazy)),
        runsWithInit: String(service.race.init.runsWithWrong),
      }),
    ],
    threads: [
      fill(text['fact.threads'], {
        one: perSecond(oneThread.sentencesPerSecond),
        best: String(bestThreads.workers),
        bestSpeed: perSecond(bestThreads.sentencesPerSecond),
        processes: String(processes.workers),
        processSpeed: perSecond(processes.sentencesPerSecond),
      }),
    ],
    init: [
      fill(text['fact.init'], {
        initTime: duration(initFigures.init.initMs),
        added: mib(initFigures.init.afterMiB - initFigures.init.beforeMiB),
        word: worstMemory.word,
        length: String(worstMemory.length),
        peak: mib(worstMemory.peakMiB),
      }),
    ],
  };
}
