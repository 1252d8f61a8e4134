import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import type {PlaygroundData} from './contract';
import {runtimeDownloadText} from './runtimeDownload';

/**
 * What <TryIt text="…" /> reads as in the site's Markdown twins (the llms-txt
 * plugin): the example the box runs and the output CPython printed for it at
 * build time, then a link to run it in the playground.
 */
export const tryItAsMarkdown: ComponentToMarkdown = ({text}, {allContent, translate}) => {
  const {prerendered} = allContent.playground?.default as PlaygroundData;
  const result = text === undefined ? undefined : prerendered.results[text];
  if (!result) throw new Error(`<TryIt text="${text}">: the playground has no prerendered result for this text`);
  const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;
  return [
    fence('python', `from hama.tagging import tag\n\nprint(tag(${result.textRepr}, zipped=True))`),
    translate({id: 'tryIt.markdown.output', message: '출력:'}),
    fence('text', result.zippedRepr),
    translate({id: 'tryIt.markdown.playground', message: '[플레이그라운드]({link})에서 다른 문장으로 바로 실행해 볼 수 있습니다.'}).replace(
      '{link}',
      `/playground?text=${encodeURIComponent(text!)}`,
    ),
  ].join('\n\n');
};

/** <RuntimeDownload /> in the Markdown twins: the same words as on the page. */
export const runtimeDownloadAsMarkdown: ComponentToMarkdown = (_props, {allContent, translate}) =>
  runtimeDownloadText((allContent.playground?.default as PlaygroundData).downloadBytes, translate);
