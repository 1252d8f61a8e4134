/**
 * Every figure of the benchmark page, read from the results file that
 * `make benchmark-accuracy` writes (benchmarks/accuracy/results.json): the
 * page (index.tsx) and its Markdown twin (markdown.ts) both render these
 * tables, so no number on either is typed by hand.
 */
// Relative paths: the config loads this module (markdown.ts) outside webpack, where @site is unknown.
import results from '../../../benchmarks/accuracy/results.json';

type Prf = {precision: number; recall: number; f1: number};
export type Analyser = (typeof results.analysers)[number];
export type Results = typeof results;
export {results};

export {count, duration, fill, mib, percent, perSecond, ratio, type Locale, type Table, type Translate} from '../FiguresTable/format';
import {count, duration, fill, mib, percent, perSecond, ratio, type Table, type Translate} from '../FiguresTable/format';

export const hama = results.analysers.find((a) => a.key === 'hama')!;
export const peers = results.analysers.filter((a) => a.key !== 'hama');
/** Most accurate first. */
export const byF1 = [...results.analysers].sort((a, b) => b.nouns.f1 - a.nouns.f1);
export const fastest = [...results.analysers].sort((a, b) => b.speed.sentencesPerSecond - a.speed.sentencesPerSecond)[0]!;

/** A POS22 tag's name in the edition's language, from the tag table (src/plugins/pos-tags). */
export type TagName = (tag: string) => string;

function needsText(needs: readonly string[], translate: Translate): string {
  const words: Record<string, string> = {
    cExtension: translate({id: 'benchmark.needs.cExtension', message: 'mmh3(작은 C 확장)'}),
    cppExtension: translate({id: 'benchmark.needs.cppExtension', message: 'C++ 확장'}),
    modelPackage: translate({id: 'benchmark.needs.modelPackage', message: '모델 패키지'}),
    bundledModel: translate({id: 'benchmark.needs.bundledModel', message: '패키지에 든 사전·모델 파일'}),
    dictionaryPackage: translate({id: 'benchmark.needs.dictionaryPackage', message: '사전 패키지'}),
    java: translate({id: 'benchmark.needs.java', message: '자바(JVM), JPype'}),
    compiledDependencies: translate({id: 'benchmark.needs.compiledDependencies', message: 'numpy, pyarrow(컴파일된 휠)'}),
  };
  return needs.map((need) => words[need] ?? need).join(', ');
}

const analyserHeading = (translate: Translate) => translate({id: 'benchmark.column.analyser', message: '분석기'});
const rowsOf = (analysers: readonly Analyser[]) => ({highlight: analysers.findIndex((a) => a.key === 'hama')});

/** The chart's accessible alternative: accuracy and speed, most accurate first. */
export function overviewTable(translate: Translate): Table {
  return {
    headings: [
      analyserHeading(translate),
      translate({id: 'benchmark.column.nounF1', message: '명사 F1'}),
      translate({id: 'benchmark.column.sentencesPerSecond', message: '초당 문장'}),
    ],
    rows: byF1.map((a) => [`${a.name} ${a.version}`, percent(a.nouns.f1), perSecond(a.speed.sentencesPerSecond)]),
    numeric: [1, 2],
    ...rowsOf(byF1),
  };
}

export function nounsTable(translate: Translate): Table {
  const prf = ({precision, recall, f1}: Prf) => [percent(precision), percent(recall), percent(f1)];
  return {
    headings: [
      analyserHeading(translate),
      translate({id: 'benchmark.column.precision', message: '정밀도'}),
      translate({id: 'benchmark.column.recall', message: '재현율'}),
      'F1',
      translate({id: 'benchmark.column.nounsFound', message: '찾은 명사'}),
    ],
    rows: byF1.map((a) => [`${a.name} ${a.version}`, ...prf(a.nouns), count(a.nouns.predicted)]),
    numeric: [1, 2, 3, 4],
    ...rowsOf(byF1),
  };
}

/** Time per sentence, one sentence after another in one process. */
export function speedTable(translate: Translate): Table {
  return {
    headings: [
      analyserHeading(translate),
      translate({id: 'benchmark.column.sentencesPerSecond', message: '초당 문장'}),
      translate({id: 'benchmark.column.median', message: '문장당 중앙값'}),
      translate({id: 'benchmark.column.p95', message: '95백분위'}),
      translate({id: 'benchmark.column.slowest', message: '가장 느린 문장'}),
    ],
    rows: byF1.map((a) => [
      `${a.name} ${a.version}`,
      perSecond(a.speed.sentencesPerSecond),
      duration(a.speed.medianMs),
      duration(a.speed.p95Ms),
      duration(a.speed.slowestMs),
    ]),
    numeric: [1, 2, 3, 4],
    ...rowsOf(byF1),
  };
}

