/**
 * Site search on MiniSearch (BM25, prefix and fuzzy matching, a compact
 * serialisable index), with our Korean analysis (./analyzer.ts) in front.
 * The build writes the index with `createIndex`; the browser loads it with
 * `loadIndex` and answers queries with `searchSections`.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {analyzeQuery, indexTerms, isHangul, RESULT_LIMIT} from './analyzer';

/** One searchable unit: a section of a doc page or blog post, or the part before its first heading. */
export type Section = {
  /** Address relative to the site's base URL, with the section's anchor: `/docs/installation#venv`. */
  readonly id: string;
  /** The page's title. */
  readonly page: string;
  /** The section's heading; the page title for the part before the first heading. */
  readonly heading: string;
  readonly text: string;
};

export type SearchHit = Section & {
  /** Query words the section contains, out of `queryWords`. */
  readonly wordsFound: number;
  readonly queryWords: number;
  /** Index terms that matched, to highlight in the snippet. */
  readonly matchedTerms: readonly string[];
};

const OPTIONS: Options<Section> = {
  fields: ['page', 'heading', 'text'],
  storeFields: ['page', 'heading', 'text'],
  tokenize: indexTerms,
  // indexTerms already lower-cases and cuts; terms are stored as they come.
  processTerm: (term) => term,
};

export function createIndex(sections: readonly Section[]): MiniSearch<Section> {
  const index = new MiniSearch<Section>(OPTIONS);
  index.addAll(sections);
  return index;
}

export function loadIndex(serialized: AsPlainObject): MiniSearch<Section> {
  return MiniSearch.loadJS<Section>(serialized, OPTIONS);
}


/**
 * Sections ranked first by how many of the query's words they contain, then
 * by BM25 score (title and heading count three times the body).
 */
export function searchSections(index: MiniSearch<Section>, query: string, limit = RESULT_LIMIT): SearchHit[] {
  const queryWords = analyzeQuery(query);
  if (queryWords.length === 0) return [];
  const terms = [...new Set(queryWords.flatMap((word) => word.terms))];
  const results = index.search(terms.join(' '), {
    tokenize: (joined) => joined.split(' '),
    processTerm: (term) => term,
    boost: {page: 3, heading: 3},
    combineWith: 'OR',
    // A single syllable left after stripping (표, 긴) finds the bigrams it starts;
    // a Latin word of three or more letters finds longer ones (instal → install).
    prefix: (term) => (isHangul(term) ? term.length === 1 : term.length >= 3),
    // One typo allowed in Latin words of five or more letters (ziped → zipped).
    fuzzy: (term) => (!isHangul(term) && term.length >= 5 ? 1 : false),
  });
  return results
    .map((result) => {
      const matched = new Set(result.queryTerms);
      return {
        id: result.id as string,
        page: result.page as string,
        heading: result.heading as string,
        text: result.text as string,
        score: result.score,
        wordsFound: queryWords.filter((word) => word.terms.every((term) => matched.has(term))).length,
        queryWords: queryWords.length,
        matchedTerms: result.terms,
      };
    })
    .sort((a, b) => b.wordsFound - a.wordsFound || b.score - a.score)
    .slice(0, limit)
    .map(({score: _score, ...hit}) => hit);
}
