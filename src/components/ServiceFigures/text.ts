import type {Translate} from '../FiguresTable/format';

/**
 * The words of these figures, the English in i18n/en/code.json. The component passes Docusaurus's
 * translate(), which finds them in this file's chunk (src/plugins/code-translations); the Markdown
 * twins (markdown.ts) pass the llms-txt plugin's, which reads the same code.json in Node.
 */
export const textOf = (translate: Translate) => ({
  'cost.timedOut': translate({id: 'service.cost.timedOut', message: '{limit} 넘음 ({n}개)'}),
  'cost.overLimit': translate({id: 'service.cost.overLimit', message: '{limit} 넘음'}),
  'cost.length': translate({id: 'service.cost.length', message: '글자 수'}),
  'cost.share': translate({id: 'service.cost.share', message: '어절 비율'}),
  'cost.cumulative': translate({id: 'service.cost.cumulative', message: '누적'}),
  'cost.median': translate({id: 'service.cost.median', message: '중앙값'}),
  'cost.p95': translate({id: 'service.cost.p95', message: '95%'}),
  'cost.worst': translate({id: 'service.cost.worst', message: '최악'}),
  'cost.slowestWord': translate({id: 'service.cost.slowestWord', message: '가장 느린 어절'}),
  'memory.length': translate({id: 'service.memory.length', message: '글자 수'}),
  'memory.word': translate({id: 'service.memory.word', message: '어절'}),
  'memory.role': translate({id: 'service.memory.role', message: '이 길이에서'}),
  'memory.peak': translate({id: 'service.memory.peak', message: '최대 메모리'}),
  'memory.added': translate({id: 'service.memory.added', message: '준비 후보다 늘어난 양'}),
  'memory.median': translate({id: 'service.memory.median', message: '중앙값 어절'}),
  'memory.slowest': translate({id: 'service.memory.slowest', message: '가장 느린 어절'}),
  'memory.timedOut': translate({id: 'service.memory.timedOut', message: '{limit} 넘게 걸린 어절'}),
  'throughput.how': translate({id: 'service.throughput.how', message: '실행 방식'}),
  'throughput.perSecond': translate({id: 'service.throughput.perSecond', message: '초당 문장'}),
  'throughput.speedup': translate({id: 'service.throughput.speedup', message: '1 스레드 대비'}),
  'throughput.threads': translate({id: 'service.throughput.threads', message: '스레드 {n}개'}),
  'throughput.processes': translate({id: 'service.throughput.processes', message: '프로세스 {n}개'}),
  'inputs.kind': translate({id: 'service.inputs.kind', message: '입력'}),
  'inputs.length': translate({id: 'service.inputs.length', message: '글자 수'}),
  'inputs.time': translate({id: 'service.inputs.time', message: '시간'}),
  'inputs.timedOut': translate({id: 'service.inputs.timedOut', message: '{limit} 넘음'}),
  'init.item': translate({id: 'service.init.item', message: '항목'}),
  'init.value': translate({id: 'service.init.value', message: '값'}),
  'init.initTime': translate({id: 'service.init.initTime', message: '`hama.init()` 시간'}),
  'init.before': translate({id: 'service.init.before', message: '`init()` 전 메모리 (hama import 후)'}),
  'init.after': translate({id: 'service.init.after', message: '`init()`과 첫 `tag()` 뒤 메모리'}),
  'init.firstTagAfter': translate({id: 'service.init.firstTagAfter', message: '`init()` 후 첫 `tag()`'}),
  'init.firstTagLazy': translate({id: 'service.init.firstTagLazy', message: '`init()` 없이 첫 `tag()`'}),
  setup: translate({
    id: 'service.setup',
    message:
      '{date}, {cpu} {cores}코어, {os}, CPython {python}, hama {hama}(mmh3 {mmh3})에서 `make benchmark-service`로 측정했습니다. 말뭉치는 UD Korean-Kaist 시험 세트의 {sentences}문장, {words}어절({distinct}가지)입니다.',
  }),
  'fact.fastShare': translate({
    id: 'service.fact.fastShare',
    message: '말뭉치 어절의 {share}는 {length}글자 이하이고, 이 길이의 어절은 가장 느린 것도 100 ms 안에 태깅됩니다.',
  }),
  'fact.firstSlow': translate({
    id: 'service.fact.firstSlow',
    message: '{length}글자부터는 실제 어절 하나에 1초가 넘게 걸리기도 합니다. 가장 느린 {length}글자 어절 "{word}"는 {worst}가 걸렸습니다.',
  }),
  'fact.longShare': translate({
    id: 'service.fact.longShare',
    message: '{length}글자를 넘는 어절은 말뭉치 어절의 {share}뿐이지만, 한 문장에 하나만 있어도 그 문장 전체가 그만큼 늦어집니다.',
  }),
  'fact.memoryReady': translate({
    id: 'service.fact.memoryReady',
    message:
      '사전과 모델을 불러 둔 hama 프로세스의 메모리는 {ready} 안팎이지만, 긴 어절 하나를 태깅하는 동안 크게 늘어납니다. 이 측정에서는 "{word}"({length}글자) 하나를 태깅하는 동안 최대 {peak}까지 올라갔습니다.',
  }),
  'fact.race': translate({
    id: 'service.fact.race',
    message:
      "`init()` 없이 새 프로세스에서 스레드 {threads}개가 동시에 `tag('{sentence}')`를 처음 부르게 하는 실험을 {runs}번 했습니다. {runsWithWrong}번에서 틀린 결과가 나왔고, 많을 때는 {threads}개 중 {most}개가 틀렸습니다. 예외는 한 번도 나지 않았습니다. `init()`을 먼저 부르면 {runsWithInit}번입니다.",
  }),
  'fact.threads': translate({
    id: 'service.fact.threads',
    message:
      '스레드를 늘려도 빨라지지 않습니다. 스레드 1개는 초당 {one}문장, 가장 빠른 스레드 구성({best}개)도 {bestSpeed}문장입니다. 프로세스 {processes}개는 {processSpeed}문장입니다.',
  }),
  'fact.init': translate({
    id: 'service.fact.init',
    message:
      '`init()`은 {initTime} 걸리고, `init()`과 첫 `tag()`까지 메모리가 {added} 늘어납니다. 긴 어절을 태깅하는 동안에는 이와 별도로 메모리가 더 늘어납니다. 이 측정에서는 "{word}"({length}글자) 하나를 태깅하는 동안 프로세스가 최대 {peak}까지 올라갔습니다.',
  }),
});

export type Text = ReturnType<typeof textOf>;
