import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {RUNTIME_FILE} from '../../utils/webpackRuntime';

/**
 * A page's route chunks joined into fewer files, after the build (issue #51).
 *
 * A doc page's <head> listed 15 scripts (ssrTemplate.ts): runtime~main, the
 * theme's layout chunks and webpack's splits of them, the page's own content,
 * main.js. On a slow link the browser fetches six at a time, and each request
 * waits a round trip, so main.js, listed last, arrived long after the bytes
 * could have. Here the chunks that more than one page lists go into one file
 * per set of them (the doc pages share one, the blog's posts another), and a
 * page's own chunks, when it has several, into one more: a page lists at most
 * four scripts. Beside fifteen, every page measured hydrated sooner, by
 * 23–540 ms (benchmarks/first-view/variants.md, "Fewer scripts"). The cost:
 * the joined files, about 1.3 MB per edition, in the deploy and the offline
 * copy, beside the chunk files they repeat.
 *
 * Each chunk file stays where webpack wrote it, for the routes the reader
 * moves to afterwards: webpack asks only for chunks it has not installed, and
 * a joined file's pushes install its chunks. If a joined file fails to load,
 * webpack finds no tag with any of its chunks' addresses and requests them one
 * by one.
 */

/** How the minified HTML writes ssrTemplate.ts's `<script defer src="…"></script>`. */
const DEFERRED_SCRIPT = /<script defer src="?([^"\s>]+\.js)"?><\/script>/g;

/** The first line of a joined file: what it holds, for a reader of the build and for the tests (chunksOfJoinedFile). */
const HEADER = '/* joined by page-scripts (joinRouteChunks.ts):';

/** A joined file's name: `joined.<first 8 hex digits of its content's SHA-256>.js`, beside webpack's chunks. */
const JOINED_FILE = /(^|\/)joined\.[0-9a-f]{8}\.js$/;

/** Whether an address or path names a joined file. */
export const isJoinedFile = (src: string) => JOINED_FILE.test(src);

/** The addresses of the chunks a joined file holds, as the pages listed them, from its first line. */
export function chunksOfJoinedFile(code: string): string[] {
  const firstLine = code.slice(0, code.indexOf('\n'));
  if (!firstLine.startsWith(HEADER)) return [];
  return firstLine.slice(HEADER.length, -'*/'.length).trim().split(' ');
}

type Script = {readonly tag: string; readonly src: string};
type Joined = {readonly name: string; readonly code: string};

/**
 * Rewrites the pages (paths relative to `outDir`) so that the chunks more than
 * one of them lists, and a page's own chunks when it has several, load from
 * joined files; returns the joined files written (relative to `outDir`).
 */
export async function joinRouteChunks(outDir: string, baseUrl: string, pages: readonly string[]): Promise<string[]> {
  const fileOf = (src: string) => {
    if (!src.startsWith(baseUrl)) throw new Error(`join-route-chunks: ${src} is not under the base URL ${baseUrl}`);
    return src.slice(baseUrl.length);
  };
  const listed = await Promise.all(
    pages.map(async (page) => {
      const html = await fs.readFile(path.join(outDir, page), 'utf8');
      const scripts: Script[] = [...html.matchAll(DEFERRED_SCRIPT)].map(([tag, src]) => ({tag, src: src!}));
      const names = scripts.map(({src}) => path.posix.basename(src));
      // Were the template's tags written otherwise, the step would silently find none: it says so instead.
      if (scripts.length === 0 && !/assets\/js\/main\.[0-9a-f]+\.js/.test(html)) return {page, html, scripts};
      if (!RUNTIME_FILE.test(names[0] ?? '') || !names.at(-1)?.startsWith('main.')) {
        throw new Error(`join-route-chunks: ${page} does not list runtime~main first and main.js last (${names.join(' ')})`);
      }
      return {page, html, scripts};
    }),
  );
  const listedBy = new Map<string, number>();
  for (const {scripts} of listed) for (const {src} of scripts) listedBy.set(src, (listedBy.get(src) ?? 0) + 1);

  const joined = new Map<string, Joined>();
  const join = async (chunks: readonly Script[]): Promise<Joined> => {
    // One order for every page, so that pages listing the same chunks share a file: a chunk's code
    // runs when webpack requires it, not when its file arrives, so the order in the file is free.
    const sorted = [...chunks].sort((a, b) => (a.src < b.src ? -1 : 1));
    const bodies = await Promise.all(sorted.map(({src}) => fs.readFile(path.join(outDir, fileOf(src)), 'utf8')));
    // Each chunk in a function of its own, so that one file's "use strict" does not reach the next.
    const code = [
      `${HEADER} ${sorted.map(({src}) => src).join(' ')} */`,
      ...bodies.map((body) => `(function () {\n${body}\n}).call(self);`),
    ].join('\n');
    const folder = path.posix.dirname(fileOf(sorted[0]!.src));
    const name = `${folder}/joined.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    const file = {name, code};
    joined.set(name, file);
    return file;
  };

  const rewritten = await Promise.all(
    listed.map(async ({page, html, scripts}) => {
      if (scripts.length === 0) return {page, html};
      const chunks = scripts.slice(1, -1);
      const shared = chunks.filter(({src}) => listedBy.get(src)! > 1);
      const own = chunks.filter(({src}) => listedBy.get(src) === 1);
      const groups = await Promise.all(
        [shared, own].map(async (group) =>
          group.length < 2 ? group.map(({tag}) => tag) : [`<script defer src=${baseUrl}${(await join(group)).name}></script>`],
        ),
      );
      const block = scripts.map(({tag}) => tag).join('');
      // The tags stand together in <head>; were they apart, a chunk would stay listed beside its joined file.
      if (!html.includes(block)) throw new Error(`join-route-chunks: the scripts of ${page} are not one block in its <head>`);
      return {page, html: html.replace(block, () => [scripts[0]!.tag, ...groups.flat(), scripts.at(-1)!.tag].join(''))};
    }),
  );
  // Written once every page has been checked, so that a failure leaves the build as it was.
  for (const {name} of joined.values()) {
    const exists = await fs.stat(path.join(outDir, name)).then(
      () => true,
      () => false,
    );
    if (exists) throw new Error(`join-route-chunks: ${name} is already in the build`);
  }
  await Promise.all([...joined.values()].map(({name, code}) => fs.writeFile(path.join(outDir, name), code)));
  await Promise.all(rewritten.map(({page, html}) => fs.writeFile(path.join(outDir, page), html)));
  return [...joined.keys()].sort();
}
