/**
 * How long a word the playground accepts, and how long each length may take,
 * from the service benchmark (`make benchmark-service`,
 * benchmarks/service/results.json): the slowest word of each length in the
 * corpus, timed in the playground's own Pyodide. The build step (index.ts)
 * hands these to the browser with the plugin's data; nothing here is typed by hand.
 */
import service from '../../../benchmarks/service/results.json';
import type {InputLimits} from './contract';

/** The longest a single word may take in the browser: longer lengths are refused outright. */
export const WORD_BUDGET_MS = 2000;

export function inputLimits(): InputLimits {
  const slowest = new Map(service.browser.words.filter((word) => word.role === 'slowest').map((word) => [word.length, word.pyodideMs]));
  const worstMsByLength = [0];
  for (let length = 1; (slowest.get(length) ?? Infinity) <= WORD_BUDGET_MS; length += 1) {
    worstMsByLength.push(Math.ceil(slowest.get(length)!));
  }
  return {maxWordLength: worstMsByLength.length - 1, worstMsByLength};
}
