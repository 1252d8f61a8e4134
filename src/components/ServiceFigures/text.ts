/**
 * The words of these figures in both editions, kept in this component's chunk
 * rather than in i18n/en/code.json, which rides in every English page's bundle.
 */
const KO = {
  'cost.timedOut': '{limit} 넘음 ({n}개)',
  'cost.overLimit': '{limit} 넘음',
  'cost.length': '글자 수',
  'cost.share': '어절 비율',
  'cost.cumulative': '누적',
  'cost.median': '중앙값',
  'cost.p95': '95%',
  'cost.worst': '최악',
  'cost.slowestWord': '가장 느린 어절',
  'memory.length': '글자 수',
  'memory.word': '어절',
  'memory.role': '이 길이에서',
  'memory.peak': '최대 메모리',
  'memory.added': '준비 후보다 늘어난 양',
  'memory.median': '중앙값 어절',
  'memory.slowest': '가장 느린 어절',
  'memory.timedOut': '{limit} 넘게 걸린 어절',
  'throughput.how': '실행 방식',
  'throughput.perSecond': '초당 문장',
  'throughput.speedup': '1 스레드 대비',
  'throughput.threads': '스레드 {n}개',
  'throughput.processes': '프로세스 {n}개',
  'inputs.kind': '입력',
  'inputs.length': '글자 수',
  'inputs.time': '시간',
  'inputs.timedOut': '{limit} 넘음',
  'init.item': '항목',
  'init.value': '값',
  'init.initTime': '`hama.init()` 시간',
  'init.before': '`init()` 전 메모리 (hama import 후)',
  'init.after': '`init()`과 첫 `tag()` 뒤 메모리',
  'init.firstTagAfter': '`init()` 후 첫 `tag()`',
  'init.firstTagLazy': '`init()` 없이 첫 `tag()`',
  setup:
    '{date}, {cpu} {cores}코어, {os}, CPython {python}, hama {hama}(mmh3 {mmh3})에서 `make benchmark-service`로 측정했습니다. 말뭉치는 UD Korean-Kaist 시험 세트의 {sentences}문장, {words}어절({distinct}가지)입니다.',
  'fact.fastShare': '말뭉치 어절의 {share}는 {length}글자 이하이고, 이 길이의 어절은 가장 느린 것도 100 ms 안에 태깅됩니다.',
  'fact.firstSlow':
    '{length}글자부터는 실제 어절 하나에 1초가 넘게 걸리기도 합니다. 가장 느린 {length}글자 어절 "{word}"는 {worst}가 걸렸습니다.',
  'fact.longShare': '{length}글자를 넘는 어절은 말뭉치 어절의 {share}뿐이지만, 한 문장에 하나만 있어도 그 문장 전체가 그만큼 늦어집니다.',
  'fact.memoryReady':
    '사전과 모델을 불러 둔 hama 프로세스의 메모리는 {ready} 안팎이지만, 긴 어절 하나를 태깅하는 동안 크게 늘어납니다. 이 측정에서는 "{word}"({length}글자) 하나를 태깅하는 동안 최대 {peak}까지 올라갔습니다.',
  'fact.race':
    "`init()` 없이 새 프로세스에서 스레드 {threads}개가 동시에 `tag('{sentence}')`를 처음 부르게 하는 실험을 {runs}번 했습니다. {runsWithWrong}번에서 틀린 결과가 나왔고, 많을 때는 {threads}개 중 {most}개가 틀렸습니다. 예외는 한 번도 나지 않았습니다. `init()`을 먼저 부르면 {runsWithInit}번입니다.",
  'fact.threads':
    '스레드를 늘려도 빨라지지 않습니다. 스레드 1개는 초당 {one}문장, 가장 빠른 스레드 구성({best}개)도 {bestSpeed}문장입니다. 프로세스 {processes}개는 {processSpeed}문장입니다.',
  'fact.init':
    '`init()`은 {initTime} 걸리고, `init()`과 첫 `tag()`까지 메모리가 {added} 늘어납니다. 긴 어절을 태깅하는 동안에는 이와 별도로 메모리가 더 늘어납니다. 이 측정에서는 "{word}"({length}글자) 하나를 태깅하는 동안 프로세스가 최대 {peak}까지 올라갔습니다.',
} as const;

