import type {PlaygroundData} from './contract';

/**
 * What a first start downloads, in the words of the reader's edition: the runtime's files as
 * the build measured them (index.ts, downloadBytes), so the guide never states a size by hand.
 * The page (theme/RuntimeDownload) and its Markdown twin (markdown.ts) both say it this way.
 */
export function runtimeDownloadText(
  {gzip, raw}: PlaygroundData['downloadBytes'],
  translate: (message: {id: string; message: string}) => string,
): string {
  const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);
  return translate({id: 'playground.runtimeDownload', message: 'gzip으로 약 {gzip} MB, 압축하지 않으면 {raw} MB'})
    .replace('{gzip}', megabytes(gzip))
    .replace('{raw}', megabytes(raw));
}
