import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';

/** The sentence browser in the Markdown twins (llms-txt plugin): where to find it, not its 286 sentences. */
export const sentenceBrowserAsMarkdown: ComponentToMarkdown = (_, {translate}) =>
  translate({id: 'benchmark.sentences.markdown', message: '문장별 분석 결과는 웹 페이지에서 펼쳐 볼 수 있습니다.'});
