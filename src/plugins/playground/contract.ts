/**
 * The playground's build-to-browser contract: what the build step (index.ts)
 * hands the pages, what the playground accepts, and the shape of hama's
 * answer. Both sides import it, so nothing here may import Node-only or
 * browser-only modules.
 */

/** The folder, under the site's base URL, of the runtime's versioned folders. */
export const RUNTIME_FOLDER = 'playground-runtime';

/**
 * The files of the playground's runtime in a built edition (paths relative to its folder): the runtime
 * folder, and the script of the examples' run buttons (theme/RunExample names its chunk `run-example`),
 * which runs nothing without the runtime. The offline worker keeps them only when the reader asks
 * (offline/listing.ts); with the runtime stored, a page kept offline can run its examples even if the
 * reader never pressed one online.
 */
export const isRuntimeFile = (file: string) =>
  file.startsWith(`${RUNTIME_FOLDER}/`) || /^assets\/js\/run-example\.[0-9a-f]+\.js$/.test(file);

/** The playground's sentence when the address names none (and the home page's example link). */
export const DEFAULT_TEXT = '오늘 날씨가 좋다';

/** The plugin's global data (index.ts writes it, client/useHama.ts reads it). */
export type PlaygroundData = {
  /**
   * The runtime's folder, from the origin: `<site base URL>playground-runtime/<hash>/`. One copy
   * for both editions, so one download, one HTTP cache entry and one saved snapshot.
   */
  readonly runtimeUrl: string;
  /**
   * The edition's worker script, from the origin: the runtime's own `worker.mjs` in the default
   * edition, a one-line module importing it in another (index.ts, editionWorker). A dedicated
   * worker is controlled by the service worker whose scope holds the worker's address, so each
   * edition's worker must live inside its edition to be served offline by that edition's worker.
   */
  readonly workerUrl: string;
  readonly wheel: string;
  /** Every file in that folder: what a first start fetches (client/warmOnIntent.ts fetches them ahead). */
  readonly runtimeFiles: readonly string[];
  /** Those files' bytes, as they are and gzipped (as GitHub Pages sends them): what a first start downloads. */
  readonly downloadBytes: {readonly raw: number; readonly gzip: number};
  readonly pyodideVersion: string;
  readonly defaultText: string;
  readonly limits: InputLimits;
  /** hama's result for each sentence known at build time, computed by CPython. */
  readonly prerendered: {readonly python: string; readonly results: Readonly<Record<string, TagResult>>};
};

/** Longest text the playground page keeps in its address (?text=) and takes from it. */
export const MAX_SHARED_TEXT_LENGTH = 2000;

/** Set on <html> before the scripts arrive while the address's text waits for hama (client/addressText.ts). */
export const PENDING_ATTRIBUTE = 'data-playground-pending';

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

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** How the text hama is given differs from the text typed (both said to the reader). */
export type TextChange = 'composed' | 'lone-surrogates';

/**
 * The text as hama is given it: decomposed Hangul (NFD, as some macOS sources
 * give it: ᄒ+ᅡ rather than 하) composed (NFC), since hama reads the two
 * differently; half of a surrogate pair (an emoji cut in two by a paste),
 * which is no character at all, replaced by U+FFFD as UTF-8 decoders do.
 */
export function textForHama(text: string): {readonly text: string; readonly changes: readonly TextChange[]} {
  const wellFormed = text.replace(LONE_SURROGATE, '\ufffd');
  const composed = wellFormed.normalize('NFC');
  const changes: TextChange[] = [];
  if (composed !== wellFormed) changes.push('composed');
  if (wellFormed !== text) changes.push('lone-surrogates');
  return {text: composed, changes};
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** Characters (code points) in `text`, counted without building an array. */
function characters(text: string): number {
  let count = text.length;
  for (let i = 1; i < text.length; i += 1) if (isLowSurrogate(text.charCodeAt(i)) && isHighSurrogate(text.charCodeAt(i - 1))) count -= 1;
  return count;
}

/** Why a text cannot be analysed, or null when it can. Checked before Python runs. */
export function inputProblem(text: string, {maxWordLength, worstMsByLength}: InputLimits): InputProblem | null {
  if (text.trim() === '') return {kind: 'empty'};
  // Counted before anything else is done with it: a pasted document of a few hundred KB is refused at once.
  const length = characters(text);
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

/** The distinct tags of a result, as a tag scope takes them (src/plugins/pos-tags' PosTagScope). */
export const tagsOf = (result: TagResult): string => [...new Set(result.pairs.map(([, tag]) => tag))].join(' ');

/** What a page's example printed in the browser (runtime/examples.py). */
export type ExampleResult = {
  readonly stdout: string;
  /** What it wrote to stderr, and the traceback of an error that ended it, as CPython prints them. */
  readonly stderr: string;
  /** It printed more than MAX_EXAMPLE_OUTPUT characters (to either stream) and was stopped there. */
  readonly stopped: boolean;
};

/** Characters an example may print: far more than any example on the site prints, and still shown at once. */
export const MAX_EXAMPLE_OUTPUT = 100_000;

/**
 * Why an example (```python run not-in-browser=<reason>) cannot run in the browser: Pyodide's
 * Python has neither threads nor processes. The page says so instead of offering to run it.
 */
export const NOT_IN_BROWSER = ['threads', 'processes'] as const;
export type NotInBrowser = (typeof NOT_IN_BROWSER)[number];
