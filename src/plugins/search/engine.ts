/**
 * Site search on MiniSearch (BM25, prefix and fuzzy matching, a compact
 * serialisable index), with our Korean analysis (./analyzer.ts) in front.
 * The build writes the index with `createIndex`; the browser loads it with
 * `loadIndex` and answers queries with `searchSite`.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {analyzeQuery, indexTerms, initialsTerms, LATIN, type QueryWord, type Reading, type Vocabulary} from './analyzer';
import {disassemble, isChoseongOnly} from './hangul';
import {isHangul, RESULT_LIMIT} from './words';

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

export type SearchResult = {
  readonly hits: readonly SearchHit[];
  /**
   * The query as the engine read it, when that differs from what was typed
   * by a layout slip or a typo (gudxoth → 형태소); shown to the reader.
   */
  readonly understoodAs: string | null;
};

export type SiteIndex = {readonly index: MiniSearch<Section>; readonly vocabulary: Vocabulary};

/** Headings and page titles are also indexed by their words' initial consonants (초성). */
const INITIALS = 'initials';

const OPTIONS: Options<Section> = {
  fields: ['page', 'heading', 'text', INITIALS],
  storeFields: ['page', 'heading', 'text'],
  extractField: (section, field) => (field === INITIALS ? `${section.page} ${section.heading}` : section[field as keyof Section]),
  tokenize: (text, field) => (field === INITIALS ? initialsTerms(text) : indexTerms(text)),
  // The tokenizers already lower-case and cut; terms are stored as they come.
  processTerm: (term) => term,
};

/** How much more a word counts when the section's heading or page title names it. */
const NAMED_WEIGHT = 1;

/** Fields that name a section rather than mention something in passing. */
const NAMING_FIELDS = new Set(['page', 'heading', INITIALS]);

export function createIndex(sections: readonly Section[]): MiniSearch<Section> {
  const index = new MiniSearch<Section>(OPTIONS);
  index.addAll(sections);
  return index;
}

/** The index's terms, for telling a typo from a word the site uses. */
function vocabularyOf(serialized: AsPlainObject, pagesInKorean: boolean): Vocabulary {
  const terms = serialized.index.map(([term]) => term);
  const known = new Set(terms);
  // How often a term occurs, all fields together: of two equally near mends, the common one wins.
  const occurrences = (fields: (typeof serialized.index)[number][1]) =>
    Object.values(fields).reduce((sum, postings) => sum + Object.values(postings).reduce((a, b) => a + b, 0), 0);
  return {
    has: (term) => known.has(term),
    // Decomposed as the index loads (a few ms), so that no query pays for it; most frequent first.
    hangulBigrams: serialized.index
      .filter(([term]) => term.length === 2 && isHangul(term))
      .map(([term, fields]) => ({term, jamo: disassemble(term), count: occurrences(fields)}))
      .sort((a, b) => b.count - a.count)
      .map(({term, jamo}) => [term, jamo] as const),
    latinWords: terms.filter((term) => LATIN.test(term)),
    pagesInKorean,
  };
}

/** An index as the build wrote it, for the pages of one locale (`ko`, `en`). */
export function loadIndex(serialized: AsPlainObject, locale = 'ko'): SiteIndex {
  return {index: MiniSearch.loadJS<Section>(serialized, OPTIONS), vocabulary: vocabularyOf(serialized, locale === 'ko')};
}

/**
 * What a reading must find in a section: the terms the index holds (초성 are
 * matched by prefix), and, for a Hangul word the index holds whole, the word
 * itself, which must stand in the section's text unbroken (형태 here and 태소
 * there is not 형태소: a long section holds the bigrams of many words it never says).
 */
type Required = {readonly terms: readonly string[]; readonly word: string | null};

function requiredOf(reading: Reading, vocabulary: Vocabulary): Required {
  if (reading.kind === 'initials') return {terms: reading.terms, word: null};
  // A reading held in part (형태쇼) keeps matching by the part the index holds.
  return {terms: reading.terms.filter((term) => vocabulary.has(term)), word: reading.whole === false ? null : hangulWordOf(reading.terms)};
}

type Match = Record<string, string[]>;

/** The Hangul word whose bigrams a reading's terms are (형태 태소 → 형태소), or null for one term or for other terms. */
function hangulWordOf(terms: readonly string[]): string | null {
  const chained =
    terms.length > 1 && terms.every((term, i) => term.length === 2 && isHangul(term) && (i === 0 || terms[i - 1][1] === term[0]));
  return chained ? terms.map((term, i) => (i === 0 ? term : term[1])).join('') : null;
}

