/**
 * The Korean-specific part of search, the part no search library has:
 * how text becomes index terms and how a query becomes search terms.
 *
 * Korean words carry particles and endings (형태소를, 설치하려면) and are
 * written as compounds (형태소분석기), so a word is indexed as its Hangul
 * bigrams: 형태소는 → 형태 태소 소는. A query word first loses its particle or
 * ending (형태소를 → 형태소, 설치하려면 → 설치) and is then looked up by the
 * bigrams of what is left, which finds every form and every compound that
 * contains it. Latin words and code are indexed whole, lower-cased.
 *
 * Shared by the build (which writes the index) and the browser (which
 * searches it): both must cut text the same way.
 */

/** Runs of Hangul syllables, or of Latin letters and digits. Everything else separates words. */
const WORD = /[\uac00-\ud7a3]+|[a-z0-9_]+/g;
const HANGUL = /^[\uac00-\ud7a3]+$/;

/**
 * Particles and endings stripped from the end of a query word, longest first.
 * Only the query is stripped: the index keeps every form, so a wrong strip
 * costs at most some precision, never a lost page.
 */
const SUFFIXES = [
  // 하다 verbs: 설치하려면, 초기화하는, 기여하고
  '하려면', '하세요', '합니다', '했어요', '하나요', '하는데', '해야', '해요', '하는', '하기', '하고', '하면', '하려', '했다', '한다', '할', '한', '해',
  // endings of other verbs and adjectives: 느려요, 되나요, 싶어요, 뽑으려면
  '으려면', '려면', '인가요', '이란', '이라', '란', '나요', '어요', '아요', '세요', '니다', '는데', '으면',
  // particles: 형태소를, 환경에, 사전의, 앞으로의, 콜백으로, 명사만
  '에서는', '에서', '에게', '으로의', '으로', '로의', '까지', '부터', '처럼', '보다', '이나', '과', '와', '로',
  '를', '을', '는', '은', '이', '가', '의', '에', '도', '만',
].sort((a, b) => b.length - a.length);

export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

export function isHangul(word: string): boolean {
  return HANGUL.test(word);
}

function bigrams(word: string): string[] {
  if (word.length === 1) return [word];
  const grams: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) grams.push(word.slice(i, i + 2));
  return grams;
}

/** The terms a piece of page text is indexed under. */
export function indexTerms(text: string): string[] {
  return words(text).flatMap((word) => (isHangul(word) ? bigrams(word) : [word]));
}

/**
 * A query word without its particle or ending. A one-syllable suffix is
 * taken only from a word of three or more syllables, so 사이 and 가상 stay whole.
 */
export function stem(word: string): string {
  const keeps = (suffix: string) => word.length - suffix.length >= (suffix.length === 1 ? 2 : 1);
  const suffix = SUFFIXES.find((candidate) => word.endsWith(candidate) && keeps(candidate));
  return suffix ? word.slice(0, -suffix.length) : word;
}

export type QueryWord = {
  /** What the reader typed, lower-cased. */
  readonly word: string;
  /** The index terms that must all match for the word to count as found. */
  readonly terms: readonly string[];
};

/** Most results a search returns; the weakest matches beyond this help no one. */
export const RESULT_LIMIT = 30;

/** Longest query the engine looks at; a reader never needs more. */
export const MAX_QUERY_WORDS = 12;

export function analyzeQuery(query: string): QueryWord[] {
  const unique = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
  return unique.map((word) => ({word, terms: isHangul(word) ? bigrams(stem(word)) : [word]}));
}
