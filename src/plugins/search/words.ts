/**
 * What the analyser, the engine and the result snippets share, in a module
 * small enough for the navbar's bundle (the analyser and engine load on
 * first search).
 */

/** A dotted name: hama.tagging, hmm.json. */
const DOTTED = '[a-z_][a-z0-9_]*(?:\\.[a-z_][a-z0-9_]*)+';

/**
 * Runs of Hangul syllables, of Hangul consonants (초성 queries), or of Latin letters and digits; a
 * version number (1.0.1 is not 1.0.0, though both are made of 1s and 0s; python3.11 is python and
 * 3.11) and a dotted name stay whole.
 */
const WORD = new RegExp(`[\\uac00-\\ud7a3]+|[\\u3131-\\u314e]+|\\d+(?:\\.\\d+)+|[a-z_]+(?=\\d+\\.\\d)|${DOTTED}|[a-z0-9_]+`, 'g');

/** A dotted name's parts (hama.tagging → hama, tagging); each is also a word. */
export const DOTTED_NAME = new RegExp(`^${DOTTED}$`);
const HANGUL = /^[\uac00-\ud7a3]+$/;

/** Most results a search returns; the weakest matches beyond this help no one. */
export const RESULT_LIMIT = 30;

/** Longest query the engine looks at; a reader never needs more. */
export const MAX_QUERY_WORDS = 12;

/** Initial consonants as NFKC leaves them (conjoining jamo, U+1100…), and as readers type them. */
const CONJOINING_INITIALS = /[\u1100-\u1112]/g;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

export function words(text: string): string[] {
  // NFKC folds full-width letters, but also turns a typed ㅎ into conjoining jamo: turn it back.
  const folded = text.normalize('NFKC').replace(CONJOINING_INITIALS, (jamo) => INITIALS[jamo.charCodeAt(0) - 0x1100]);
  return folded.toLowerCase().match(WORD) ?? [];
}

export function isHangul(word: string): boolean {
  return HANGUL.test(word);
}
