import type {PlaygroundData, TagResult} from '../contract';
import {translate} from '@docusaurus/Translate';

/** Where a result came from: hama in this browser, or CPython at build time (the site's prerendered results). */
export type ResultSource = {readonly kind: 'live'; readonly ms: number} | {readonly kind: 'prerendered'; readonly python: string};

/** Where a result came from, in a sentence shown under it. */
export function describeSource(source: ResultSource): string {
  return source.kind === 'live'
    ? translate(
        {id: 'playground.source.live', message: '이 브라우저의 hama 1.0.0이 {ms} ms 만에 분석했습니다.'},
        {ms: source.ms.toFixed(0)},
      )
    : translate(
        {
          id: 'playground.source.prerendered',
          message: '사이트를 빌드할 때 CPython {python}의 hama 1.0.0이 분석해 둔 결과입니다. 브라우저의 hama도 똑같이 분석합니다.',
        },
        {python: source.python},
      );
}

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
    const result = prerendered.results[sentence];
    return result ? {text: sentence, result, source: {kind: 'prerendered', python: prerendered.python}} : null;
  };
  return (live?.text === text ? live : built(text)) ?? live ?? built(fallbackText);
}
