import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {replaceModules, type Replacement} from '../shared/replaceModules';
import {UPSTREAM} from '../shared/upstream';
import {prismLight, prismDark} from '../../utils/prismThemes';
import {darkCodeCss} from './darkCodeCss';
import {routeChunksInHtml} from './routeChunksInHtml';
import {unusedCssRules} from './unusedCssRules';
import {inlineStylesheets} from './inlineStylesheet';
import {joinRouteChunks} from './joinRouteChunks';
import {editionPages, otherLocaleFolders} from '../shared/editionFiles';
import type {OutputStepPlugin} from '../output-pipeline';
import type {InlineScriptsPlugin} from '../shared/inlineScript';
import {DROP_FAILED_SCRIPTS} from './ssrTemplate';

/**
 * Less work and fewer bytes before a page is ready (issue #5: total blocking
 * time, first-view bytes). Two stock client modules are swapped for ours at
 * bundle time and the client manifest gains the keys the SSG looks up;
 * everything else stays stock.
 *
 * - noStartupLanguages.ts replaces theme-classic's Prism client module, which
 *   imports Prism (about 85 KB of prism-react-renderer and its grammars) to
 *   add the site's extra languages at start-up: a fifth of main.js and most
 *   of the code it ran before the page could respond. Pages arrive with their
 *   code highlighted at build time; theme/CodeBlock/Live adds the
 *   languages when a code block goes live.
 * - intentPrefetch.ts replaces core's prefetch/preload pair: a link's route is
 *   fetched when the reader points at or touches it, not as soon as the link
 *   scrolls into view (a doc page's open sidebar fetched some 45 KB of pages
 *   the reader mostly never opens).
 * - routeChunksInHtml.ts lets each page's HTML list its route's scripts, so
 *   main.js no longer discovers and requests them while it evaluates, and
 *   ssrTemplate.ts (core's HTML template, copied; the config's ssrTemplate)
 *   lists them deferred in <head>, main.js last.
 * - inlineStylesheet.ts writes the stylesheet into each page after the build,
 *   so that the scripts do not share the connection with it, and
 *   joinRouteChunks.ts joins the chunks that several pages list into one
 *   file, and a page's own into another, so that a page lists at most four
 *   scripts rather than fifteen.
 *
 * Pages are readable before their scripts have run, so readers can type
 * before the page hydrates (what they type is kept by src/plugins/early-typing).
 *
 * The stylesheet loses the rules for classes no script names
 * (unusedCssRules.ts): most of Infima's components, which the site never
 * renders.
 *
 * Code blocks keep the build's light-theme HTML until the reader reaches for
 * one (theme/CodeBlock); darkCodeCss.ts recolours them in dark mode with a
 * few CSS rules, which
 * go into the site's stylesheet (cached once) rather than into every page.
 */
const REPLACEMENTS: Replacement[] = [
  {upstream: UPSTREAM.prismIncludeLanguages, ours: 'noStartupLanguages.ts'},
  {upstream: UPSTREAM.clientEntry, ours: 'intentPrefetch.ts'},
];

export default function leanFirstViewPlugin({generatedFilesDir, i18n, baseUrl}: LoadContext): OutputStepPlugin & InlineScriptsPlugin {
  const darkCodeFile = path.join(generatedFilesDir, 'lean-first-view', 'dark-code.css');
  fs.mkdirSync(path.dirname(darkCodeFile), {recursive: true});
  fs.writeFileSync(darkCodeFile, darkCodeCss(prismLight, prismDark));
  const swapModules = replaceModules(__dirname, REPLACEMENTS);
  // Core's production client build writes its manifest here for the SSG
  // (core lib/webpack/client.js); the dev server has none.
  const clientManifest = path.join(generatedFilesDir, 'client-manifest.json');
  return {
    name: 'lean-first-view',
    // Its code block (theme/CodeBlock) wraps theme-classic's.
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [darkCodeFile],
    // The template (ssrTemplate.ts, the config's) holds one inline script.
    inlineScripts: () => [DROP_FAILED_SCRIPTS],
    // Run by the output pipeline (output-pipeline/index.ts), before github-pages copies the pages.
    async outputStep({outDir}) {
      const pages = await editionPages(outDir, otherLocaleFolders(i18n));
      // One after the other: both rewrite each page's <head>.
      await joinRouteChunks(outDir, baseUrl, pages);
      await inlineStylesheets(outDir, baseUrl, pages);
    },
    configureWebpack(config, isServer, utils, content) {
      const {plugins = []} = swapModules(config, isServer, utils, content);
      const pagesBuild = !isServer && config.mode === 'production';
      return {
        plugins: [...plugins, ...(pagesBuild ? [routeChunksInHtml(clientManifest), unusedCssRules()] : [])],
      };
    },
  };
}
