/**
 * The Korean-specific part of search, the part no search library has:
 * how text becomes index terms and how a query becomes search terms.
 *
 * Korean words carry particles and endings (형태소를, 설치하려면) and are
 * written as compounds (형태소분석기), so a word is indexed as its Hangul
 * bigrams: 형태소는 → 형태 태소 소는. A query word first loses its particle or
 * ending (형태소를 → 형태소, 설치하려면 → 설치) and is then looked up by the
 * bigrams of what is left, which finds every form and every compound that
 * contains it. Latin words and code are indexed whole, lower-cased. Headings
 * and page titles are also indexed by their words' initial consonants
 * (초성: 품사 태깅 → ㅍㅅ ㅌㄱ).
 *
 * A query word can be read more than one way (`readings`): as typed; as the
 * words synonyms.json gives for it; typed with the wrong keyboard layout
 * (gudxoth → 형태소); or with a typo, corrected against the index's own
 * words (형태쇼 → 형태소, instalation → installation). The Hangul parts
 * (jamo, 초성, keyboard layouts) come from es-hangul (./hangul.ts).
 *
 * Shared by the build (which writes the index) and the browser (which
 * searches it): both must cut text the same way.
 */
import {stemmer} from 'stemmer';
import synonyms from './synonyms.json';
import {choseongOf, disassemble, isChoseongOnly, qwertyToHangul} from './hangul';
import {DOTTED_NAME, isHangul, MAX_QUERY_WORDS, words} from './words';

export const LATIN = /^[a-z]+$/;

/**
 * Particles and endings stripped from the end of a query word, longest first.
 * Only the query is stripped: the index keeps every form, so a wrong strip
 * costs at most some precision, never a lost page.
 */
const SUFFIXES = [
  // 하다 verbs: 설치하려면, 초기화하는, 기여하고
  '하려면',
  '하세요',
  '합니다',
  '했어요',
  '하나요',
  '하는데',
  '해야',
  '해요',
  '하는',
  '하기',
  '하고',
  '하면',
  '하려',
  '했다',
  '한다',
  '할',
  '한',
  '해',
  // endings of other verbs and adjectives: 느려요, 되나요, 싶어요, 뽑으려면, 설치돼요
  '으려면',
  '려면',
  '인가요',
  '이란',
  '이라',
  '란',
  '나요',
  '어요',
  '아요',
  '세요',
  '니다',
  '는데',
  '으면',
  '돼요',
  // particles: 형태소를, 환경에, 사전의, 앞으로의, 콜백으로, 명사만
  '에서는',
  '에서',
  '에게',
  '으로의',
  '으로',
  '로의',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이나',
  '과',
  '와',
  '로',
  '를',
  '을',
  '는',
  '은',
  '이',
  '가',
  '의',
  '에',
  '도',
  '만',
].sort((a, b) => b.length - a.length);

/** Particles that close a stack of them (환경에서는, 소스에만, 파이썬으로도), and those that can sit beneath one, longest first. */
const CLOSING_PARTICLES: ReadonlySet<string> = new Set(['는', '은', '도', '만', '까지', '부터']);
const PARTICLES_BENEATH = ['에서', '에게', '으로', '까지', '부터', '처럼', '보다', '에', '로', '와', '과'];

/** A Map, not the JSON object: a query word such as `constructor` must not find Object.prototype's members. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(synonyms.words));

/**
 * The same pairs the other way, for pages written in English: synonyms.json
 * maps an English or loanword query to the Korean the pages use (morpheme →
 * 형태소); on the English edition a Korean word finds its English page
 * (형태소 → morpheme). Not on Korean pages, where 설치 → install would match
 * every `pip install` in the code.
 */
const KOREAN_TO_ENGLISH: ReadonlyMap<string, readonly string[]> = (() => {
  const reverse = new Map<string, string[]>();
  for (const [word, same] of SYNONYMS) {
    if (!LATIN.test(word)) continue;
    for (const korean of same) if (isHangul(korean)) reverse.set(korean, [...(reverse.get(korean) ?? []), word]);
  }
  return reverse;
})();
const LATIN_SYNONYM_KEYS = [...SYNONYMS.keys()].filter((key) => LATIN.test(key));

function bigrams(word: string): string[] {
  if (word.length === 1) return [word];
  const grams: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) grams.push(word.slice(i, i + 2));
  return grams;
}

/**
 * An English word's stem (Porter), British and American spellings brought
 * together first: tagging, tagged, tags → tag; analyzer, analyser → analys.
 */
