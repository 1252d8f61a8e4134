import type {LoadContext} from '@docusaurus/types';
import type {InlineScriptsPlugin} from '../shared/inlineScript';
import {pageMinifier} from '../shared/minifiedScript';
import {canonicalAddressTag, writeFolderIndexes} from './addressVariants';
import {notFoundScript, writeNotFoundHandover} from './notFoundByLocale';
import type {OutputStepPlugin} from '../output-pipeline';

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
export default function githubPagesPlugin({siteConfig: {baseUrl}, i18n}: LoadContext): OutputStepPlugin & InlineScriptsPlugin {
  const notFound = notFoundScript(i18n);
  return {
    name: 'github-pages',
    injectHtmlTags() {
      return {headTags: [canonicalAddressTag(baseUrl)]};
    },
    // The not-found page's script is written by the output step, not injectHtmlTags.
    inlineScripts: () => (notFound ? [notFound] : []),
    // Run by the output pipeline (output-pipeline/index.ts): the copies are of the pages as
    // page-scripts and inline-stylesheet left them (shared chunks joined, stylesheet in), and get their policy after.
    async outputStep({outDir, routesPaths, siteConfig}) {
      await writeFolderIndexes(outDir, routesPaths, baseUrl);
      await writeNotFoundHandover(outDir, notFound, await pageMinifier(siteConfig));
    },
  };
}
