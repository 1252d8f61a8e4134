/**
 * Every figure about running hama in a service, read from the results file
 * that `make benchmark-service` writes (benchmarks/service/results.json): the
 * pages (index.tsx) and their Markdown twins (markdown.ts) both render these,
 * so no number on either is typed by hand.
 */
// Relative paths: the config loads this module (markdown.ts) outside webpack, where @site is unknown.
import service from '../../../benchmarks/service/results.json';
import {count, duration, fill, mib, percent, perSecond, type Table, type Translate} from '../FiguresTable/format';

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

const worstCell = (row: CostRow, translate: Translate) =>
  timedOut(row)
    ? fill(translate({id: 'service.cost.timedOut', message: '{limit} 넘음 ({n}개)'}), {limit, n: count(row.timedOut)})
    : duration(row.worstMs ?? 0);

export type ServiceTableName = keyof typeof TABLES;

export const TABLES = {
  /** Time per word, by length, on the corpus's words. */
  cost: (translate: Translate): Table => ({
    headings: [
      translate({id: 'service.cost.length', message: '글자 수'}),
      translate({id: 'service.cost.share', message: '어절 비율'}),
      translate({id: 'service.cost.cumulative', message: '누적'}),
      translate({id: 'service.cost.median', message: '중앙값'}),
      translate({id: 'service.cost.p95', message: '95%'}),
      translate({id: 'service.cost.worst', message: '최악'}),
      translate({id: 'service.cost.slowestWord', message: '가장 느린 어절'}),
    ],
    rows: costRows.map((row) => [
      String(row.length),
      share(row.share),
      cumulativeShare(row.cumulativeShare),
      row.medianMs === undefined ? '—' : duration(row.medianMs),
      row.p95Ms === undefined ? '—' : duration(row.p95Ms),
      worstCell(row, translate),
      timedOut(row) ? row.timedOutWords.join(', ') : (row.slowestWord ?? ''),
    ]),
    numeric: [1, 2, 3, 4, 5],
  }),
  /** Peak memory while tagging one word, for the words that raised it by 2 MiB or more (the page says which do not). */
  memory: (translate: Translate): Table => ({
    headings: [
      translate({id: 'service.memory.length', message: '글자 수'}),
      translate({id: 'service.memory.word', message: '어절'}),
      translate({id: 'service.memory.role', message: '이 길이에서'}),
      translate({id: 'service.memory.peak', message: '최대 메모리'}),
      translate({id: 'service.memory.added', message: '준비 후보다 늘어난 양'}),
    ],
    rows: service.memory
      .filter((row) => row.addedPeakMiB >= 2)
      .map((row) => [
        String(row.length),
        row.word,
        {
          median: translate({id: 'service.memory.median', message: '중앙값 어절'}),
          slowest: translate({id: 'service.memory.slowest', message: '가장 느린 어절'}),
          timedOut: fill(translate({id: 'service.memory.timedOut', message: '{limit} 넘게 걸린 어절'}), {limit}),
        }[row.role as 'median' | 'slowest' | 'timedOut'],
        mib(row.peakMiB),
        mib(row.addedPeakMiB),
      ]),
    numeric: [3, 4],
  }),
  /** Sentences per second with threads and processes. */
  throughput: (translate: Translate): Table => ({
    headings: [
      translate({id: 'service.throughput.how', message: '실행 방식'}),
      translate({id: 'service.throughput.perSecond', message: '초당 문장'}),
      translate({id: 'service.throughput.speedup', message: '1 스레드 대비'}),
    ],
    rows: service.throughput.runs.map((run) => [
      run.kind === 'threads'
        ? fill(translate({id: 'service.throughput.threads', message: '스레드 {n}개'}), {n: String(run.workers)})
        : fill(translate({id: 'service.throughput.processes', message: '프로세스 {n}개'}), {n: String(run.workers)}),
      perSecond(run.sentencesPerSecond),
      `${(run.sentencesPerSecond / service.throughput.runs[0]!.sentencesPerSecond).toFixed(2)}×`,
    ]),
    numeric: [1, 2],
  }),
  /** Runs of Latin letters and digits: one word each to hama. */
  inputs: (translate: Translate): Table => ({
    headings: [
      translate({id: 'service.inputs.kind', message: '입력'}),
      translate({id: 'service.inputs.length', message: '글자 수'}),
      translate({id: 'service.inputs.time', message: '시간'}),
    ],
    rows: service.inputs.map((row) => [
      row.word,
      String(row.length),
      row.ms === null ? fill(translate({id: 'service.inputs.timedOut', message: '{limit} 넘음'}), {limit}) : duration(row.ms),
    ]),
    numeric: [1, 2],
    code: [0],
  }),
  /** What hama.init() costs. */
  init: (translate: Translate): Table => ({
    headings: [translate({id: 'service.init.item', message: '항목'}), translate({id: 'service.init.value', message: '값'})],
    rows: [
      [translate({id: 'service.init.initTime', message: '`hama.init()` 시간'}), duration(service.init.init.initMs)],
      [translate({id: 'service.init.before', message: '`init()` 전 메모리 (hama import 후)'}), mib(service.init.init.beforeMiB)],
      [translate({id: 'service.init.after', message: '`init()`과 첫 `tag()` 뒤 메모리'}), mib(service.init.init.afterMiB)],
      [translate({id: 'service.init.firstTagAfter', message: '`init()` 후 첫 `tag()`'}), duration(service.init.init.firstTagMs)],
      [translate({id: 'service.init.firstTagLazy', message: '`init()` 없이 첫 `tag()`'}), duration(service.init.lazy.firstTagMs)],
    ],
    numeric: [1],
  }),
} as const;

