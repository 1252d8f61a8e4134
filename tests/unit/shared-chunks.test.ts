import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {joinSharedChunks} from '@site/src/plugins/lean-first-view/sharedChunks';

/** A page as ssrTemplate.ts writes it once minified: the deferred scripts together in <head>. */
const page = (base: string, chunks: string[]) =>
  `<!doctype html><html><head><title>t</title>${chunks.map((chunk) => `<script defer src=${base}assets/js/${chunk}.js></script>`).join('')}</head><body>x</body></html>`;
const scriptsOf = (html: string) => [...html.matchAll(/<script defer src=([^>]+)><\/script>/g)].map(([, src]) => src);

describe("the chunks several pages list, joined into one file (lean-first-view's sharedChunks.ts)", () => {
  let outDir: string;
  const write = (file: string, text: string) => fs.writeFile(path.join(outDir, file), text);
  const read = (file: string) => fs.readFile(path.join(outDir, file), 'utf8');

  beforeEach(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shared-chunks-'));
    await fs.mkdir(path.join(outDir, 'assets/js'), {recursive: true});
    for (const chunk of ['runtime~main.1', 'layout.2', 'split.3', 'doc-a.4', 'doc-b.5', 'home.6', 'main.7']) {
      await write(`assets/js/${chunk}.js`, `(self.chunks=self.chunks||[]).push(["${chunk}"]);`);
    }
  });
  afterEach(() => fs.rm(outDir, {recursive: true, force: true}));

  it("puts the chunks two pages share into one file both list, keeps each page's own, runtime first and main.js last", async () => {
    await write('a.html', page('/en/', ['runtime~main.1', 'layout.2', 'doc-a.4', 'split.3', 'main.7']));
    await write('b.html', page('/en/', ['runtime~main.1', 'split.3', 'layout.2', 'doc-b.5', 'main.7']));
    await write('home.html', page('/en/', ['runtime~main.1', 'home.6', 'main.7']));
    const written = await joinSharedChunks(outDir, '/en/', ['a.html', 'b.html', 'home.html']);

    expect(written).toHaveLength(1);
    const [forA, forB] = [scriptsOf(await read('a.html')), scriptsOf(await read('b.html'))];
    expect(forA).toEqual([
      '/en/assets/js/runtime~main.1.js',
      expect.stringMatching(/^\/en\/assets\/js\/shared\.[0-9a-f]{8}\.js$/),
      '/en/assets/js/doc-a.4.js',
      '/en/assets/js/main.7.js',
    ]);
    expect(forB).toEqual([
      '/en/assets/js/runtime~main.1.js',
      expect.stringMatching(/^\/en\/assets\/js\/shared\.[0-9a-f]{8}\.js$/),
      '/en/assets/js/doc-b.5.js',
      '/en/assets/js/main.7.js',
    ]);
    // Listed in another order, the same chunks make the same file.
    expect(forB[1]).toBe(forA[1]);
    expect(await read(forA[1]!.slice('/en/'.length))).toBe(
      '(self.chunks=self.chunks||[]).push(["layout.2"]);\n;\n(self.chunks=self.chunks||[]).push(["split.3"]);',
    );
    // A page with one chunk of its own is left as it was; every chunk file stays for later navigation.
    expect(scriptsOf(await read('home.html'))).toEqual([
      '/en/assets/js/runtime~main.1.js',
      '/en/assets/js/home.6.js',
      '/en/assets/js/main.7.js',
    ]);
    expect(await fs.readdir(path.join(outDir, 'assets/js'))).toHaveLength(7 + 1);
  });

  it('gives pages that share the same chunks one file', async () => {
    for (const name of ['a', 'b', 'c'])
      await write(`${name}.html`, page('/', ['runtime~main.1', 'layout.2', 'split.3', `doc-${name}`, 'main.7']));
    const written = await joinSharedChunks(outDir, '/', ['a.html', 'b.html', 'c.html']);
    expect(written).toHaveLength(1);
    for (const name of ['a', 'b', 'c']) expect(scriptsOf(await read(`${name}.html`))[1]).toBe(`/${written[0]}`);
  });

  it('refuses a page whose scripts are not one block, and a script outside the base URL', async () => {
    await write(
      'a.html',
      page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.7']).replace(
        '</script><script defer src=/assets/js/split',
        '</script> <script defer src=/assets/js/split',
      ),
    );
    await write('b.html', page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.7']));
    await expect(joinSharedChunks(outDir, '/', ['a.html', 'b.html'])).rejects.toThrow('not one block');
    await write('c.html', page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.7']));
    await write('d.html', page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.7']));
    await expect(joinSharedChunks(outDir, '/en/', ['c.html', 'd.html'])).rejects.toThrow('not under the base URL /en/');
  });
});
