import type {PlaygroundData, TagResult} from '../contract';

/** Where a result came from: hama in this browser, or CPython at build time (the site's prerendered results). */
export type ResultSource = {readonly kind: 'live'; readonly ms: number} | {readonly kind: 'prerendered'; readonly python: string};

/** A result as a box shows it: for which text, and from where. */
export type ShownResult = {readonly text: string; readonly result: TagResult; readonly source: ResultSource};

/**
 * What a box shows while its text is `text`: this text's live result, else
 * the build's, else the last live one, else the build's for `fallbackText`
 * (each shown result names the text it is for).
 */
export function resultToShow(
  text: string,
  live: ShownResult | null,
  fallbackText: string,
  prerendered: PlaygroundData['prerendered'],
): ShownResult | null {
  const built = (sentence: string): ShownResult | null => {
    // Own keys only: ?text=toString must not find Object.prototype.toString.
    const result = Object.hasOwn(prerendered.results, sentence) ? prerendered.results[sentence] : undefined;
    return result ? {text: sentence, result, source: {kind: 'prerendered', python: prerendered.python}} : null;
  };
  return (live?.text === text ? live : built(text)) ?? live ?? built(fallbackText);
}
