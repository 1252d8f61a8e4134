import fs from 'node:fs/promises';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {LoadContext} from '@docusaurus/types';
import {createIndex, type Section} from './engine';

/** Where the index is written, relative to the site's base URL; fetched on first use of search. */
import {BUILD_KEY, INDEX_FILE} from './indexFile';
import {RUNTIME_FILE} from '../../utils/webpackRuntime';
import type {OutputStepPlugin} from '../output-pipeline';

/** Pages worth finding: doc pages and blog posts (Docusaurus marks them on <html>). */
const INDEXED_PAGE = /\b(docs-doc-page|blog-post-page)\b/;

/**
 * Parts of the article that are not its content: anchor marks, code block titles, buttons and forms (the try-it
 * box), the popovers of tags (src/plugins/pos-tags), whose buttons are the tags themselves and stay, and
 * the try-it box's drawing of its analysis (the output printed beside it holds the same words).
 */
const NOT_CONTENT =
  '.hash-link, button:not([popovertarget]), form, [class*="codeBlockTitle"], [data-pos-tag-hints], [data-analysis-diagram], [data-run-example]';

function htmlFileOf(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length);
  return path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`);
}

/** The text of an element with its lines and blocks kept apart (cheerio's text() glues them). */
function textOf($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const copy = $(element).clone();
  copy.find(NOT_CONTENT).remove();
  copy.find('br').replaceWith('\n');
  copy.find('p, li, td, th, tr, div, pre, h1, h2, h3, h4').append(' ');
  return copy.text();
}

const tidy = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** A page cut into sections at its h2 and h3 headings, navbar, sidebar and footer left out. */
export function sectionsOf(html: string, pagePath: string): Section[] {
  const $ = load(html);
  const page = tidy($('article h1').first().text());
  // A page that opens with a heading has no text of its own before it: its
  // description stands in, so the page itself can be found and shown.
  const description = $('meta[name="description"]').attr('content') ?? '';
  const sections: Array<{id: string; heading: string; parts: string[]}> = [{id: pagePath, heading: page, parts: []}];
  $('article .markdown')
    .first()
    .children()
    .each((_, element) => {
      if (element.tagName === 'header') return; // holds the h1, already the page title
      if ($(element).is(NOT_CONTENT)) return; // the tags' popovers, before the content
      const id = $(element).attr('id');
      if (/^h[23]$/.test(element.tagName) && id) {
        sections.push({id: `${pagePath}#${id}`, heading: tidy(textOf($, element)), parts: []});
      } else {
        sections.at(-1)!.parts.push(textOf($, element));
      }
    });
  return sections.map(({id, heading, parts}) => ({
    id,
    page,
    heading,
    text: tidy(parts.join(' ')) || (id === pagePath ? tidy(description) : ''),
  }));
}

/** Indexes the rendered pages of the site's routes into INDEX_FILE. */
async function writeIndex(outDir: string, routesPaths: string[], baseUrl: string): Promise<void> {
  const sections: Section[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    const html = await fs.readFile(htmlFileOf(outDir, baseUrl, route), 'utf8').catch(() => null);
    const htmlClass = html?.match(/<html[^>]*class="([^"]*)"/)?.[1] ?? '';
    if (html && INDEXED_PAGE.test(htmlClass)) {
      sections.push(...sectionsOf(html, `/${route.slice(baseUrl.length)}`));
    }
  }
  // The build's webpack runtime, whose name changes with any of its chunks: a tab
  // of another build that fetches this index knows it is not its own (client/useSiteSearch.ts).
  const runtime = (await fs.readdir(path.join(outDir, 'assets/js'))).filter((file) => RUNTIME_FILE.test(file));
  if (runtime.length !== 1) throw new Error(`korean-search: expected one webpack runtime in ${outDir}/assets/js, found ${runtime.length}`);
  const json = JSON.stringify({...createIndex(sections).toJSON(), [BUILD_KEY]: runtime[0]});
  await fs.writeFile(path.join(outDir, INDEX_FILE), json);
  console.log(`[korean-search] ${sections.length} sections indexed, ${INDEX_FILE} ${(Buffer.byteLength(json) / 1024).toFixed(1)} KiB`);
}

/**
 * The site's offline Korean search, all of it in this folder: the index is
 * built from the rendered pages after the build (below); the analyser and
 * engine (analyzer.ts, engine.ts, snippet.ts) serve the build and the
 * browser; client/ loads them on first use; theme/ holds the navbar box
 * (SearchBar), a result (SearchHit) and the results page (SearchPage, the
 * route /search).
 */
export default function searchPlugin({siteConfig: {baseUrl}}: LoadContext): OutputStepPlugin {
  return {
    name: 'korean-search',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    // Run by the output pipeline (output-pipeline/index.ts): reads the pages once the policy
    // step has rewritten them, and the offline listing comes after it.
    async outputStep({outDir, routesPaths, siteConfig: {baseUrl}}) {
      await writeIndex(outDir, routesPaths, baseUrl);
    },
  };
}
