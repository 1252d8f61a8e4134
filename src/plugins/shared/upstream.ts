import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The Docusaurus files this site swaps at bundle time, copies or relies on the
 * insides of, each with the version we read it in and the SHA-256 of that
 * file. An upgrade that changes one of them fails tests/unit/upstream.test.ts,
 * naming the file and what of ours depends on it; an upgrade that renames or
 * moves a swapped one fails the build (replaceModules.ts). The contributing
 * guide says how to review and record a new version.
 */
export type UpstreamFile = {
  /** The file inside its package, as installed: `@docusaurus/core/lib/client/preload.js`. */
  readonly module: string;
  /** The package version whose file we read. */
  readonly version: string;
  readonly sha256: string;
  /** What of ours stands in for it or depends on it, and how. */
  readonly ours: string;
};

export const UPSTREAM = {
  progressBar: {
    module: '@docusaurus/theme-classic/lib/nprogress.js',
    version: '3.10.2',
    sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
    ours: 'swapped for src/plugins/route-loading/progressBar.ts',
  },
  preload: {
    module: '@docusaurus/core/lib/client/preload.js',
    version: '3.10.2',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    ours: 'swapped for src/plugins/route-loading/preload.ts',
  },
  gtagPlugin: {
    module: '@docusaurus/plugin-google-gtag/lib/index.js',
    version: '3.10.2',
    sha256: '8cb831bc7aa8bc633376315ed99859b3b4cbcf1f681120eff4cda5846c7fef79',
    ours: 'wrapped by src/plugins/analytics: its tags kept but the inline configuration, its client module replaced',
  },
  prismIncludeLanguages: {
    module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    version: '3.10.2',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    ours: 'swapped for src/plugins/code-blocks/noStartupLanguages.ts',
  },
  clientEntry: {
    module: '@docusaurus/core/lib/client/docusaurus.js',
    version: '3.10.2',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    ours: 'swapped for src/plugins/route-loading/intentPrefetch.ts',
  },
  ssgTemplate: {
    module: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    version: '3.10.2',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    ours: 'copied, with one change, as src/plugins/page-scripts/ssrTemplate.ts',
  },
  clientManifestWriter: {
    module: '@docusaurus/core/lib/webpack/client.js',
    version: '3.10.2',
    sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
    ours: 'writes the client manifest that src/plugins/page-scripts/routeChunksInHtml.ts patches',
  },
  clientManifestReader: {
    module: '@docusaurus/core/lib/ssg/ssgTemplate.js',
    version: '3.10.2',
    sha256: 'faea0446fa8ceeb559a56b96442636a3052daa2467d6ddc625ad020bc65ac645',
    ours: 'looks the route’s modules up in the manifest that src/plugins/page-scripts/routeChunksInHtml.ts patches',
  },
  blogListPage: {
    module: '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js',
    version: '3.10.2',
    sha256: 'bea76516bb7dfc75d6074736e2c412966f1edf0844849ecbc2eda5400d5cbdfe',
    ours: 'ejected, with one change, as src/theme/BlogListPage',
  },
  codeBlockLine: {
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    version: '3.10.2',
    sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
    ours: 'copied, with <span> lines for valid HTML, as src/plugins/code-blocks/theme/CodeBlock/Line',
  },
  codeBlockButtons: {
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js',
    version: '3.10.2',
    sha256: '8cc39d7b3812bfb9b53e20228bb4ed20f8885e0ff3592392b0e63c749dfae87f',
    ours: 'wrapped by src/theme/CodeBlock/Buttons, which relies on its className landing on the group that src/css/custom.css sizes',
  },
  codeBlockButton: {
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/Button/index.js',
    version: '3.10.2',
    sha256: '13db668afc694ad94fd5944f2230c28a215c477847b7ce76cdcbf380aefd17e0',
    ours: 'renders each button of the group as a <button>, which src/css/custom.css (.code-block-buttons > button) takes clicks on',
  },
  iconLightMode: {
    module: '@docusaurus/theme-classic/lib/theme/Icon/LightMode/index.js',
    version: '3.10.2',
    sha256: '032b3f6a7e7d92c69b5fac79983323251652f6c26131119b4dc226614019ae39',
    ours: 'its path copied into src/components/MaskIcon (src/theme/Icon/LightMode)',
  },
  iconDarkMode: {
    module: '@docusaurus/theme-classic/lib/theme/Icon/DarkMode/index.js',
    version: '3.10.2',
    sha256: '0fdf0d3588199bfeba99c0ad8539ef9980d3af3aadccef556d98e0b201ab4d73',
    ours: 'its path copied into src/components/MaskIcon (src/theme/Icon/DarkMode)',
  },
  iconSystemColorMode: {
    module: '@docusaurus/theme-classic/lib/theme/Icon/SystemColorMode/index.js',
    version: '3.10.2',
    sha256: '198ce57e50a1151e657f014add6261b8abdd4b89daf6a4cf119eebc400d7b565',
    ours: 'its path copied into src/components/MaskIcon (src/theme/Icon/SystemColorMode)',
  },
  iconLanguage: {
    module: '@docusaurus/theme-classic/lib/theme/Icon/Language/index.js',
    version: '3.10.2',
    sha256: '03b3eaee8900a6d6c64a3351b280ca80f1e52e679c74ae6755b65d068159898e',
    ours: 'its path and size copied into src/components/MaskIcon (src/theme/Icon/Language)',
  },
  iconHome: {
    module: '@docusaurus/theme-classic/lib/theme/Icon/Home/index.js',
    version: '3.10.2',
    sha256: '5737c97a4dfce4e357c2abcee8461168cef97e4afc8431b9d0554dc537bc8ee1',
    ours: 'its path copied into src/components/MaskIcon (src/theme/Icon/Home)',
  },
  iconMenu: {
    module: '@docusaurus/theme-classic/lib/theme/Icon/Menu/index.js',
    version: '3.10.2',
    sha256: '36d749ecd4250778bf9995dc1b047e5ef9901c662353b26cad9ce1394925586d',
    ours: 'its path and size copied into src/components/MaskIcon (src/theme/Icon/Menu)',
  },
  colorModeToggleStyles: {
    module: '@docusaurus/theme-classic/lib/theme/ColorModeToggle/styles.module.css',
    version: '3.10.2',
    sha256: '4504230f1787839e710b95b4508730421487ec27691daf8675ccac87ccea8d6a',
    ours: 'its rules show one of the three toggle icons, which src/components/MaskIcon leaves them to',
  },
  breadcrumbHomeStyles: {
    module: '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/Items/Home/styles.module.css',
    version: '3.10.2',
    sha256: '2635bc291348aaad0a70a23c58133d8269fdd9338e4422e000917bb5df3800b2',
    ours: 'its rule sizes the home icon, which src/components/MaskIcon leaves it to',
  },
  colorModeToggle: {
    module: '@docusaurus/theme-classic/lib/theme/ColorModeToggle/index.js',
    version: '3.10.2',
    sha256: '0c879fd020f317a5d8c6f76951cb1e919bb727d0fd88fdb630e38023fb7af862',
    ours: 'renders the three toggle icons with a class only, which is all src/components/MaskIcon takes',
  },
  localeDropdown: {
    module: '@docusaurus/theme-classic/lib/theme/NavbarItem/LocaleDropdownNavbarItem/index.js',
    version: '3.10.2',
    sha256: '35eda908bbc3dc0104c493da33caea68385c80cc6306b0ccc05f9a8273dfea1d',
    ours: 'renders the language icon with a class only, which is all src/components/MaskIcon takes',
  },
  breadcrumbHome: {
    module: '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/Items/Home/index.js',
    version: '3.10.2',
    sha256: '24970d20dba94b39101c78a98e7f80b02cef8e3bbe9e07f4c28d5f36b4a458fe',
    ours: 'renders the home icon with a class only, which is all src/components/MaskIcon takes',
  },
  mobileSidebarToggle: {
    module: '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js',
    version: '3.10.2',
    sha256: 'daa023d1c382110294842f2fe30356e2002fed2511b8b36969b151e974008ec8',
    ours: 'renders the menu icon without props, as src/components/MaskIcon expects',
  },
  searchMetadata: {
    module: '@docusaurus/theme-classic/lib/theme/SearchMetadata/index.js',
    version: '3.10.2',
    sha256: '91f99b9d115aec6b53184eb9dc4eba36b17466b44a83023bcf2eac42f1cff013',
    ours: 'swapped for src/plugins/search/theme/SearchMetadata, which writes none of its <meta> tags',
  },
  pwaPlugin: {
    module: '@docusaurus/plugin-pwa/lib/index.js',
    version: '3.10.2',
    sha256: 'e66502ac064b49a0a0f2c83f823ffcd3d2ea9711395a3a3a57782b9bd27043fe',
    ours: 'wrapped by src/plugins/offline: its service worker build kept, its output listed by our offline step',
  },
  codeLineStyles: {
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css',
    version: '3.10.2',
    sha256: 'ecac30a50af15f4a16453cbe05c13791b6c9d4368c673291a3389a0211aec7d6',
    ours: 'imported as they are by src/plugins/code-blocks/theme/CodeBlock/Line',
  },
} as const satisfies Record<string, UpstreamFile>;

/** The package name of a module path: `@docusaurus/core`. */
export const packageOf = (module: string) => module.split('/').slice(0, 2).join('/');

/** Where the file is installed. Deep paths are found from the package's own folder (its exports hide them). */
export function locate(module: string): string {
  const root = path.dirname(require.resolve(`${packageOf(module)}/package.json`));
  return path.join(root, module.split('/').slice(2).join('/'));
}

export function installedVersion(module: string): string {
  return (JSON.parse(fs.readFileSync(require.resolve(`${packageOf(module)}/package.json`), 'utf8')) as {version: string}).version;
}

export function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}
