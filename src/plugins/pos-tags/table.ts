import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A POS22 tag as the guide describes it: its names, and its nearest tags in other tag sets. */
export type PosTag = {
  readonly tag: string;
  readonly ko: string;
  readonly en: string;
  /** The nearest Sejong tags (Kiwi, MeCab, Komoran), as the mapping table's cell reads: Markdown code spans kept. */
  readonly sejong: string;
  /** The nearest Universal POS tags, likewise ("—" where UPOS has none). */
  readonly upos: string;
};

/** The tag table (names), in the Korean source; it lists both names of each tag. */
export const TAG_TABLE_DOC = 'docs/pos_tagging.md';
/** The mapping table of the accuracy page, in each edition's language (its cells carry notes). */
export const MAPPING_DOC = {ko: 'docs/benchmark.md', en: 'i18n/en/docusaurus-plugin-content-docs/current/benchmark.md'} as const;

const NAME_ROW = /^\| `(\w+)` \| ([^|]+) \| ([^|]+) \| [^|]+ \| [^|]+ \|$/gm;
const MAPPING_ROW = /^\| `(\w+)` \| [^|]+ \| ([^|]+) \| ([^|]+) \|$/gm;

/** The rows of the table between a page's `<name>:start` and `<name>:end` comments. */
function rowsBetween(markdown: string, name: string, row: RegExp): string[][] {
  const start = markdown.indexOf(`${name}:start`);
  const end = markdown.indexOf(`${name}:end`);
  if (start < 0 || end < start) throw new Error(`pos-tags: no ${name}:start … ${name}:end comments in the page`);
  const rows = [...markdown.slice(start, end).matchAll(row)].map((match) => match.slice(1).map((cell) => cell.trim()));
  if (rows.length === 0) throw new Error(`pos-tags: no row of the ${name} table could be read`);
  return rows;
}

/**
 * Every tag of the tag table, with its names from there and its mappings from
 * the accuracy page's mapping table: the one place each is written
 * (tests/content/test_tag_table.py checks both against the model, the corpus
 * and the benchmark). A tag the mapping table lacks is an error.
 */
export function tagTable(namesPage: string, mappingPage: string): PosTag[] {
  const mappings = new Map(
    rowsBetween(mappingPage, 'tag-mapping', MAPPING_ROW).map(([tag, sejong, upos]) => [tag!, {sejong: sejong!, upos: upos!}]),
  );
  return tagNames(namesPage).map((names) => {
    const mapping = mappings.get(names.tag);
    if (!mapping) throw new Error(`pos-tags: the tag mapping table has no row for \`${names.tag}\``);
    return {...names, ...mapping};
  });
}

/** Each tag with its Korean and English names, from the tag table. */
export function tagNames(namesPage: string): Array<Pick<PosTag, 'tag' | 'ko' | 'en'>> {
  return rowsBetween(namesPage, 'tag-table', NAME_ROW).map(([tag, ko, en]) => ({tag: tag!, ko: ko!, en: en!}));
}

const namesRead = new Map<string, ReturnType<typeof tagNames>>();
/** The tag table's names in a site's folder, read once for the whole build (the MDX plugins and the config ask for them). */
export function readTagNames(siteDir: string): ReturnType<typeof tagNames> {
  if (!namesRead.has(siteDir)) namesRead.set(siteDir, tagNames(readFileSync(path.join(siteDir, TAG_TABLE_DOC), 'utf8')));
  return namesRead.get(siteDir)!;
}
