import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import {FEEDS, HEADINGS, feedFolder} from './feeds';

/** What <FeedLinks /> reads as in the Markdown twins (llms-txt plugin): the same table. */
export const feedLinksAsMarkdown: ComponentToMarkdown = ({blogPath}, {siteConfig}) => {
  const folder = feedFolder(siteConfig, blogPath);
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [row(HEADINGS), row(HEADINGS.map(() => '---')), ...FEEDS.map(({file, name, use}) => row([name, `<${folder}${file}>`, use]))].join('\n');
};