/** What it takes to have the analyser: load time, memory, disk, and what must be there besides Python. */
export function costTable(translate: Translate): Table {
  return {
    headings: [
      analyserHeading(translate),
      translate({id: 'benchmark.column.load', message: '준비 시간'}),
      translate({id: 'benchmark.column.memory', message: '준비 후 메모리'}),
      translate({id: 'benchmark.column.peakMemory', message: '최대 메모리'}),
      translate({id: 'benchmark.column.installed', message: '설치 크기'}),
      translate({id: 'benchmark.column.needs', message: '파이썬 밖에 필요한 것'}),
    ],
    rows: byF1.map((a) => [
      `${a.name} ${a.version}`,
      duration(a.loadSeconds * 1000),
      mib(a.memoryMiB),
      mib(a.peakMemoryMiB),
      mib(a.installedMiB),
      needsText(a.needs, translate),
    ]),
    numeric: [1, 2, 3, 4],
    ...rowsOf(byF1),
  };
}

/** Which tags of each analyser count as the gold's nouns. */
export function nounTagsTable(translate: Translate): Table {
  return {
    headings: [
      analyserHeading(translate),
      translate({id: 'benchmark.column.tagSet', message: '태그 체계'}),
      translate({id: 'benchmark.column.nounTags', message: '명사로 센 태그'}),
    ],
    rows: results.analysers.map((a) => [a.name, a.tagSet, a.nounTags.join(', ')]),
    numeric: [],
  };
}

/** How many of the corpus's words hama's output can be checked on, and how many it gets exactly. */
export function wordsTable(translate: Translate): Table {
  const w = hama.words;
  const row = (label: string, n: number, of?: number) => [label, count(n), of ? percent(n / of) : ''];
  return {
    headings: [
      translate({id: 'benchmark.column.words', message: '어절'}),
      translate({id: 'benchmark.column.count', message: '개수'}),
      translate({id: 'benchmark.column.share', message: '비율'}),
    ],
    rows: [
      row(translate({id: 'benchmark.words.all', message: '말뭉치의 모든 어절'}), w.words),
      row(translate({id: 'benchmark.words.restored', message: '제외: 정답이 원형을 되살린 어절(팔 = 팔+ㄹ)'}), w.restoredBaseForm, w.words),
      row(
        translate({id: 'benchmark.words.tokenised', message: '제외: hama가 다르게 끊는 어절(괄호, 3.5 같은 수)'}),
        w.tokenisedDifferently,
        w.words,
      ),
      row(translate({id: 'benchmark.words.evaluated', message: '평가한 어절'}), w.evaluated, w.words),
      row(translate({id: 'benchmark.words.right', message: '형태소와 태그를 모두 맞힌 어절'}), w.right, w.evaluated),
    ],
    numeric: [1, 2],
  };
}

/** Precision and recall of each POS22 tag over the evaluated words, commonest tag first. */
export function tagsTable(translate: Translate, tagName: TagName): Table {
  const tags = Object.entries(hama.words.perTag).filter(([, t]) => t.gold >= 50);
  return {
    headings: [
      translate({id: 'benchmark.column.tag', message: '태그'}),
      translate({id: 'benchmark.column.gold', message: '정답 형태소'}),
      translate({id: 'benchmark.column.hamaTagged', message: 'hama가 붙인 수'}),
      translate({id: 'benchmark.column.precision', message: '정밀도'}),
      translate({id: 'benchmark.column.recall', message: '재현율'}),
    ],
    rows: tags.map(([tag, t]) => [`${tag} (${tagName(tag)})`, count(t.gold), count(t.hama), percent(t.precision), percent(t.recall)]),
    numeric: [1, 2, 3, 4],
  };
}

/** The names of the kinds of error in a word (benchmarks/accuracy/corpus.py error_kind). */
export function errorKinds(translate: Translate): Record<string, string> {
  return {
    underSplit: translate({id: 'benchmark.error.underSplit', message: '덜 나눔'}),
    overSplit: translate({id: 'benchmark.error.overSplit', message: '더 잘게 나눔'}),
    boundary: translate({id: 'benchmark.error.boundary', message: '경계가 다름'}),
    unknown: translate({id: 'benchmark.error.unknown', message: '모르는 말(u)이 섞임'}),
    tag: translate({id: 'benchmark.error.tag', message: '태그가 틀림'}),
  };
}

/** The commonest kinds of error, each with the first word of that kind in the corpus. */
export function errorsTable(translate: Translate, tagName: TagName): Table {
  const kinds = errorKinds(translate);
  const kindText = (kind: string, detail: string) => {
    if (!detail) return kinds[kind] ?? kind;
    const [gold, got] = detail.split('>') as [string, string];
    return `${kinds[kind]}: ${gold} → ${got} (${tagName(gold)} → ${tagName(got)})`;
  };
  const errors = hama.words.errors.slice(0, 10);
  return {
    headings: [
      translate({id: 'benchmark.column.errorKind', message: '틀린 종류'}),
      translate({id: 'benchmark.column.wordCount', message: '어절 수'}),
      translate({id: 'benchmark.column.example', message: '예'}),
      translate({id: 'benchmark.column.goldAnalysis', message: '정답'}),
      translate({id: 'benchmark.column.hamaAnalysis', message: 'hama'}),
    ],
    rows: errors.map((e) => [kindText(e.kind, e.detail), count(e.words), e.examples[0]!.word, e.examples[0]!.gold, e.examples[0]!.hama]),
    numeric: [1],
    code: [3, 4],
  };
}

