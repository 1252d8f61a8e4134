import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, DocusaurusConfig, LoadContext} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {mdxToMarkdown} from './toMarkdown';
import {isPlainTextFile, twinPathOf} from './twinPath';
import type {OutputStepPlugin} from '../output-pipeline';

/**
 * The site as plain text for AI assistants and anyone who reads Markdown
 * (llmstxt.org): /llms.txt, an index of every doc page and post in reading
 * order; /llms-full.txt, all of them in one file; and a Markdown twin of each
 * page beside its HTML, at the page's address plus ".md"
 * (/docs/installation → /docs/installation.md).
 *
 * The twins are made from the MDX sources, not from the built HTML: code
 * blocks keep their language and lines, admonitions become quotes with their
 * label, tables stay tables, and each MDX component says what it reads as
 * (option `components`; the try-it box is its example and real output).
 * The theme component MarkdownTwin (theme/) links a page to its twin.
 */

/** What an MDX component reads as in Markdown; `allContent` holds the other plugins' data (prerendered results). */
export type ComponentToMarkdown = (
  props: Readonly<Record<string, string>>,
  context: {
    readonly allContent: AllContent;
    readonly siteConfig: DocusaurusConfig;
    /** The page's words for a code translation id (i18n/<locale>/code.json), as `translate()` gives them in the browser. */
    readonly translate: (message: {id: string; message: string}) => string;
    /** The locale being built (`ko`, `en`). */
    readonly locale: string;
  },
) => string;

export type Options = {
  /**
   * The opening of llms.txt and llms-full.txt after the title, in Markdown:
   * what hama is and what to know first. A function because plugin options
   * are serialized into the client's main bundle, and functions are left out.
   */
  readonly intro: () => string;
  readonly components?: Readonly<Record<string, ComponentToMarkdown>>;
};

type Page = {
  readonly kind: 'docs' | 'blog';
  /** The HTML page's path, base URL included (`/docs/installation`). */
  readonly permalink: string;
  readonly file: string;
  readonly title: string;
  readonly description: string;
  /** For posts: date, authors, tags. */
  readonly byline?: string;
};

type Written = Page & {readonly markdown: string};

/** The part of a loaded sidebar item that gives the reading order: docs, and categories' items. */
type SidebarEntry = {readonly type: string; readonly id?: string; readonly items?: readonly SidebarEntry[]};

function sidebarOrder(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : sidebarOrder(item.items ?? [])));
}

function docPages(allContent: AllContent, siteDir: string): Page[] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const order = Object.values(version.sidebars).flatMap((sidebar) => sidebarOrder(sidebar as readonly SidebarEntry[]));
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...version.docs]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((doc) => ({
      kind: 'docs',
      permalink: doc.permalink,
      file: path.join(siteDir, aliasedSitePathToRelativePath(doc.source)),
      title: doc.title,
      description: doc.description,
    }));
}

function blogPages(allContent: AllContent, siteDir: string, locale: string, tagsLabel: string): Page[] {
  const content = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  return (content?.blogPosts ?? []).map(({metadata}) => ({
    kind: 'blog',
    permalink: metadata.permalink,
    file: path.join(siteDir, aliasedSitePathToRelativePath(metadata.source)),
    title: metadata.title,
    description: metadata.description,
    byline: [
      new Date(metadata.date).toISOString().slice(0, 10),
      new Intl.ListFormat(locale).format(metadata.authors.map((author) => author.name ?? '')),
      `${tagsLabel}: ${metadata.tags.map((tag) => tag.label).join(', ')}`,
    ].join(' · '),
  }));
}

