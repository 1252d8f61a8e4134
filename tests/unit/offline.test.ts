import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {listEdition, listSharedRuntime, revisionOf} from '@site/src/plugins/offline/listing';
import {siteRoot} from '@site/src/plugins/shared/editionFiles';
// What llms-txt declares it writes for machines (its writesForMachines), as the offline step is handed it.
import {isPlainTextFile as forMachines} from '@site/src/plugins/llms-txt/twinPath';

/** A small built site: pages, their GitHub Pages copies, another locale's folder and files nobody opens offline. */
async function builtSite(files: Record<string, string>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'offline-listing-'));
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await fs.writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('the offline listing of an edition', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, {recursive: true}))));

  it('lists each page once by its address, groups the files, and leaves out other locales and machine files', async () => {
    const dir = await builtSite({
      'index.html': 'home',
      '404.html': 'not found',
      'docs/dict.html': 'dict',
      'docs/dict/index.html': 'dict',
      'docs/dict.md': '# dict',
      'docs/한글.html': 'a page with a Korean address',
      'search-index.json': '{}',
      'assets/js/main.0a1b.js': 'main',
      'assets/js/run-example.0c2d.js': 'the examples runner',
      'playground-runtime/abc/pyodide.asm.wasm': 'wasm',
      'blog/rss.xml': '<rss/>',
      'sw.js': 'worker',
      '546.sw.js': 'chunk',
      'llms.txt': 'text',
      'en/index.html': 'english home',
    });
    dirs.push(dir);
    const listed = await listEdition(dir, '/hama/', new Set(['en']), forMachines);
    expect(listed.map(({url, group}) => [url, group])).toEqual([
      ['/hama/404.html', 'page'],
      ['/hama/assets/js/main.0a1b.js', 'asset'],
      // The examples' runner goes with the runtime it runs on.
      ['/hama/assets/js/run-example.0c2d.js', 'runtime'],
      ['/hama/docs/dict', 'page'],
      // Percent-encoded, as browsers request it.
      ['/hama/docs/%ED%95%9C%EA%B8%80', 'page'],
      ['/hama/', 'page'],
      ['/hama/playground-runtime/abc/pyodide.asm.wasm', 'runtime'],
      ['/hama/search-index.json', 'search'],
    ]);
    expect(listed.find((file) => file.url === '/hama/docs/dict')).toMatchObject({size: 4, revision: revisionOf(Buffer.from('dict'))});
  });

  it('lists, for an edition below the site root, the one runtime the root holds', async () => {
    const dir = await builtSite({
      'index.html': 'home',
      'playground-runtime/abc/pyodide.asm.wasm': 'wasm',
      'playground-runtime/abc/worker.mjs': 'worker',
      'en/index.html': 'english home',
      'en/playground-runtime/abc/worker.mjs': 'import "/hama/playground-runtime/abc/worker.mjs";',
    });
    dirs.push(dir);
    const i18n = {defaultLocale: 'ko', localeConfigs: {ko: {baseUrl: '/hama/'}}} as never;
    const root = siteRoot({baseUrl: '/hama/en/', outDir: path.join(dir, 'en'), i18n});
    expect(root).toEqual({baseUrl: '/hama/', outDir: dir});
    const english = [
      ...(await listEdition(path.join(dir, 'en'), '/hama/en/', new Set(), forMachines)),
      ...(await listSharedRuntime(root.outDir, root.baseUrl)),
    ];
    expect(english.map(({url, group}) => [url, group])).toEqual([
      ['/hama/en/', 'page'],
      ['/hama/en/playground-runtime/abc/worker.mjs', 'runtime'],
      ['/hama/playground-runtime/abc/pyodide.asm.wasm', 'runtime'],
      ['/hama/playground-runtime/abc/worker.mjs', 'runtime'],
    ]);
  });

  it('gives each content its own revision, 16 hex digits of its SHA-256', () => {
    // echo -n dict | sha256sum
    expect(revisionOf(Buffer.from('dict'))).toBe('6ab47d70854a8c69');
    expect(revisionOf(Buffer.from('dict!'))).not.toBe(revisionOf(Buffer.from('dict')));
  });
});

describe('the offline plugin on the dev server', () => {
  // The first import of the plugin loads @docusaurus/plugin-pwa and its dependencies: 1.3 s in a clean run, over
  // Vitest's 5 s default once on a machine busy with another run's builds and tests. The test is about what the plugin returns, not how fast it loads.
  it('registers no service worker and writes nothing', {timeout: 30_000}, async () => {
    const {default: offlinePlugin} = await import('@site/src/plugins/offline');
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const context = {baseUrl: '/', i18n: {currentLocale: 'ko', defaultLocale: 'ko', locales: ['ko']}, siteConfig: {future: {}}} as never;
      const plugin = offlinePlugin(context, {name: 'hama', description: 'test'});
      expect(plugin.getClientModules).toBeUndefined();
      expect(plugin.postBuild).toBeUndefined();
      expect(plugin.injectHtmlTags).toBeUndefined();
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
