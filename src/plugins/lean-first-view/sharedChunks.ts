import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The route chunks that several pages list, joined into one file per set of
 * them, after the build (issue #51).
 *
 * A doc page's <head> listed 15 scripts (ssrTemplate.ts): runtime~main, the
 * theme's layout chunks and webpack's splits of them, the page's own content,
 * main.js. On a slow link the browser fetches six at a time, and each request
 * waits a round trip, so main.js, listed last, arrived long after the bytes
 * could have. Here every chunk that more than one page lists goes into one
 * file, named by a hash of its content, so the doc pages share one file, the
 * blog's posts another; a page's own chunks stay as they are. A doc page then
 * lists four scripts; beside fifteen, every page measured hydrated
 * sooner, by 23–540 ms (benchmarks/first-view/variants.md, "Fewer scripts").
 * The cost: the joined files, 1.1 MB per edition, in the deploy and the
 * offline copy, beside the chunk files they repeat.
 *
 * Nothing else changes: each chunk file stays where webpack wrote it, for the
 * routes the reader moves to afterwards (webpack asks only for the chunks it
 * has not installed), and a joined file that fails to load is removed by
 * ssrTemplate.ts's listener, so webpack fetches its chunks one by one.
 */

/** How the minified HTML writes ssrTemplate.ts's `<script defer src="…"></script>`. */
const DEFERRED_SCRIPT = /<script defer src="?([^"\s>]+\.js)"?><\/script>/g;

/** Where the joined files go, beside webpack's chunks, named as webpack names them: `shared.<hash>.js`. */
const SHARED_CHUNKS_FOLDER = 'assets/js';

type Page = {readonly file: string; readonly html: string; readonly scripts: ReadonlyArray<{tag: string; src: string}>};

/**
 * Rewrites the pages (paths relative to `outDir`) so that the chunks more than
 * one of them lists load from one joined file; returns the joined files written.
 */
export async function joinSharedChunks(outDir: string, baseUrl: string, pages: readonly string[]): Promise<string[]> {
  const read: Page[] = await Promise.all(
    pages.map(async (file) => {
      const html = await fs.readFile(path.join(outDir, file), 'utf8');
      return {file, html, scripts: [...html.matchAll(DEFERRED_SCRIPT)].map(([tag, src]) => ({tag, src: src!}))};
    }),
  );
  const listedBy = new Map<string, number>();
  for (const {scripts} of read) for (const {src} of scripts) listedBy.set(src, (listedBy.get(src) ?? 0) + 1);
  const fileOf = (src: string) => {
    if (!src.startsWith(baseUrl)) throw new Error(`shared-chunks: ${src} is not under the base URL ${baseUrl}`);
    return path.join(outDir, src.slice(baseUrl.length));
  };
  const joined = new Map<string, string>();
  await Promise.all(
    read.map(async ({file, html, scripts}) => {
      // runtime~main first, main.js last (ssrTemplate.ts): both are the same on every page and stay as they are.
      const chunks = scripts.slice(1, -1);
      // In one order for all pages, so that pages listing the same chunks share one file: a chunk's
      // code runs when webpack requires it, not when its file arrives, so the order in the file is free.
      const shared = chunks.filter(({src}) => listedBy.get(src)! > 1).sort((a, b) => a.src.localeCompare(b.src));
      if (shared.length < 2) return;
      const code = (await Promise.all(shared.map(({src}) => fs.readFile(fileOf(src), 'utf8')))).join('\n;\n');
      const name = `${SHARED_CHUNKS_FOLDER}/shared.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      joined.set(name, code);
      const ordered = [
        scripts[0]!.tag,
        `<script defer src=${baseUrl}${name}></script>`,
        ...chunks.filter((chunk) => !shared.includes(chunk)).map(({tag}) => tag),
        scripts.at(-1)!.tag,
      ];
      const block = scripts.map(({tag}) => tag).join('');
      // The tags stand together in <head>; were they apart, the page would keep a chunk listed twice.
      if (!html.includes(block)) throw new Error(`shared-chunks: the scripts of ${file} are not one block in its <head>`);
      await fs.writeFile(
        path.join(outDir, file),
        html.replace(block, () => ordered.join('')),
      );
    }),
  );
  await Promise.all([...joined].map(([name, code]) => fs.writeFile(path.join(outDir, name), code)));
  return [...joined.keys()].sort();
}
