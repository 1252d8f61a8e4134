import type {LoadContext, Plugin} from '@docusaurus/types';
import {canonicalAddressScript, writeFolderIndexes} from './addressVariants';
import {writeNotFoundHandover} from './notFoundByLocale';

/** Each build's HTML writing (below), for plugins that must run on the finished pages. */
const pagesWritten = new Map<string, Promise<void>>();

/**
 * Resolves once this plugin has written its pages into `outDir`: the address
 * variants and the not-found hand-over. Docusaurus runs every plugin's
 * postBuild at once; a plugin listed after this one may wait here.
 */
export function githubPagesWritten(outDir: string): Promise<void> {
  const written = pagesWritten.get(outDir);
  if (!written) throw new Error(`the github-pages plugin has not started on ${outDir}: list it before the plugins that wait for it`);
  return written;
}

/**
 * Two differences of the host, not of Docusaurus: GitHub Pages does not
 * redirect /x/ or /x/index.html to /x, and serves only the root's 404.html.
 *
 * - addressVariants.ts makes /x/ and /x/index.html land on the page of /x
 *   (each route's page is also written as x/index.html, and a line in <head>
 *   rewrites the address to /x before the router reads it).
 * - notFoundByLocale.ts shows an unknown address under /en/ the English
 *   not-found page.
 */
export default function githubPagesPlugin({siteConfig: {baseUrl}, i18n}: LoadContext): Plugin {
  return {
    name: 'github-pages',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: canonicalAddressScript(baseUrl)}]};
    },
    async postBuild({outDir, routesPaths}) {
      const written = (async () => {
        await writeFolderIndexes(outDir, routesPaths, baseUrl);
        await writeNotFoundHandover(outDir, i18n);
      })();
      pagesWritten.set(outDir, written);
      await written;
    },
  };
}