export default function llmsTxtPlugin(context: LoadContext, options: Options): OutputStepPlugin {
  const {siteDir, siteConfig, i18n} = context;
  const locale = i18n.currentLocale;
  const absolute = (permalink: string) => `${siteConfig.url}${permalink}`;
  const translate = ({id, message}: {id: string; message: string}) => context.codeTranslations[id] ?? message;
  // The files' own words, in the locale's code.json like the site's other strings.
  const messages = {
    docs: translate({id: 'llms.section.docs', message: '개발 가이드'}),
    blog: translate({id: 'llms.section.blog', message: '블로그'}),
    page: translate({id: 'llms.page', message: '웹 페이지'}),
    full: translate({id: 'llms.full', message: '전체 문서 한 파일'}),
    fullDescription: translate({id: 'llms.full.description', message: '위의 문서와 글을 모두 이어 붙인 Markdown 파일입니다.'}),
    tags: translate({id: 'llms.tags', message: '태그'}),
    otherEdition: translate({id: 'llms.otherEdition', message: '같은 목록의 다른 언어판입니다.'}),
  };
  // The other locales' llms.txt, at their base URLs as Docusaurus resolved them.
  const otherEditions = i18n.locales.filter((other) => other !== locale).map((other) => i18n.localeConfigs[other]!);
  let written: Written[] = [];

  return {
    name: 'llms-txt',
    getThemePath: () => path.join(__dirname, 'theme'),

    // Converted as soon as the content is known, so a page that cannot be
    // written as Markdown fails the build before the slow bundling.
    async allContentLoaded({allContent}) {
      const pages = [...docPages(allContent, siteDir), ...blogPages(allContent, siteDir, locale, messages.tags)];
      const byFile = new Map(pages.map((page) => [page.file, page]));
      const byPermalink = new Map(pages.map((page) => [page.permalink, page]));
      // Admonition labels as the theme shows them: its translations, the site's code.json, or its English defaults.
      const themeMessages = {...(await readDefaultCodeTranslationMessages({locale, name: 'theme-common'})), ...context.codeTranslations};
      const admonitionLabels = Object.fromEntries(
        ['note', 'tip', 'info', 'warning', 'danger', 'caution'].map((kind) => [
          kind,
          themeMessages[`theme.admonition.${kind}`] ?? kind[0]!.toUpperCase() + kind.slice(1),
        ]),
      );
      // The route a link in `file` leads to; a link to a source file (./other.md) leads to its page.
      const routeOfLink = (target: string, file: string): string => {
        if (/\.mdx?$/.test(target)) {
          const linked = byFile.get(path.resolve(path.dirname(file), decodeURIComponent(target)));
          if (!linked) throw new Error(`${file}: the link "${target}" names a file that is not a page`);
          return linked.permalink;
        }
        const {permalink} = byFile.get(file)!;
        if (target === '') return permalink;
        if (target.startsWith('/')) return siteConfig.baseUrl + target.slice(1);
        const resolved = new URL(target, `http://site${permalink}`);
        return resolved.pathname + resolved.search;
      };
      // Links between pages lead to the other page's twin; other links to the full address.
      const resolveLink = (url: string, file: string): string => {
        if (/^[a-z]+:/i.test(url)) return url;
        const [target = '', fragment] = url.split('#');
        const route = routeOfLink(target, file);
        return absolute(byPermalink.has(route) ? twinPathOf(route) : route) + (fragment ? `#${fragment}` : '');
      };
      const components = Object.fromEntries(
        Object.entries(options.components ?? {}).map(([name, render]) => [
          name,
          (props: Readonly<Record<string, string>>) =>
            render(props, {allContent, siteConfig, translate, locale: context.i18n.currentLocale}),
        ]),
      );
      written = await Promise.all(
        pages.map(async (page) => {
          const source = await fs.readFile(page.file, 'utf8');
          const body = mdxToMarkdown(source, {file: page.file, components, admonitionLabels, resolveLink});
          const header = [
            `# ${page.title}`,
            `> ${page.description}`,
            [page.byline, `${messages.page}: ${absolute(page.permalink)}`].filter(Boolean).join('  \n'),
          ];
          return {...page, markdown: `${[...header, body].join('\n\n')}\n`};
        }),
      );
    },

    // For AI assistants, not for a browser: left out of the offline listing.
    writesForMachines: isPlainTextFile,
    // Run by the output pipeline (output-pipeline/index.ts), before the offline listing.
    async outputStep({outDir}) {
      const fileOf = (permalink: string) => path.join(outDir, permalink.slice(siteConfig.baseUrl.length));
      await Promise.all(
        written.map(async (page) => {
          const file = fileOf(twinPathOf(page.permalink));
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, page.markdown);
        }),
      );
      const entry = (page: Written) => `- [${page.title}](${absolute(twinPathOf(page.permalink))}): ${page.description}`;
      const section = (title: string, kind: Page['kind']) => [
        `## ${title}`,
        written
          .filter((page) => page.kind === kind)
          .map(entry)
          .join('\n'),
      ];
      const opening = [`# ${siteConfig.title}`, `> ${siteConfig.tagline}`, options.intro().trim()];
      const index = [
        ...opening,
        ...section(messages.docs, 'docs'),
        ...section(messages.blog, 'blog'),
        '## Optional', // llmstxt.org's name for the section an assistant may skip
        [
          `- [${messages.full}](${absolute(`${siteConfig.baseUrl}llms-full.txt`)}): ${messages.fullDescription}`,
          ...otherEditions.map(({label, url, baseUrl}) => `- [${label}](${url}${baseUrl}llms.txt): ${messages.otherEdition}`),
        ].join('\n'),
      ];
      // The opening once, then each document after a rule.
      const full = [opening.join('\n\n'), ...written.map((page) => page.markdown.trim())];
      await fs.writeFile(fileOf(`${siteConfig.baseUrl}llms.txt`), `${index.join('\n\n')}\n`);
      await fs.writeFile(fileOf(`${siteConfig.baseUrl}llms-full.txt`), `${full.join('\n\n---\n\n')}\n`);
    },
  };
}
