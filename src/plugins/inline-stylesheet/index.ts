import type {LoadContext} from '@docusaurus/types';
import {editionPages, otherLocaleFolders} from '../shared/editionFiles';
import type {OutputStepPlugin} from '../output-pipeline';
import {inlineStylesheets} from './inlineStylesheet';
import {unusedCssRules} from './unusedCssRules';

/**
 * The site's stylesheet, trimmed and written into each page (issue #51; issue #54 moved
 * it out of the first-view plugin): the client build's stylesheet loses the rules for
 * classes no script names (unusedCssRules.ts: most of Infima's components, which the
 * site never renders), and after the build each page carries it in a <style>
 * (inlineStylesheet.ts), so the deferred scripts have the connection to themselves.
 */
export default function inlineStylesheetPlugin({i18n, baseUrl}: LoadContext): OutputStepPlugin {
  return {
    name: 'inline-stylesheet',
    // Run by the output pipeline (output-pipeline/index.ts), after page-scripts and before github-pages copies the pages.
    async outputStep({outDir}) {
      await inlineStylesheets(outDir, baseUrl, await editionPages(outDir, otherLocaleFolders(i18n)));
    },
    configureWebpack: (config, isServer) => (!isServer && config.mode === 'production' ? {plugins: [unusedCssRules()]} : {}),
  };
}
