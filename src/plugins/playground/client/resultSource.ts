/** Where a result came from: hama in this browser, or CPython at build time (the site's prerendered results). */
export type ResultSource = {readonly kind: 'live'; readonly ms: number} | {readonly kind: 'prerendered'; readonly python: string};

/** Where a result came from, in a sentence shown under it. */
export function describeSource(source: ResultSource): string {
  return source.kind === 'live'
    ? `이 브라우저의 hama 1.0.0이 ${source.ms.toFixed(0)} ms 만에 분석했습니다.`
    : `사이트를 빌드할 때 CPython ${source.python}의 hama 1.0.0이 분석해 둔 결과입니다. 브라우저의 hama도 똑같이 분석합니다.`;
}
