/**
 * What an edition's service worker may keep (issue #26): every file of the
 * built edition with its address, size and revision. The build injects this
 * list into sw.js through Workbox, so each build's worker is a new version and
 * knows the exact bytes of its files. Pure of Docusaurus: tests/unit reads it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {editionFiles} from '../shared/editionFiles';
import {isRuntimeFile, RUNTIME_FOLDER} from '../playground/contract';
import type {Group, OfflineFile} from './offlineProtocol';

export type {Group, OfflineFile} from './offlineProtocol';

/**
 * Files a reader does not open in a browser that no output step declares (the
 * steps declare theirs: `writesForMachines`, output-pipeline/index.ts): the
 * worker itself (sw.js and its chunk), and Docusaurus's own sitemap and blog
 * feeds (for feed readers; the posts they list are pages). Those are written
 * while this list is made (Docusaurus's plugins' postBuild run beside the
 * output pipeline's), so they are left out by name whether or not they are there yet.
 */
const LEFT_OUT = /^(([\w-]+\.)?sw\.js|sitemap\.xml|blog\/(rss\.xml|atom\.xml|feed\.json))$/;

/** Files written for machines (crawlers, feed readers, AI assistants), by the steps that write them. */
export type ForMachines = (file: string) => boolean;

export const revisionOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

function groupOf(file: string): Group {
  if (isRuntimeFile(file)) return 'runtime';
  if (file.endsWith('.html')) return 'page';
  if (file === 'search-index.json') return 'search';
  return 'asset';
}

/**
 * A page's address: `a/b.html` is served at `/a/b`, a folder's index.html at
 * `/a/`. The `a/b/index.html` copies written for GitHub Pages (github-pages
 * plugin) are the same page: the worker answers them from `/a/b`.
 */
function pageUrl(file: string, files: ReadonlySet<string>): string | null {
  if (file.endsWith('/index.html') && files.has(`${file.slice(0, -'/index.html'.length)}.html`)) return null;
  if (file === 'index.html' || file.endsWith('/index.html')) return file.slice(0, -'index.html'.length);
  if (file === '404.html') return file;
  return file.slice(0, -'.html'.length);
}

/**
 * The edition built into `outDir` at `baseUrl`, leaving out the folders of other locales (`skip`,
 * shared/editionFiles.ts) and the files written for machines.
 */
export async function listEdition(
  outDir: string,
  baseUrl: string,
  skip: ReadonlySet<string>,
  forMachines: ForMachines,
): Promise<OfflineFile[]> {
  return listFiles(
    outDir,
    baseUrl,
    (await editionFiles(outDir, skip)).filter((file) => !forMachines(file)),
  );
}

/**
 * The playground's runtime as the site's root holds it (`rootDir`, at `rootBaseUrl`): one copy
 * for every edition, listed by each edition whose own folder does not hold it.
 */
export async function listSharedRuntime(rootDir: string, rootBaseUrl: string): Promise<OfflineFile[]> {
  const files = await editionFiles(path.join(rootDir, RUNTIME_FOLDER), new Set());
  return listFiles(
    rootDir,
    rootBaseUrl,
    files.map((file) => `${RUNTIME_FOLDER}/${file}`),
  );
}

async function listFiles(dir: string, baseUrl: string, found: readonly string[]): Promise<OfflineFile[]> {
  const files = found.filter((file) => !LEFT_OUT.test(file)).sort();
  const all = new Set(files);
  const listed: OfflineFile[] = [];
  for (const file of files) {
    const group = groupOf(file);
    const address = group === 'page' ? pageUrl(file, all) : file;
    if (address === null) continue;
    const bytes = await fs.readFile(path.join(dir, file));
    // As browsers request it: a Korean file name percent-encoded.
    listed.push({url: `${baseUrl}${encodeURI(address)}`, revision: revisionOf(bytes), size: bytes.length, group});
  }
  return listed;
}
