import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagTable, MAPPING_DOC, TAG_TABLE_DOC, type PosTag} from './table';
import type {Hints, TagNames} from './data';

export {default as rehypePosTags} from './rehype';

/**
 * Every POS22 tag explains itself where it appears (issue #33): in printed
 * output (text code blocks), in inline code in prose and tables, on the home
 * page and in the playground's results. A tag is a button that opens a
 * popover with its names, the nearest Sejong and Universal POS tags and a
 * link to the tag table; both are in the page's HTML and work without
 * scripts (theme/PosTag, theme/PosTagScope).
 *
 * The rehype plugin (rehype.ts, in the content plugins' options) finds a
 * Markdown page's tags; the code block's Token (theme/CodeBlock/Line/Token)
 * draws those of printed output. Names and mappings are read at build time
 * from the two tables the guide already has (table.ts) and written for the
 * popovers (hints.json) and for tables that show names (names.json): nothing
 * is restated.
 */
export default function posTagsPlugin({siteDir, i18n}: LoadContext): Plugin<PosTag[]> {
  const locale = i18n.currentLocale === 'en' ? 'en' : 'ko';
  const files = [path.join(siteDir, TAG_TABLE_DOC), path.join(siteDir, MAPPING_DOC[locale])];
  return {
    name: 'pos-tags',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => files,
    async loadContent() {
      const [names, mappings] = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
      return tagTable(names!, mappings!);
    },
    async contentLoaded({content, actions}) {
      const names: TagNames = Object.fromEntries(content.map(({tag, ko, en}) => [tag, {ko, en}]));
      await Promise.all([
        actions.createData('hints.json', JSON.stringify(content satisfies Hints)),
        actions.createData('names.json', JSON.stringify(names)),
      ]);
    },
  };
}