const EN: Text = {
  'cost.timedOut': 'over {limit} ({n})',
  'cost.overLimit': 'over {limit}',
  'cost.length': 'Syllables',
  'cost.share': 'Share of eojeol',
  'cost.cumulative': 'Cumulative',
  'cost.median': 'Median',
  'cost.p95': '95%',
  'cost.worst': 'Worst',
  'cost.slowestWord': 'Slowest eojeol',
  'memory.length': 'Syllables',
  'memory.word': 'Eojeol',
  'memory.role': 'At this length',
  'memory.peak': 'Peak memory',
  'memory.added': 'Growth over loaded',
  'memory.median': 'median eojeol',
  'memory.slowest': 'slowest eojeol',
  'memory.timedOut': 'eojeol that took over {limit}',
  'throughput.how': 'How',
  'throughput.perSecond': 'Sentences per second',
  'throughput.speedup': 'Against 1 thread',
  'throughput.threads': '{n} threads',
  'throughput.processes': '{n} processes',
  'inputs.kind': 'Input',
  'inputs.length': 'Characters',
  'inputs.time': 'Time',
  'inputs.timedOut': 'over {limit}',
  'init.item': 'Measure',
  'init.value': 'Value',
  'init.initTime': '`hama.init()` time',
  'init.before': 'Memory before `init()` (after importing hama)',
  'init.after': 'Memory after `init()` and a first `tag()`',
  'init.firstTagAfter': 'First `tag()` after `init()`',
  'init.firstTagLazy': 'First `tag()` without `init()`',
  setup:
    'Measured with `make benchmark-service` on {date}, on {cpu} with {cores} cores, {os}, CPython {python}, hama {hama} (mmh3 {mmh3}). The corpus is the UD Korean-Kaist test split: {sentences} sentences, {words} eojeol ({distinct} distinct).',
  'fact.fastShare':
    "{share} of the corpus's eojeol have {length} syllables or fewer, and at these lengths even the slowest eojeol is tagged within 100 ms.",
  'fact.firstSlow':
    'From {length} syllables on, one real eojeol can take over a second. The slowest eojeol of {length} syllables, "{word}", took {worst}.',
  'fact.longShare':
    "Eojeol longer than {length} syllables are only {share} of the corpus's eojeol, but one of them in a sentence delays the whole sentence by as much.",
  'fact.memoryReady':
    'A hama process with its dictionary and model loaded uses about {ready}, but memory grows a lot while it tags a long eojeol. In this measurement, tagging the single eojeol "{word}" ({length} syllables) took it up to {peak}.',
  'fact.race':
    "We started {threads} threads in a fresh process, without `init()`, all making their first call `tag('{sentence}')` at once, {runs} times. {runsWithWrong} of the runs returned wrong results, at worst {most} of the {threads} threads. No exception was raised. With `init()` first: {runsWithInit}.",
  'fact.threads':
    'More threads do not make it faster. One thread analyses {one} sentences a second, and the fastest thread setting ({best}) {bestSpeed}. {processes} processes analyse {processSpeed}.',
  'fact.init':
    '`init()` takes {initTime}, and `init()` with the first `tag()` adds {added} of memory. Tagging a long eojeol takes more memory on top of this: in this measurement, tagging "{word}" ({length} syllables) alone took the process up to {peak}.',
};

export type Text = {readonly [key in keyof typeof KO]: string};
/**
 * The words of the edition being built or shown (any locale but English reads Korean). In the
 * pages' bundles HAMA_BUNDLE_LOCALE is the locale being built (src/plugins/bundle-config), so
 * the minifier drops the other edition's words; the Markdown twins, written in Node, pick by locale.
 */
export const textOf = (locale: string): Text => ((process.env.HAMA_BUNDLE_LOCALE ?? locale) === 'en' ? EN : KO);