/** Where and when the service figures were measured. */
export function serviceSetup(translate: Translate): string {
  return fill(
    translate({
      id: 'service.setup',
      message:
        '{date}, {cpu} {cores}코어, {os}, CPython {python}, hama {hama}(mmh3 {mmh3})에서 `make benchmark-service`로 측정했습니다. 말뭉치는 UD Korean-Kaist 시험 세트의 {sentences}문장, {words}어절({distinct}가지)입니다.',
    }),
    {
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
    },
  );
}

/** Sentences that quote the figures, by topic: the prose around the tables. */
export function serviceFacts(translate: Translate): Record<'cost' | 'memory' | 'race' | 'threads' | 'init', string[]> {
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
      fill(
        translate({
          id: 'service.fact.fastShare',
          message: '말뭉치 어절의 {share}는 {length}글자 이하이고, 이 길이의 어절은 가장 느린 것도 100 ms 안에 태깅됩니다.',
        }),
        {share: percent(shareUpTo(fast)), length: String(fast)},
      ),
      fill(
        translate({
          id: 'service.fact.firstSlow',
          message:
            '{length}글자부터는 실제 어절 하나에 1초가 넘게 걸리기도 합니다. 가장 느린 {length}글자 어절 "{word}"는 {worst}가 걸렸습니다.',
        }),
        {
          length: String(firstSlow.length),
          word: firstSlow.slowestWord ?? firstSlow.timedOutWords[0]!,
          worst: worstCell(firstSlow, translate),
        },
      ),
      fill(
        translate({
          id: 'service.fact.longShare',
          message: '{length}글자를 넘는 어절은 말뭉치 어절의 {share}뿐이지만, 한 문장에 하나만 있어도 그 문장 전체가 그만큼 늦어집니다.',
        }),
        {length: String(fast), share: percent(1 - shareUpTo(fast))},
      ),
    ],
    memory: [
      fill(
        translate({
          id: 'service.fact.memoryReady',
          message:
            '사전과 모델을 불러 둔 hama 프로세스의 메모리는 {ready} 안팎이지만, 긴 어절 하나를 태깅하는 동안 크게 늘어납니다. 이 측정에서는 "{word}"({length}글자) 하나를 태깅하는 동안 최대 {peak}까지 올라갔습니다.',
        }),
        {ready: mib(worstMemory.readyMiB), word: worstMemory.word, length: String(worstMemory.length), peak: mib(worstMemory.peakMiB)},
      ),
    ],
    race: [
      fill(
        translate({
          id: 'service.fact.race',
          message:
            "`init()` 없이 새 프로세스에서 스레드 {threads}개가 동시에 `tag('{sentence}')`를 처음 부르게 하는 실험을 {runs}번 했습니다. {runsWithWrong}번에서 틀린 결과가 나왔고, 많을 때는 {threads}개 중 {most}개가 틀렸습니다. 예외는 한 번도 나지 않았습니다. `init()`을 먼저 부르면 {runsWithInit}번입니다.",
        }),
        {
          threads: String(service.race.threads),
          sentence: service.race.sentence,
          runs: String(service.race.runs),
          runsWithWrong: String(service.race.lazy.runsWithWrong),
          most: String(Math.max(...lazy)),
          runsWithInit: String(service.race.init.runsWithWrong),
        },
      ),
    ],
    threads: [
      fill(
        translate({
          id: 'service.fact.threads',
          message:
            '스레드를 늘려도 빨라지지 않습니다. 스레드 1개는 초당 {one}문장, 가장 빠른 스레드 구성({best}개)도 {bestSpeed}문장입니다. 프로세스 {processes}개는 {processSpeed}문장입니다.',
        }),
        {
          one: perSecond(oneThread.sentencesPerSecond),
          best: String(bestThreads.workers),
          bestSpeed: perSecond(bestThreads.sentencesPerSecond),
          processes: String(processes.workers),
          processSpeed: perSecond(processes.sentencesPerSecond),
        },
      ),
    ],
    init: [
      fill(
        translate({
          id: 'service.fact.init',
          message:
            '`init()`은 {initTime} 걸리고, `init()`과 첫 `tag()`까지 메모리가 {added} 늘어납니다. 긴 어절을 태깅하는 동안 드는 메모리는 이와 별개입니다.',
        }),
        {initTime: duration(initFigures.init.initMs), added: mib(initFigures.init.afterMiB - initFigures.init.beforeMiB)},
      ),
    ],
  };
}
