import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {routeChunksInHtml} from './routeChunksInHtml';
import {joinRouteChunks} from './joinRouteChunks';
import {editionPages, otherLocaleFolders} from '../shared/editionFiles';
import type {OutputStepPlugin} from '../output-pipeline';
import type {InlineScriptsPlugin} from '../shared/inlineScript';
import {DROP_FAILED_SCRIPTS} from './ssrTemplate';

/**
 * A page's scripts, listed in its HTML and few (issue #51; issue #54 left this
 * plugin the one job).
 *
 * - routeChunksInHtml.ts lets each page's HTML list its route's scripts, so
 *   main.js no longer discovers and requests them while it evaluates, and
 *   ssrTemplate.ts (core's HTML template, copied; the config's ssrTemplate)
 *   lists them deferred in <head>, main.js last.
 * - joinRouteChunks.ts joins the chunks that several pages list into one
 *   file, and a page's own into another, so that a page lists at most four
 *   scripts rather than fifteen.
 *
 * Pages are readable before their scripts have run, so readers can type
 * before the page hydrates (what they type is kept by src/plugins/early-typing).
 */
export default function pageScriptsPlugin({generatedFilesDir, i18n, baseUrl}: LoadContext): OutputStepPlugin & InlineScriptsPlugin {
  // Core's production client build writes its manifest here for the SSG
  // (core lib/webpack/client.js); the dev server has none.
  const clientManifest = path.join(generatedFilesDir, 'client-manifest.json');
  return {
    name: 'page-scripts',
    // The template (ssrTemplate.ts, the config's) holds one inline script.
    inlineScripts: () => [DROP_FAILED_SCRIPTS],
    // Run by the output pipeline (output-pipeline/index.ts), before the stylesheet goes into the pages.
    async outputStep({outDir}) {
      await joinRouteChunks(outDir, baseUrl, await editionPages(outDir, otherLocaleFolders(i18n)));
    },
    configureWebpack: (config, isServer) =>
      !isServer && config.mode === 'production' ? {plugins: [routeChunksInHtml(clientManifest)]} : {},
  };
}
