/**
 * Recall of the query set (tests/search/queries.json) for our engine and for
 * the other ways of searching Korean we measured, all on the same sections of
 * the built site. Not a test (the browser test tests/budgets/search.spec.ts
 * holds the bar); this is the comparison behind the choice of engine.
 *
 *   npm run build && npx jiti scripts/search-recall.ts [--misses]
 */
import fs from 'node:fs';
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {loadIndex, searchSite, type Section} from '../src/plugins/search/engine';
import {INDEX_FILE} from '../src/plugins/search/indexFile';
import {analyzeQuery, indexTerms} from '../src/plugins/search/analyzer';
import {isHangul, words} from '../src/plugins/search/words';
import {recallOf, type RankedQuery} from '../tests/search/recall';
import querySet from '../tests/search/queries.json';

const serialized = JSON.parse(fs.readFileSync(`build/${INDEX_FILE}`, 'utf8')) as AsPlainObject;
const ours = loadIndex(serialized);
const sections: Section[] = Object.entries(serialized.documentIds).map(([shortId, id]) => ({
  id: id as string,
  ...(serialized.storedFields[shortId] as Omit<Section, 'id'>),
}));

type Engine = {name: string; search: (query: string) => string[]};

/** A MiniSearch index over the same sections with another way of cutting words. */
function miniSearchEngine(
  name: string,
  tokenize: (text: string) => string[],
  queryTerms: (query: string) => string[],
  searchOptions: Parameters<MiniSearch['search']>[1],
): Engine {
  const index = new MiniSearch<Section>({fields: ['page', 'heading', 'text'], tokenize, processTerm: (t) => t});
  index.addAll(sections);
  return {
    name,
    search: (query) =>
      index
        .search(queryTerms(query).join(' '), {
          tokenize: (s) => s.split(' ').filter(Boolean),
          processTerm: (t) => t,
          boost: {page: 3, heading: 3},
          ...searchOptions,
        })
        .map((result) => result.id as string),
  };
}

// lunr-style and MiniSearch's default: whole space-separated words, lower-cased.
const spaceWords = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s\p{P}]+/u)
    .filter(Boolean);

const ENGINES: Engine[] = [
  {
    name: 'ours: stem + bigrams + readings (synonyms, 초성, layout, typos), ranked by words found, then headings',
    search: (q) => searchSite(ours, q).hits.map((hit) => hit.id),
  },
  miniSearchEngine('whole words, exact (lunr-like)', spaceWords, spaceWords, {}),
  miniSearchEngine('whole words, prefix (Pagefind-like)', spaceWords, spaceWords, {prefix: true}),
  miniSearchEngine('whole words, prefix + fuzzy 0.2 (MiniSearch defaults)', spaceWords, spaceWords, {prefix: true, fuzzy: 0.2}),
  miniSearchEngine('Hangul bigrams, no stemming, BM25 only', indexTerms, (q) => words(q).flatMap((w) => indexTerms(w)), {
    prefix: (t) => !isHangul(t) && t.length >= 3,
    fuzzy: (t) => (!isHangul(t) && t.length >= 5 ? 1 : false),
  }),
  miniSearchEngine(
    'stem + bigrams, BM25 only (no words-found ranking)',
    indexTerms,
    (q) => analyzeQuery(q).flatMap((w) => w.readings[0].terms),
    {
      prefix: (t) => (isHangul(t) ? t.length === 1 : t.length >= 3),
      fuzzy: (t) => (!isHangul(t) && t.length >= 5 ? 1 : false),
    },
  ),
];

const showMisses = process.argv.includes('--misses');
const SETS = ['dev', 'test', 'new'];
console.log(`${querySet.queries.length} queries (sets: dev = tuned on, test and new = held out), ${sections.length} sections\n`);
console.log(`| engine | ${SETS.map((set) => `${set} @1 | ${set} @3`).join(' | ')} | median ms/query |`);
console.log(`|---|${SETS.map(() => '---:|---:').join('|')}|---:|`);
for (const engine of ENGINES) {
  const ranked: Array<RankedQuery & {set: string}> = [];
  const times: number[] = [];
  for (const query of querySet.queries) {
    const start = performance.now();
    const results = engine.search(query.q);
    times.push(performance.now() - start);
    ranked.push({...query, results});
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  const cells = SETS.map((set) => {
    const {at1, at3} = recallOf(ranked.filter((query) => query.set === set));
    return `${at1.toFixed(2)} | ${at3.toFixed(2)}`;
  });
  console.log(`| ${engine.name} | ${cells.join(' | ')} | ${median.toFixed(2)} |`);
  // Only the tuning set's misses: the held-out sets are scored, never read while tuning.
  if (showMisses) for (const miss of recallOf(ranked.filter((query) => query.set === 'dev')).misses) console.log(`    miss: ${miss}`);
}