/** Whether the section holds every term of the reading, and whether its heading or title does. */
function found({terms, word}: Required, matched: ReadonlySet<string>, namingTerms: readonly string[], section: SectionText) {
  const inSection = terms.length > 0 && terms.every((term) => matched.has(term)) && (!word || section.all().includes(word));
  // A prefix term (초성, one syllable) is named by the longer term it matched.
  const named =
    inSection &&
    terms.every((term) => namingTerms.some((docTerm) => docTerm.startsWith(term))) &&
    (!word || section.naming().includes(word));
  return {inSection, named};
}

/**
 * A result's title, heading and text without their spaces, so that a compound typed
 * whole (검색색인) stands in a page that spaces it (검색 색인); made once per result
 * and only when a word needs it. A NUL keeps the fields apart: no word spans two.
 */
type SectionText = {readonly all: () => string; readonly naming: () => string};

const unspaced = (...fields: string[]) => fields.join('\0').replace(/\s+/g, '');

function sectionText(page: string, heading: string, text: string): SectionText {
  let all: string | undefined;
  let naming: string | undefined;
  return {all: () => (all ??= unspaced(page, heading, text)), naming: () => (naming ??= unspaced(page, heading))};
}

/** The query as read: each word as typed, or as the layout or typo reading that found the best hit. */
function understoodAs(queryWords: readonly QueryWord[], best: ReadonlyArray<Reading | null>): string | null {
  const shown = queryWords.map((word, i) => {
    const reading = best[i];
    return reading && (reading.kind === 'layout' || reading.kind === 'typo') ? reading.shown : word.word;
  });
  return shown.some((word, i) => word !== queryWords[i].word) ? shown.join(' ') : null;
}

/**
 * Sections ranked by the query's words they contain, a word their heading or
 * page title names counting twice (a section about a thing beats one that
 * mentions it), then by BM25 (title and heading count three times the body).
 */
export function searchSite({index, vocabulary}: SiteIndex, query: string, limit = RESULT_LIMIT): SearchResult {
  const queryWords = analyzeQuery(query, vocabulary);
  if (queryWords.length === 0) return {hits: [], understoodAs: null};
  const readings = queryWords.flatMap((word) => word.readings);
  const terms = [...new Set(readings.flatMap((reading) => reading.terms))];
  const results = index.search(terms.join(' '), {
    tokenize: (joined) => joined.split(' '),
    processTerm: (term) => term,
    boost: {page: 3, heading: 3, [INITIALS]: 3},
    combineWith: 'OR',
    // 초성 find the headings they begin; a single syllable left after
    // stripping (표, 긴) finds the bigrams it starts; a Latin word of three or
    // more letters finds longer ones (instal → install).
    prefix: (term) => isChoseongOnly(term) || (isHangul(term) ? term.length === 1 : term.length >= 3),
    // No fuzzy matching here: typos are read by the analyser, against the
    // index's own words (ziped → zipped), which costs a query far less.
  });
  // Once per query, not per section.
  const required = new Map(readings.map((reading) => [reading, requiredOf(reading, vocabulary)]));
  const ranked = results.map((result) => {
    const matched = new Set(result.queryTerms);
    const namingTerms = Object.entries(result.match as Match)
      .filter(([, fields]) => fields.some((field) => NAMING_FIELDS.has(field)))
      .map(([docTerm]) => docTerm);
    const text = sectionText(result.page as string, result.heading as string, result.text as string);
    const perWord = queryWords.map((word) => {
      const readingsFound = word.readings.map((reading) => ({
        reading,
        complete: reading.whole ?? true,
        ...found(required.get(reading)!, matched, namingTerms, text),
      }));
      // A reading the index holds whole beats one it holds in part (형태소 beats 형태쇼).
      const best =
        readingsFound.find((r) => r.named && r.complete) ??
        readingsFound.find((r) => r.inSection && r.complete) ??
        readingsFound.find((r) => r.named) ??
        readingsFound.find((r) => r.inSection);
      return {reading: best?.reading ?? null, named: Boolean(best?.named)};
    });
    return {
      hit: {
        id: result.id as string,
        page: result.page as string,
        heading: result.heading as string,
        text: result.text as string,
        wordsFound: perWord.filter((word) => word.reading).length,
        queryWords: queryWords.length,
        matchedTerms: result.terms,
      },
      named: perWord.filter((word) => word.named).length,
      readings: perWord.map((word) => word.reading),
      score: result.score,
    };
  });
  // A word the heading or title names counts twice: the section about 명사 beats
  // one that mentions 명사 and 추출 in passing.
  const rank = (entry: (typeof ranked)[number]) => entry.hit.wordsFound + NAMED_WEIGHT * entry.named;
  ranked.sort((a, b) => rank(b) - rank(a) || b.score - a.score);
  return {
    hits: ranked.slice(0, limit).map((entry) => entry.hit),
    understoodAs: ranked.length ? understoodAs(queryWords, ranked[0].readings) : null,
  };
}