export function englishStem(word: string): string {
  return stemmer(word.replace(/([iy])z(e|er|ers|ed|es|ing|ation|ations)$/, '$1s$2'));
}

/** A Latin word is indexed as typed and, when it differs, as its stem, so any form finds it. */
function latinTerms(word: string): string[] {
  const stem = LATIN.test(word) ? englishStem(word) : word;
  return stem === word ? [word] : [word, stem];
}

/** The terms a piece of page text is indexed under; a dotted name also under each of its parts. */
export function indexTerms(text: string): string[] {
  return words(text).flatMap((word) =>
    isHangul(word) ? bigrams(word) : DOTTED_NAME.test(word) ? [word, ...word.split('.').flatMap(latinTerms)] : latinTerms(word),
  );
}

/** The 초성 terms of a heading: one per Hangul word (품사 태깅 → ㅍㅅ, ㅌㄱ). */
export function initialsTerms(text: string): string[] {
  return words(text).filter(isHangul).map(choseongOf);
}

/**
 * A query word without its particle or ending, and without a rate beneath
 * them (withoutRate); where the particle closes others (만, 도, 는), without the
 * one beneath it too (소스에만 → 소스, 파이썬으로도 → 파이썬). Only those
 * pairs: 정확도가 keeps its 도, 글쓴이는 its 이.
 */
export function stem(word: string): string {
  const suffix = suffixOf(word, SUFFIXES);
  if (!suffix) return withoutRate(word);
  const rest = word.slice(0, -suffix.length);
  const beneath = CLOSING_PARTICLES.has(suffix) ? suffixOf(rest, PARTICLES_BENEATH) : undefined;
  return withoutRate(beneath ? rest.slice(0, -beneath.length) : rest);
}

/**
 * A rate off the thing it is a rate of (오탐률 → 오탐, 실패율이 → 실패): the section
 * about a thing may not name its rate. A word that only ends so (조건부확률) keeps
 * its other pieces, so this costs precision, not pages.
 */
function withoutRate(word: string): string {
  return word.length >= 3 && /[률율]$/.test(word) ? word.slice(0, -1) : word;
}

/** The longest of `suffixes` the word ends in; a one-syllable one only from a word of three or more syllables, so 사이 and 가상 stay whole. */
function suffixOf(word: string, suffixes: readonly string[]): string | undefined {
  return suffixes.find((suffix) => word.endsWith(suffix) && word.length - suffix.length >= (suffix.length === 1 ? 2 : 1));
}

/** How a reading of a query word came about; the fuzzy ones are shown to the reader. */
export type ReadingKind = 'typed' | 'synonym' | 'initials' | 'layout' | 'typo' | 'stem' | 'parts';

export type Reading = {
  readonly kind: ReadingKind;
  /** The word this reading searches for (형태소 for gudxoth). */
  readonly shown: string;
  /** Index terms that must all match for the reading to count as found. */
  readonly terms: readonly string[];
  /**
   * Whether the index holds the word whole: every term, or, for a compound
   * typed without its space (품사태깅), every piece. 형태쇼 as typed is not whole.
   */
  readonly whole?: boolean;
};

export type QueryWord = {
  /** What the reader typed, lower-cased. */
  readonly word: string;
  readonly readings: readonly Reading[];
};

/** What the index holds, for telling a typo from a word the site uses. */
export type Vocabulary = {
  readonly has: (term: string) => boolean;
  /** Hangul bigrams of the index with their jamo, the most frequent first. */
  readonly hangulBigrams: readonly (readonly [term: string, jamo: string])[];
  /** Latin words of the index. */
  readonly latinWords: readonly string[];
  /** Whether the indexed pages are the Korean edition's (else the English one's). */
  readonly pagesInKorean: boolean;
};

/** Levenshtein distance, stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Typos allowed in a Latin word: none below five letters, one up to eight, two beyond. */
const latinTypos = (word: string) => (word.length < 5 ? 0 : word.length <= 8 ? 1 : 2);

/** A word with each run of one letter written once: a letter doubled in the wrong place (zipedd) reads as zipped's slip. */
const undoubled = (word: string) => word.replace(/(.)\1+/g, '$1');

