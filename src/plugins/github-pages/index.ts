import type {LoadContext, Plugin} from '@docusaurus/types';
import {canonicalAddressScript, writeFolderIndexes} from './addressVariants';
import {writeNotFoundHandover} from './notFoundByLocale';
import {stepWritten, writeStep} from '../shared/written';

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
    // Plugins that run on the finished pages wait for this step (shared/written.ts).
    async postBuild({outDir, routesPaths}) {
      await writeStep('github-pages', outDir, async () => {
        // The copies are of the pages as lean-first-view left them: stylesheet in, shared chunks joined.
        await stepWritten('first-view-pages', outDir);
        await writeFolderIndexes(outDir, routesPaths, baseUrl);
        await writeNotFoundHandover(outDir, i18n);
      });
    },
  };
}
