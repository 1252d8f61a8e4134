import {describe, expect, it} from 'vitest';
import {inputProblem, MAX_TEXT_LENGTH} from '@site/src/plugins/playground/contract';
import {inputLimits, WORD_BUDGET_MS} from '@site/src/plugins/playground/limits';
import service from '../../benchmarks/service/results.json';

const limits = inputLimits();
const check = (text: string) => inputProblem(text, limits);

describe('what the playground accepts (contract.ts)', () => {
  it('accepts an ordinary sentence', () => {
    expect(check('오늘 날씨가 좋다')).toBeNull();
  });

  it('refuses empty and blank text', () => {
    expect(check('')).toEqual({kind: 'empty'});
    expect(check(' \n\t')).toEqual({kind: 'empty'});
  });

  it('counts characters, not UTF-16 units, against the length limit', () => {
    expect(check('가 '.repeat(MAX_TEXT_LENGTH / 2))).toBeNull();
    expect(check('😀'.repeat(MAX_TEXT_LENGTH))).toBeNull();
    expect(check('가'.repeat(MAX_TEXT_LENGTH + 1))).toEqual({kind: 'too-long', length: MAX_TEXT_LENGTH + 1});
  });

  it('names each word longer than hama can split quickly, once', () => {
    const long = '가'.repeat(limits.maxWordLength + 1);
    expect(check(`${long} 그리고 ${long}`)).toEqual({kind: 'long-words', words: [long], max: limits.maxWordLength});
    expect(check('가'.repeat(limits.maxWordLength))).toBeNull();
  });

  it('refuses a text whose words would together take too long', () => {
    const problem = check(Array(12).fill('가'.repeat(limits.maxWordLength)).join(' '));
    expect(problem?.kind).toBe('too-slow');
  });
});

describe("the playground's limits (limits.ts) come from the service benchmark", () => {
  const slowest = service.browser.words.filter((word) => word.role === 'slowest');

  it('accepts every length whose slowest corpus word took the budget or less in Pyodide, and no longer one', () => {
    for (const {length, pyodideMs} of slowest.filter((word) => word.length <= limits.maxWordLength)) {
      expect(pyodideMs, `${length} characters`).toBeLessThanOrEqual(WORD_BUDGET_MS);
    }
    expect(slowest.find((word) => word.length === limits.maxWordLength + 1)!.pyodideMs).toBeGreaterThan(WORD_BUDGET_MS);
  });

  it('estimates each length by its slowest corpus word in Pyodide', () => {
    for (const {length, pyodideMs} of slowest.filter((word) => word.length <= limits.maxWordLength)) {
      expect(limits.worstMsByLength[length]).toBe(Math.ceil(pyodideMs));
    }
  });
});
