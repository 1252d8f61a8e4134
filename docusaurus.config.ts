import fs from 'node:fs/promises';
import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import routeLoadingPlugin from './src/plugins/route-loading';
import analyticsPlugin from './src/plugins/analytics';
import githubPagesPlugin from './src/plugins/github-pages';
import contentSecurityPolicyPlugin from './src/plugins/content-security-policy';
import searchPlugin from './src/plugins/search';
import playgroundPlugin, {rehypeRunExamples} from './src/plugins/playground';
import pageScriptsPlugin from './src/plugins/page-scripts';
import inlineStylesheetPlugin from './src/plugins/inline-stylesheet';
import codeBlocksPlugin from './src/plugins/code-blocks';
import bundleConfigPlugin from './src/plugins/bundle-config';
import codeTranslationsPlugin from './src/plugins/code-translations';
import earlyTypingPlugin from './src/plugins/early-typing';
import llmsTxtPlugin from './src/plugins/llms-txt';
import offlinePlugin from './src/plugins/offline';
import outputPipelinePlugin, {type OutputStepPlugin} from './src/plugins/output-pipeline';
import posTagsPlugin, {rehypePosTags} from './src/plugins/pos-tags';
import {createFeedItems} from './src/plugins/pos-tags/feed';
import remarkClaimMarkers, {withoutClaimMarkers} from './src/plugins/shared/remarkClaimMarkers';
import {runtimeDownloadAsMarkdown, tryItAsMarkdown} from './src/plugins/playground/markdown';
import {feedLinksAsMarkdown} from './src/components/FeedLinks/markdown';
import * as benchmarkMarkdown from './src/components/Benchmark/markdown';
import {sentenceBrowserAsMarkdown} from './src/components/SentenceBrowser/markdown';
import * as serviceMarkdown from './src/components/ServiceFigures/markdown';
import * as installMarkdown from './src/components/InstallFacts/markdown';
import {llmsIntro} from './src/data/llmsIntro';
import {prismLight, prismDark} from './src/utils/prismThemes';
import {ssrTemplate} from './src/plugins/page-scripts/ssrTemplate';

// Where the site is published. GitHub Pages of a project repository needs
// BASE_URL=/<repo>/; a custom domain serves at the root.
const SITE_URL = process.env.SITE_URL ?? 'https://www.hamanlp.org';
const BASE_URL = process.env.BASE_URL ?? '/';
// Analytics only when an id is given: local builds, tests and forks send
// nothing to a third party (site issue, point 10).
const GA_TRACKING_ID = process.env.GA_TRACKING_ID ?? '';

const SOURCE_REPO = 'https://github.com/hamanlp/hama-py';

// The locale being built. Docusaurus builds one locale after another and sets
// this before it loads the config: its documented way to translate config
// values. Korean is the default, at the root; English lives under /en/.
const LOCALE = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'ko';
const LOCALE_BASE_URL = LOCALE === 'ko' ? BASE_URL : `${BASE_URL}${LOCALE}/`;

/** Config values in each locale's words (navbar, footer and theme strings are in i18n/<locale>/). */
const TEXT = {
  ko: {
    tagline: '설치가 가벼운 파이썬 한국어 형태소 분석기',
    blogTitle: 'hama 블로그',
    blogDescription: 'hama 프로젝트의 소식과 사용 안내',
    announcement: '🎉 파이썬 패키지 hama 1.0.0이 출시되었습니다. <a href="{href}">출시 소식 읽기</a>',
    socialCard: 'img/social-card.png',
    appName: 'hama 한국어 형태소 분석기',
  },
  en: {
    tagline: 'A Korean morphological analyser for Python, light to install',
    blogTitle: 'hama blog',
    blogDescription: 'News and how-tos from the hama project',
    announcement: '🎉 hama 1.0.0 for Python is out. <a href="{href}">Read the release notes</a>',
    socialCard: 'img/social-card-en.png',
    appName: 'hama Korean morphological analyser',
  },
}[LOCALE];