/** Index words and synonym keys closest to a Latin word that the index does not hold. */
function correctLatin(word: string, vocabulary: Vocabulary): string[] {
  const limit = latinTypos(word);
  if (limit === 0) return [];
  const single = undoubled(word);
  let best = limit + 1;
  let found: string[] = [];
  for (const candidates of [vocabulary.latinWords, LATIN_SYNONYM_KEYS]) {
    for (const candidate of candidates) {
      // A doubling slip is one typo however many letters it moves.
      const edits = editDistance(word, candidate, Math.min(limit, best));
      const distance = edits > 1 && Math.abs(word.length - candidate.length) <= 2 && undoubled(candidate) === single ? 1 : edits;
      if (distance < best) [best, found] = [distance, [candidate]];
      else if (distance === best && !found.includes(candidate)) found.push(candidate);
    }
  }
  return best <= limit ? found : [];
}

/** Bounds on mending a Hangul word, so that no input makes a query slow. */
const MAX_FIXES_PER_BIGRAM = 3;
const MAX_UNKNOWN_BIGRAMS = 3;
const MAX_MENDED_SYLLABLES = 16;

/** ㅐ and ㅔ (and ㅒ, ㅖ) sound alike and are the most common slip: a swap between them costs half. */
const foldVowels = (jamo: string) => jamo.replace(/ㅔ/g, 'ㅐ').replace(/ㅖ/g, 'ㅒ');

/** The index's bigrams nearest in jamo to one it lacks (태쇼 → 태소), keeping one of its syllables. */
function nearBigrams(gram: string, vocabulary: Vocabulary): string[] {
  const jamo = disassemble(gram);
  let best = 1.5;
  let found: string[] = [];
  for (const [term, termJamo] of vocabulary.hangulBigrams) {
    if (term[0] !== gram[0] && term[1] !== gram[1]) continue;
    const distance = foldVowels(jamo) === foldVowels(termJamo) ? 0.5 : editDistance(jamo, termJamo, 1);
    if (distance < best) [best, found] = [distance, [term]];
    else if (distance === best) found.push(term);
  }
  return found.slice(0, MAX_FIXES_PER_BIGRAM);
}

/**
 * A Hangul word read with a jamo typo mended (형태쇼 → 형태소, 품사태긱 → 품사태깅):
 * the fewest bigrams the index lacks are replaced by near ones, so that the
 * word is made of words the site uses. Null when it needs no mending or none works.
 */
function correctHangul(word: string, vocabulary: Vocabulary): string | null {
  const syllables = [...word];
  const unknown = syllables.slice(0, -1).flatMap((syllable, i) => (vocabulary.has(syllable + syllables[i + 1]) ? [] : [i]));
  if (unknown.length === 0 || unknown.length > MAX_UNKNOWN_BIGRAMS || isMadeOfKnownWords(word, vocabulary)) return null;
  const fixes = new Map(unknown.map((i) => [i, nearBigrams(syllables[i] + syllables[i + 1], vocabulary)]));
  // Subsets of the unknown bigrams, fewest first; a bigram across a missing space (품사태깅's 사태) needs none.
  const subsets = Array.from({length: 2 ** unknown.length - 1}, (_, mask) => unknown.filter((_, bit) => ((mask + 1) >> bit) & 1));
  subsets.sort((a, b) => a.length - b.length);
  for (const subset of subsets) {
    let words = [syllables];
    for (const i of subset) {
      words = words.flatMap((current) =>
        (fixes.get(i) ?? []).map((fix) => current.map((syllable, j) => (j === i ? fix[0] : j === i + 1 ? fix[1] : syllable))),
      );
    }
    const mended = words.map((candidate) => candidate.join('')).find((candidate) => isMadeOfKnownWords(candidate, vocabulary));
    if (mended) return mended;
  }
  return null;
}

/**
 * Whether a word splits into pieces of two or more syllables whose bigrams
 * the index all holds (품사태깅 → 품사 + 태깅). A mended bigram must make a word
 * the site uses, not a new one (골라내 must not become 골타내).
 */
function isMadeOfKnownWords(word: string, vocabulary: Vocabulary): boolean {
  if (word.length > MAX_MENDED_SYLLABLES) return false;
  const known = (piece: string) => bigrams(piece).every((gram) => vocabulary.has(gram));
  const reachable = [true];
  for (let end = 2; end <= word.length; end += 1) {
    reachable[end] = false;
    for (let start = 0; start <= end - 2 && !reachable[end]; start += 1) {
      reachable[end] = Boolean(reachable[start]) && known(word.slice(start, end));
    }
  }
  return Boolean(reachable[word.length]);
}