/** KAIST tags in the gold corpus, grouped under the POS22 tag they map to. */
export function kaistTable(translate: Translate, tagName: TagName): Table {
  const groups = new Map<string, string[]>();
  for (const [kaist, n] of Object.entries(results.corpus.kaistTags)) {
    const tag = kaist.startsWith('s') ? 's' : kaist.slice(0, 2);
    groups.set(tag, [...(groups.get(tag) ?? []), `${kaist} (${count(n)})`]);
  }
  return {
    headings: ['POS22', translate({id: 'benchmark.column.kaistTags', message: '정답의 KAIST 태그(형태소 수)'})],
    rows: [...groups].map(([tag, kaist]) => [`${tag} (${tagName(tag)})`, kaist.join(', ')]),
    numeric: [],
  };
}

export const TABLES = {
  overview: overviewTable,
  nouns: nounsTable,
  speed: speedTable,
  cost: costTable,
  nounTags: nounTagsTable,
  words: wordsTable,
  tags: tagsTable,
  errors: errorsTable,
  kaist: kaistTable,
} as const;

export type TableName = keyof typeof TABLES;

/** The figures the page's prose refers to, as sentences (a list on the page and in the twin). */
export function summary(translate: Translate): string[] {
  const best = byF1[0]!;
  const smallest = [...peers].sort((a, b) => a.installedMiB - b.installedMiB)[0]!;
  return [
    fill(
      translate({
        id: 'benchmark.summary.nouns',
        message:
          'hama {version}의 `nouns()`는 명사 F1 {f1}(정밀도 {precision}, 재현율 {recall})입니다. 가장 정확한 분석기는 {best}({bestF1})입니다.',
      }),
      {
        version: hama.version,
        f1: percent(hama.nouns.f1),
        precision: percent(hama.nouns.precision),
        recall: percent(hama.nouns.recall),
        best: best.name,
        bestF1: percent(best.nouns.f1),
      },
    ),
    fill(translate({id: 'benchmark.summary.words', message: 'hama는 평가한 어절의 {share}에서 형태소와 태그를 모두 맞힙니다.'}), {
      share: percent(hama.words.accuracy),
    }),
    fill(
      translate({
        id: 'benchmark.summary.speed',
        message: 'hama는 1초에 {hama}문장을 분석합니다. 가장 빠른 분석기는 {fastest}(1초에 {fastestSpeed}문장, {times}배)입니다.',
      }),
      {
        hama: perSecond(hama.speed.sentencesPerSecond),
        fastest: fastest.name,
        fastestSpeed: perSecond(fastest.speed.sentencesPerSecond),
        times: ratio(fastest.speed.sentencesPerSecond / hama.speed.sentencesPerSecond),
      },
    ),
    fill(
      translate({
        id: 'benchmark.summary.size',
        message: 'hama는 의존성까지 설치 크기가 {hama}입니다. 다른 분석기 중 가장 작은 것은 {smallestSize}인 {smallest}입니다.',
      }),
      {
        hama: mib(hama.installedMiB),
        smallest: smallest.name,
        smallestSize: mib(smallest.installedMiB),
      },
    ) +
      (smallest.needs.includes('java') && results.machine.javaRuntimeMiB
        ? fill(translate({id: 'benchmark.summary.javaApart', message: ' 여기에 자바 런타임({java})이 따로 필요합니다.'}), {
            java: mib(results.machine.javaRuntimeMiB),
          })
        : ''),
  ];
}

/** Where and when the figures were measured. */
export function setup(translate: Translate): string {
  const {machine, corpus} = results;
  return fill(
    translate({
      id: 'benchmark.setup',
      message:
        '{date}에 {cpu} {cores}코어, 메모리 {memory} GiB, {os}, CPython {python}, {java}에서 `make benchmark-accuracy`로 잰 값입니다. 말뭉치는 {corpus} {split} 분할({sentences}문장, {words}어절, 커밋 {commit})이고, 한 분석기가 한 프로세스에서 모든 문장을 차례로 분석했습니다.',
    }),
    {
      date: results.date,
      cpu: machine.cpu,
      cores: String(machine.cores),
      memory: String(machine.memoryGiB),
      os: machine.os,
      python: machine.python,
      // `java -version`'s first line: openjdk version "17.0.15" 2025-04-15
      java: `OpenJDK ${/"([^"]+)"/.exec(machine.java)?.[1] ?? machine.java}`,
      corpus: corpus.name,
      split: corpus.split,
      sentences: count(corpus.sentences),
      words: count(corpus.words),
      commit: corpus.commit.slice(0, 7),
    },
  );
}

/** The slowest sentence for hama, shown whole: the reader sees what makes hama slow. */
export function slowest(translate: Translate): string {
  return fill(translate({id: 'benchmark.slowest', message: 'hama가 가장 오래 걸린 문장({time}): {text}'}), {
    time: duration(hama.speed.slowestMs),
    text: hama.speed.slowestSentence.text,
  });
}