/**
 * robots.txt, at the root only, pointing crawlers at each locale's sitemap and
 * naming the plain-text edition for AI assistants (llms-txt plugin).
 * robots.txt has no field for llms.txt, so those lines are comments: crawlers
 * ignore them, people and agents reading the file find them.
 */
function robotsTxtPlugin({i18n}: LoadContext): OutputStepPlugin {
  const bases = i18n.locales.map((locale) => `${i18n.localeConfigs[locale]!.url}${i18n.localeConfigs[locale]!.baseUrl}`);
  return {
    name: 'robots-txt',
    // For crawlers: left out of the offline listing.
    writesForMachines: (file) => file === 'robots.txt',
    async outputStep({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const robots = [
        'User-agent: *',
        'Allow: /',
        '',
        '# The site in Markdown for AI assistants (llmstxt.org): an index and the whole guide in one file, per language.',
        ...bases.flatMap((base) => [`# llms.txt: ${base}llms.txt`, `# llms-full.txt: ${base}llms-full.txt`]),
        '',
        ...bases.map((base) => `Sitemap: ${base}sitemap.xml`),
        '',
      ].join('\n');
      await fs.writeFile(path.join(outDir, 'robots.txt'), robots);
    },
  };
}

const config = {
  title: 'hama',
  tagline: TEXT.tagline,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  // The spec's routes have no trailing slash; `docusaurus serve` and GitHub
  // Pages both answer /docs/dict from docs/dict.html.
  trailingSlash: false,
  // Its inline script only helps a site whose base URL is wrong, which the
  // sub-path build's tests would show; under our Content Security Policy it
  // would be one more script to allow on every index page.
  baseUrlIssueBanner: false,
  organizationName: 'hamanlp',
  projectName: 'hama-py',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  // `<html lang>`, theme strings, hreflang alternates and the navbar's language menu.
  i18n: {
    defaultLocale: 'ko',
    locales: ['ko', 'en'],
    localeConfigs: {ko: {label: '한국어', htmlLang: 'ko'}, en: {label: 'English', htmlLang: 'en'}},
  },

  // Rspack and SWC: a production build in seconds rather than half a minute.
  future: {v4: true, faster: true},
  ssrTemplate,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: undefined,
          // Before Docusaurus's own: its headings and table of contents never see a marker.
          beforeDefaultRemarkPlugins: [remarkClaimMarkers],
          rehypePlugins: [
            [rehypeRunExamples, {locale: LOCALE}],
            [rehypePosTags, {siteDir: __dirname}],
          ],
        },
        blog: {
          routeBasePath: 'blog',
          showReadingTime: true,
          // The claim markers are no words (src/plugins/shared/remarkClaimMarkers.ts): not counted, not carried in the archive's data.
          readingTime: ({content, locale, defaultReadingTime}) => defaultReadingTime({content: withoutClaimMarkers(content), locale}),
          processBlogPosts: async ({blogPosts}) => blogPosts.map((post) => ({...post, content: withoutClaimMarkers(post.content)})),
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          // Before Docusaurus's own: its headings and table of contents never see a marker.
          beforeDefaultRemarkPlugins: [remarkClaimMarkers],
          rehypePlugins: [
            [rehypeRunExamples, {locale: LOCALE}],
            [rehypePosTags, {siteDir: __dirname}],
          ],
          blogTitle: TEXT.blogTitle,
          blogDescription: TEXT.blogDescription,
          blogSidebarTitle: '최근 글',
          feedOptions: {
            type: 'all',
            createFeedItems,
            title: TEXT.blogTitle,
            description: TEXT.blogDescription,
            language: LOCALE,
            copyright: `Copyright © 2021 hama`,
          },
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    routeLoadingPlugin,
    // Google Analytics only in a build given a tracking id: otherwise nothing of it at all.
    GA_TRACKING_ID ? [analyticsPlugin, {trackingID: GA_TRACKING_ID}] : false,
    // What these plugins write after the build, they write one after the other, in the order
    // the output pipeline declares (src/plugins/output-pipeline: OUTPUT_STEPS).
    outputPipelinePlugin,
    pageScriptsPlugin,
    inlineStylesheetPlugin,
    codeBlocksPlugin,
    bundleConfigPlugin,
    codeTranslationsPlugin,
    earlyTypingPlugin,
    githubPagesPlugin,
    [contentSecurityPolicyPlugin, {analytics: Boolean(GA_TRACKING_ID)}],
    searchPlugin,
    playgroundPlugin,
    posTagsPlugin,
    [offlinePlugin, {name: TEXT.appName, description: TEXT.tagline}],
    [
      llmsTxtPlugin,
      {
        intro: llmsIntro[LOCALE],
        components: {
          TryIt: tryItAsMarkdown,
          RuntimeDownload: runtimeDownloadAsMarkdown,
          FeedLinks: feedLinksAsMarkdown,
          BenchmarkChart: benchmarkMarkdown.benchmarkChartAsMarkdown,
          BenchmarkSetup: benchmarkMarkdown.benchmarkSetupAsMarkdown,
          BenchmarkSlowest: benchmarkMarkdown.benchmarkSlowestAsMarkdown,
          BenchmarkSummary: benchmarkMarkdown.benchmarkSummaryAsMarkdown,
          BenchmarkTable: benchmarkMarkdown.benchmarkTableAsMarkdown,
          SentenceBrowser: sentenceBrowserAsMarkdown,
          ServiceTable: serviceMarkdown.serviceTableAsMarkdown,
          ServiceFacts: serviceMarkdown.serviceFactsAsMarkdown,
          ServiceSetup: serviceMarkdown.serviceSetupAsMarkdown,
          InstallTrap: installMarkdown.installTrapAsMarkdown,
          UnpinnedFacts: installMarkdown.unpinnedFactsAsMarkdown,
          PythonVersions: installMarkdown.pythonVersionsAsMarkdown,
        },
      },
    ],
    robotsTxtPlugin,
  ],

  themeConfig: {
    image: TEXT.socialCard,
    colorMode: {respectPrefersColorScheme: true},
    announcementBar: {
      // The id names the content: a new announcement gets a new id, so readers
      // who closed this one still see the next.
      id: 'release-py-100',
      // Raw HTML: the link must carry the base URL itself. A click on it stays
      // in the app (src/theme/AnnouncementBar/Content).
      content: TEXT.announcement.replace('{href}', `${LOCALE_BASE_URL}blog/release-py-100`),
      backgroundColor: '#403770',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: 'hama',
      logo: {alt: 'hama 로고: 하마 얼굴', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: '/docs/introduction', label: '개발 가이드', position: 'left', activeBaseRegex: '^/docs/'},
        {to: '/blog', label: '블로그', position: 'left'},
        {to: '/playground', label: '플레이그라운드', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {href: SOURCE_REPO, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '개발 가이드',
          items: [
            {label: '소개', to: '/docs/introduction'},
            {label: '시작하기', to: '/docs/installation'},
            {label: '오프라인으로 저장', to: '/offline'},
          ],
        },
        {
          title: '커뮤니티',
          items: [
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/hama'},
            // The spec asks for a chat room; the project has none that we know
            // of, so this is its real discussion board. When a room exists,
            // this one line becomes its link.
            {label: '토론방 (GitHub Discussions)', href: `${SOURCE_REPO}/discussions`},
          ],
        },
        {
          title: '소셜',
          items: [
            {label: '블로그', to: '/blog'},
            {label: 'GitHub', href: SOURCE_REPO},
          ],
        },
      ],
      copyright: 'Copyright © 2021 hama. Docusaurus로 만들었습니다.',
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
