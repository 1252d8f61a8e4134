import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * What the browser's bundles know of the build (issue #54: one job, out of the first-view plugin). Core bundles
 * the whole site config, and with it fields only the build reads: the HTML template
 * (page-scripts/ssrTemplate.ts, 0.6 KiB of every page's first view, gzip), the plugins' options and the
 * rest (0.7 KiB). The bundles get core's file without them (were core to import it otherwise, they would
 * come back, and the byte budgets would say so).
 */

/** How core's client and server code import the site config, which core writes as JSON (codegen.js). */
const SITE_CONFIG_REQUEST = /^@generated\/docusaurus\.config$/;
/**
 * The config's fields only the build reads (in Node, from the config itself): the HTML template, the
 * plugins' and presets' options, Markdown's settings, what to do with broken links, and the future flags but
 * the router's. No component reads them from the bundled copy (theme-classic, theme-common, core's client, ours).
 */
const BUILD_ONLY_FIELDS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;

export default function bundleConfigPlugin({generatedFilesDir, siteConfig: site}: LoadContext): Plugin {
  const bundledConfigFile = path.join(generatedFilesDir, 'bundle-config', 'docusaurus.config.mjs');
  return {
    name: 'bundle-config',
    configureWebpack(_config, _isServer, utils) {
      // What core's file holds (codegen.js: the JSON of this same config object), read from the object rather
      // than parsed out of the file. By now every plugin is set up, so the themes' settings are merged into it.
      const siteConfig = JSON.parse(JSON.stringify(site));
      for (const field of BUILD_ONLY_FIELDS) delete siteConfig[field];
      // Of the future flags, the browser reads the router's only (core's Link, useBaseUrl, clientEntry).
      siteConfig.future = {experimental_router: siteConfig.future.experimental_router};
      fs.mkdirSync(path.dirname(bundledConfigFile), {recursive: true});
      fs.writeFileSync(bundledConfigFile, `export default ${JSON.stringify(siteConfig, null, 2)};\n`);
      const {instance} = utils.currentBundler;
      return {
        plugins: [new instance.NormalModuleReplacementPlugin(SITE_CONFIG_REQUEST, bundledConfigFile)],
      };
    },
  };
}
