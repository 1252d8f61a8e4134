import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import {FEEDS, HEADINGS, feedFolder} from './feeds';

/** What <FeedLinks /> reads as in the Markdown twins (llms-txt plugin): the same table. */
export const feedLinksAsMarkdown: ComponentToMarkdown = ({blogPath}, {siteConfig, translate}) => {
  const folder = feedFolder(siteConfig, blogPath);
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const headings = HEADINGS.map(translate);
  return [
    row(headings),
    row(headings.map(() => '---')),
    // Literal descriptors in feeds.ts, which the page translates too.
    // eslint-disable-next-line @docusaurus/string-literal-i18n-messages
    ...FEEDS.map(({file, name, use}) => row([name, `<${folder}${file}>`, translate(use)])),
  ].join('\n');
};
