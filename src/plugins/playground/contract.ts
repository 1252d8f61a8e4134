/**
 * The playground's build-to-browser contract: what the build step (index.ts)
 * hands the pages, what the playground accepts, and the shape of hama's
 * answer. Both sides import it, so nothing here may import Node-only or
 * browser-only modules.
 */

/** The playground's sentence when the address names none (and the home page's example link). */
export const DEFAULT_TEXT = '오늘 날씨가 좋다';

/** The plugin's global data (index.ts writes it, client/useHama.ts reads it). */
export type PlaygroundData = {
  /** Folder of the runtime, relative to the base URL: `/playground-runtime/<hash>/`. */
  readonly runtimePath: string;
  readonly wheel: string;
  /** Every file in that folder: what a first start fetches (client/warmOnIntent.ts fetches them ahead). */
  readonly runtimeFiles: readonly string[];
  readonly pyodideVersion: string;
  readonly defaultText: string;
  readonly limits: InputLimits;
  /** hama's result for each sentence known at build time, computed by CPython. */
  readonly prerendered: {readonly python: string; readonly results: Readonly<Record<string, TagResult>>};
};

/** Longest text analysed at once. */
export const MAX_TEXT_LENGTH = 300;
/**
 * The words the playground accepts (limits.ts derives them at build time from
 * the service benchmark): hama tries all 2^(n-1) ways to split a word of n
 * characters (docs/pos_tagging#cost), so a long word can take seconds.
 */
export type InputLimits = {
  /** Longest word (hama's own word: letters, digits, _ and ') the tagger is given. */
  readonly maxWordLength: number;
  /** The slowest word of each length measured in the playground's Pyodide, in ms; index = length. */
  readonly worstMsByLength: readonly number[];
};
/** A text whose words could together take longer is refused before Python runs. */
export const MAX_ESTIMATED_MS = 4500;

/** hama splits text into words with Python's `[\w']+`; this is the same class in JavaScript. */
const HAMA_WORD = /[\p{L}\p{N}_']+/gu;

export type InputProblem =
  | {readonly kind: 'empty'}
  | {readonly kind: 'too-long'; readonly length: number}
  | {readonly kind: 'long-words'; readonly words: readonly string[]; readonly max: number}
  | {readonly kind: 'too-slow'; readonly estimatedMs: number};

/** Why a text cannot be analysed, or null when it can. Checked before Python runs. */
export function inputProblem(text: string, {maxWordLength, worstMsByLength}: InputLimits): InputProblem | null {
  if (text.trim() === '') return {kind: 'empty'};
  const length = [...text].length;
  if (length > MAX_TEXT_LENGTH) return {kind: 'too-long', length};
  const lengths = (text.match(HAMA_WORD) ?? []).map((word) => [word, [...word].length] as const);
  const long = lengths.filter(([, n]) => n > maxWordLength).map(([word]) => word);
  if (long.length) return {kind: 'long-words', words: [...new Set(long)], max: maxWordLength};
  const estimatedMs = lengths.reduce((sum, [, n]) => sum + worstMsByLength[n]!, 0);
  return estimatedMs > MAX_ESTIMATED_MS ? {kind: 'too-slow', estimatedMs} : null;
}

export type TagResult = {
  /** (morpheme, tag) pairs. */
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** What `print(tag(text))` prints. */
  readonly listsRepr: string;
  /** What `print(tag(text, zipped=True))` prints. */
  readonly zippedRepr: string;
  /** The text as a Python literal, for the snippet. */
  readonly textRepr: string;
};
