import fs from 'node:fs/promises';
import path from 'node:path';
// The package's types declare its options only; lib/ holds the plugin function's.
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writtenForMachines, type OutputStepPlugin} from '../output-pipeline';
import {otherLocaleFolders, siteRoot} from '../shared/editionFiles';
import {listEdition, listSharedRuntime, revisionOf, type OfflineFile} from './listing';

export type Options = {
  /** The web app's name and description in the edition's language. */
  readonly name: string;
  readonly description: string;
};

/** Light and dark: the navbar's background, so the browser's bar continues it. */
const THEME_COLORS = {light: '#ffffff', dark: '#242526'};
const BRAND_COLOR = '#5b4fa0';
const MANIFEST = 'manifest.webmanifest';

/** The plugin's global data, read by the /offline page. */
export type OfflineData = {readonly switchedOff: boolean};

/**
 * The kill switch (README.md, "오프라인 끄기"): a build made with OFFLINE=off
 * registers no worker, removes the one a reader's browser has, with the
 * copies it kept (client/switchOff.ts), and serves a self-removing worker as
 * sw.js (sw/switchedOff.js), which the browsers of open tabs and returning
 * readers fetch as the old worker's update.
 */
const SWITCHED_OFF = process.env.OFFLINE === 'off';

/**
 * Offline reading (issue #26): the guide, its search and the playground keep
 * working without a network, on the reader's choice.
 *
 * Built on Docusaurus's official @docusaurus/plugin-pwa, wrapped rather than
 * listed: it compiles the service worker (its sw.js with our sw/offline.js as
 * `swCustom`), has Workbox stamp sw.js with the build, and writes the theme
 * colours into <head>. We write the edition's file list into the worker
 * (injectListing) and the web app manifest. Three of its parts are not used,
 * each for a measured or stated reason:
 * - its registration (client module) and reload popup are replaced by
 *   client/register.ts, which starts once the page is loaded and idle (it
 *   also links the manifest then: Lighthouse's first views stay as they
 *   were) and asks before a stored reader's reload (updatePrompt.ts);
 * - its "offline mode" would precache the whole edition as soon as the worker
 *   installs; here nothing beyond what the reader opened is kept until they
 *   ask, and the 15 MB playground runtime is a choice of its own
 *   (sw/offline.js; the worker is registered with offlineMode off);
 * - its Workbox glob: listing.ts lists the edition itself, after the Content
 *   Security Policy has been written into the pages, so revisions are those
 *   of the bytes readers get.
 *
 * Like plugin-pwa, nothing of this runs on the dev server: no worker there.
 */
export default function offlinePlugin(context: LoadContext, {name, description}: Options): Plugin | OutputStepPlugin {
  const {baseUrl, i18n} = context;
  const pwaOptions: PwaOptions = {
    debug: false,
    offlineModeActivationStrategies: [],
    swRegister: false,
    swCustom: path.join(__dirname, 'sw/offline.js'),
    // The manifest's link is added after load (client/register.ts).
    pwaHead: [
      {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light},
      {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark},
    ],
    // Completed in the output step, once the listing is known; plugin-pwa sets the paths.
    injectManifestConfig: {swSrc: '', swDest: '', globDirectory: ''},
  };
  const pwa = pluginPWA(context, pwaOptions);
  const page: Plugin = {
    name: 'offline',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}offline`, component: '@theme/OfflinePage', exact: true});
      actions.setGlobalData({switchedOff: SWITCHED_OFF} satisfies OfflineData);
    },
  };
  // The dev server (and a build in development mode): plugin-pwa returns nothing there, and neither do
  // we beyond the page; the output step has no worker to write.
  if (!pwa) return {...page, outputStep: async () => {}} satisfies OutputStepPlugin;
  if (SWITCHED_OFF) {
    return {
      ...page,
      getClientModules: () => [path.join(__dirname, 'client/switchOff.ts')],
      async outputStep({outDir}) {
        await fs.copyFile(path.join(__dirname, 'sw/switchedOff.js'), path.join(outDir, 'sw.js'));
      },
    } satisfies OutputStepPlugin;
  }

  const otherLocales = otherLocaleFolders(i18n);
  return {
    ...page,
    getClientModules: () => [path.join(__dirname, 'client/register.ts')],
    injectHtmlTags: pwa.injectHtmlTags,
    // Run by the output pipeline (output-pipeline/index.ts), last: it lists the finished edition.
    async outputStep(props) {
      const {outDir} = props;
      await fs.writeFile(path.join(outDir, MANIFEST), JSON.stringify(webAppManifest(baseUrl, i18n.currentLocale, name, description)));
      const root = siteRoot(context);
      // An edition below the site's root lists the one runtime the root holds (playground/contract.ts, runtimeUrl).
      const files = [
        ...(await listEdition(outDir, baseUrl, otherLocales, writtenForMachines(props.plugins))),
        ...(root.baseUrl === baseUrl ? [] : await listSharedRuntime(root.outDir, root.baseUrl)),
      ];
      // plugin-pwa read this object when it was created: filled in place. Workbox globs
      // nothing; what it injects into sw.js is the build's stamp (unused by plugin-pwa's
      // code with offline mode off), so that each build's sw.js differs and browsers
      // install it as a new version.
      Object.assign(pwaOptions.injectManifestConfig, {
        globIgnores: ['**/*'],
        manifestTransforms: [
          async () => ({manifest: [{url: `${baseUrl}sw.js`, revision: revisionOf(Buffer.from(JSON.stringify(files)))}], warnings: []}),
        ],
      });
      await pwa.postBuild!({...props, content: undefined});
      await injectListing(outDir, files);
    },
  } satisfies OutputStepPlugin;
}

const INJECTION_POINT = 'self.__HAMA_OFFLINE_FILES';

/**
 * Writes the edition's list into our part of the worker. plugin-pwa's bundler
 * puts sw/offline.js in a chunk of its own (`<id>.sw.js`, which sw.js imports
 * as it starts), where Workbox, which only injects into sw.js, cannot reach.
 */
async function injectListing(outDir: string, files: readonly OfflineFile[]): Promise<void> {
  const chunks = (await fs.readdir(outDir)).filter((name) => /\.sw\.js$/.test(name));
  const ours = [];
  for (const chunk of chunks) {
    const source = await fs.readFile(path.join(outDir, chunk), 'utf8');
    if (source.includes(INJECTION_POINT)) ours.push([chunk, source] as const);
  }
  if (ours.length !== 1 || ours[0]![1].split(INJECTION_POINT).length !== 2) {
    throw new Error(
      `offline: expected ${INJECTION_POINT} once in one service worker chunk, found it in ${ours.length} (${chunks.join(', ')})`,
    );
  }
  const [chunk, source] = ours[0]!;
  await fs.writeFile(path.join(outDir, chunk), source.replace(INJECTION_POINT, JSON.stringify(files)));
}

/** The web app manifest (client/register.ts links it): installable, in the edition's language, icons drawn from the logo (scripts/make-icons.mjs). */
function webAppManifest(baseUrl: string, lang: string, name: string, description: string) {
  return {
    id: baseUrl,
    name,
    short_name: 'hama',
    description,
    lang,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    theme_color: BRAND_COLOR,
    background_color: THEME_COLORS.light,
    icons: [192, 512].map((size) => ({src: `${baseUrl}img/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png'})),
  };
}