function termsOf(word: string): string[] {
  return isHangul(word) ? bigrams(stem(word)) : [word];
}

/** Every way to read one query word, the typed one first. */
function readingsOf(word: string, vocabulary: Vocabulary | null): Reading[] {
  if (isChoseongOnly(word)) return [{kind: 'initials', shown: word, terms: [word]}];
  const readings: Reading[] = [{kind: 'typed', shown: word, terms: termsOf(word)}];
  // hama.tagging is also found where the page says hama and tagging apart (import hama, then tagging).
  if (DOTTED_NAME.test(word)) {
    readings.push({kind: 'parts', shown: word, terms: word.split('.').map((part) => (LATIN.test(part) ? englishStem(part) : part))});
  }
  const base = isHangul(word) ? stem(word) : word;
  const english =
    vocabulary && !vocabulary.pagesInKorean ? [...(KOREAN_TO_ENGLISH.get(word) ?? []), ...(KOREAN_TO_ENGLISH.get(base) ?? [])] : [];
  for (const synonym of new Set([...(SYNONYMS.get(word) ?? []), ...(SYNONYMS.get(base) ?? []), ...english])) {
    readings.push({kind: 'synonym', shown: synonym, terms: termsOf(synonym)});
  }
  if (!vocabulary) return readings;
  const known = (terms: readonly string[]) => terms.every((term) => vocabulary.has(term));
  // Another form of an English word: tagged finds tagging, installs finds installation.
  const stemmed = LATIN.test(word) ? englishStem(word) : word;
  if (stemmed !== word && vocabulary.has(stemmed)) readings.push({kind: 'stem', shown: word, terms: [stemmed]});
  // A word the index holds, or one a synonym the index holds explains (타임아웃 → timeout), is no typo.
  if (readings.some((reading) => (reading.kind === 'typed' || reading.kind === 'synonym') && known(reading.terms))) return readings;
  if (LATIN.test(word)) {
    // Korean typed with the IME off: gudxoth → 형태소.
    const hangul = qwertyToHangul(word);
    if (isHangul(hangul) && known(termsOf(hangul))) readings.push({kind: 'layout', shown: hangul, terms: termsOf(hangul)});
    for (const corrected of correctLatin(word, vocabulary)) {
      readings.push({kind: 'typo', shown: corrected, terms: [corrected]});
      for (const synonym of SYNONYMS.get(corrected) ?? []) readings.push({kind: 'typo', shown: synonym, terms: termsOf(synonym)});
    }
  } else if (isHangul(word)) {
    const corrected = correctHangul(stem(word), vocabulary);
    if (corrected) readings.push({kind: 'typo', shown: corrected, terms: bigrams(corrected)});
  }
  return readings;
}

function isWhole(reading: Reading, vocabulary: Vocabulary): boolean {
  if (reading.kind === 'initials' || reading.terms.every((term) => vocabulary.has(term))) return true;
  return isHangul(reading.shown) && isMadeOfKnownWords(stem(reading.shown), vocabulary);
}

/**
 * A particle or ending written onto a Latin word, a name in brackets or quotes, or a version
 * (mecab보다, init()을, 'hama'는, 1.0.0이): part of that word, not a word to look for. Not onto a
 * plain number, where it is a unit (10만, 5도).
 */
const ATTACHED_SUFFIX = new RegExp(`([a-z_]|\\.\\d+|[()\\]'"’”])(?:${SUFFIXES.join('|')})(?![\\uac00-\\ud7a3])`, 'g');

/** The query's words and their readings; with the index's vocabulary, typos and layout slips are read too. */
export function analyzeQuery(query: string, vocabulary: Vocabulary | null = null): QueryWord[] {
  const detached = query.normalize('NFKC').toLowerCase().replace(ATTACHED_SUFFIX, '$1 ');
  const unique = [...new Set(words(detached))].slice(0, MAX_QUERY_WORDS);
  const read = unique.map((word) => readingsOf(word, vocabulary));
  // A synonym that another word of the query spells out (추출 → 함수 in 추출 함수) would count that word twice.
  const typed = read.map((readings) => new Set(readings[0].terms));
  return unique.map((word, i) => ({
    word,
    readings: read[i]
      .filter(
        (reading) => reading.kind !== 'synonym' || !typed.some((terms, j) => j !== i && reading.terms.every((term) => terms.has(term))),
      )
      .map((reading) => (vocabulary ? {...reading, whole: isWhole(reading, vocabulary)} : reading)),
  }));
}
