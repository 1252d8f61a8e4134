import {describe, expect, it} from 'vitest';
import {inputProblem, MAX_TEXT_LENGTH, MAX_WORD_LENGTH} from '@site/src/plugins/playground/contract';

describe('what the playground accepts (contract.ts)', () => {
  it('accepts an ordinary sentence', () => {
    expect(inputProblem('오늘 날씨가 좋다')).toBeNull();
  });

  it('refuses empty and blank text', () => {
    expect(inputProblem('')).toEqual({kind: 'empty'});
    expect(inputProblem(' \n\t')).toEqual({kind: 'empty'});
  });

  it('counts characters, not UTF-16 units, against the length limit', () => {
    expect(inputProblem('가 '.repeat(MAX_TEXT_LENGTH / 2))).toBeNull();
    expect(inputProblem('😀'.repeat(MAX_TEXT_LENGTH))).toBeNull();
    expect(inputProblem('가'.repeat(MAX_TEXT_LENGTH + 1))).toEqual({kind: 'too-long', length: MAX_TEXT_LENGTH + 1});
  });

  it('names each word longer than hama can split quickly, once', () => {
    const long = '가'.repeat(MAX_WORD_LENGTH + 1);
    expect(inputProblem(`${long} 그리고 ${long}`)).toEqual({kind: 'long-words', words: [long]});
    expect(inputProblem('가'.repeat(MAX_WORD_LENGTH))).toBeNull();
  });

  it('refuses a text whose words would together take too long', () => {
    const problem = inputProblem(Array(12).fill('가나다라마바사아').join(' '));
    expect(problem?.kind).toBe('too-slow');
  });
});
