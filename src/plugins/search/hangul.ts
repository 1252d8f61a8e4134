/**
 * The Hangul operations search needs, from es-hangul (a well-kept library by
 * Toss): jamo, 초성 and the QWERTY layout of the two-set Korean keyboard.
 * Wrapped here so the analyser names what it uses.
 */
import {convertQwertyToHangul, disassemble as esDisassemble, getChoseong} from 'es-hangul';

const CHOSEONG_ONLY = /^[\u3131-\u314e]+$/;

/** 형태소 → ㅎㅕㅇㅌㅐㅅㅗ: each syllable as its jamo, compound vowels and finals split. */
export function disassemble(text: string): string {
  return esDisassemble(text);
}

/** 형태소 → ㅎㅌㅅ. */
export function choseongOf(word: string): string {
  return getChoseong(word);
}

/** Whether a word is initial consonants only (ㅎㅌㅅ): a 초성 query. */
export function isChoseongOnly(word: string): boolean {
  return CHOSEONG_ONLY.test(word);
}

/**
 * What the keys of a Latin word type with the Korean layout on: gudxoth → 형태소;
 * '' for keys that make no Hangul (es-hangul throws on some, such as njq:
 * found by tests/unit/odd-input.test.ts).
 */
export function qwertyToHangul(word: string): string {
  try {
    return convertQwertyToHangul(word);
  } catch {
    return '';
  }
}
