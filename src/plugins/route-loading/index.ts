import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModules, type Replacements} from '../replaceModules';
import {canonicalAddressScript, writeFolderIndexes} from './addressVariants';
import {writeNotFoundHandover} from './notFoundByLocale';

/**
 * Where stock Docusaurus 3.10 differs from the spec (SPEC.md §2 "Routing
 * behaviour", §4, §7, §8, §9; site issue #2, points 10 and 11), the spec wins.
 * Each difference is one module of Docusaurus swapped for one of ours at
 * bundle time; everything else stays stock.
 *
 * - progressBar.ts replaces theme-classic's nprogress client module: the bar
 *   waits 1000 ms (stock: 200 ms) and uses the spec's constants.
 * - preload.ts replaces core's route preloader: a chunk that fails to load no
 *   longer reloads the whole page; the route renders and its loader shows the
 *   red error box with Retry (src/theme/Loading).
 * - pageView.ts replaces the gtag plugin's client module: each page view
 *   carries path, title and location.
 *
 * And two differences of the host, not of Docusaurus: addressVariants.ts makes
 * /x/ and /x/index.html land on the page of /x on GitHub Pages, and
 * notFoundByLocale.ts shows an unknown address under /en/ the English
 * not-found page, where GitHub Pages serves only the root's.
 */
const REPLACEMENTS: Replacements = [
  [/@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/, 'progressBar.ts'],
  [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, 'preload.ts'],
  [/@docusaurus[\\/]plugin-google-gtag[\\/]lib[\\/]gtag\.js$/, 'pageView.ts'],
];

export default function specRoutingPlugin({siteConfig: {baseUrl}, i18n}: LoadContext): Plugin {
  return {
    name: 'spec-routing',
    configureWebpack: replaceModules(__dirname, REPLACEMENTS),
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: canonicalAddressScript(baseUrl)}]};
    },
    async postBuild({outDir, routesPaths}) {
      await writeFolderIndexes(outDir, routesPaths, baseUrl);
      await writeNotFoundHandover(outDir, i18n);
    },
  };
}
