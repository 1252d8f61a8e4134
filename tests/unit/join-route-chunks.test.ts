import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {chunksOfJoinedFile, joinRouteChunks} from '@site/src/plugins/page-scripts/joinRouteChunks';

/** A page as ssrTemplate.ts writes it once minified: the deferred scripts together in <head>. */
const page = (base: string, chunks: string[]) =>
  `<!doctype html><html><head><title>t</title>${chunks.map((chunk) => `<script defer src=${base}assets/js/${chunk}.js></script>`).join('')}</head><body>x</body></html>`;
const scriptsOf = (html: string) => [...html.matchAll(/<script defer src=([^>]+)><\/script>/g)].map(([, src]) => src!);
/** A chunk as webpack writes it: strict, one push. */
const chunk = (name: string) => `"use strict";(self.chunks=self.chunks||[]).push(["${name}"]);`;

describe("a page's route chunks joined into fewer files (page-scripts' joinRouteChunks.ts)", () => {
  let outDir: string;
  const write = (file: string, text: string) => fs.writeFile(path.join(outDir, file), text);
  const read = (file: string) => fs.readFile(path.join(outDir, file), 'utf8');
  const JOINED = /^\/(en\/)?assets\/js\/joined\.[0-9a-f]{8}\.js$/;

  beforeEach(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'join-route-chunks-'));
    await fs.mkdir(path.join(outDir, 'assets/js'), {recursive: true});
    for (const name of ['runtime~main.1', 'layout.2', 'split.3', 'doc-a.4', 'doc-b.5', 'tags-1.6', 'tags-2.7', 'main.9']) {
      await write(`assets/js/${name}.js`, chunk(name));
    }
  });
  afterEach(() => fs.rm(outDir, {recursive: true, force: true}));

  it("puts the chunks pages share into one file, a page's own chunks into another, runtime first and main.js last", async () => {
    await write('a.html', page('/en/', ['runtime~main.1', 'layout.2', 'doc-a.4', 'split.3', 'main.9']));
    await write('b.html', page('/en/', ['runtime~main.1', 'split.3', 'layout.2', 'doc-b.5', 'main.9']));
    await write('tags.html', page('/en/', ['runtime~main.1', 'layout.2', 'split.3', 'tags-1.6', 'tags-2.7', 'main.9']));
    const written = await joinRouteChunks(outDir, '/en/', ['a.html', 'b.html', 'tags.html']);

    const [forA, forB, forTags] = await Promise.all(['a.html', 'b.html', 'tags.html'].map(async (file) => scriptsOf(await read(file))));
    expect(forA).toEqual([
      '/en/assets/js/runtime~main.1.js',
      expect.stringMatching(JOINED),
      '/en/assets/js/doc-a.4.js',
      '/en/assets/js/main.9.js',
    ]);
    // Listed in another order, the same chunks make the same file.
    expect(forB).toEqual(['/en/assets/js/runtime~main.1.js', forA[1], '/en/assets/js/doc-b.5.js', '/en/assets/js/main.9.js']);
    expect(forTags).toEqual(['/en/assets/js/runtime~main.1.js', forA[1], expect.stringMatching(JOINED), '/en/assets/js/main.9.js']);
    expect(written).toEqual([forA[1], forTags[2]].map((src) => src!.slice('/en/'.length)).sort());
    // Each joined file names what it holds; every chunk file stays for later navigation.
    expect(chunksOfJoinedFile(await read(forA[1]!.slice('/en/'.length)))).toEqual([
      '/en/assets/js/layout.2.js',
      '/en/assets/js/split.3.js',
    ]);
    expect(chunksOfJoinedFile(await read(forTags[2]!.slice('/en/'.length)))).toEqual([
      '/en/assets/js/tags-1.6.js',
      '/en/assets/js/tags-2.7.js',
    ]);
    expect(await fs.readdir(path.join(outDir, 'assets/js'))).toHaveLength(8 + 2);
  });

  it('runs each chunk as it ran alone: a strict chunk does not make the next one strict', async () => {
    await write('assets/js/sloppy.8.js', 'undeclared = 1; (self.chunks=self.chunks||[]).push(["sloppy.8"]);');
    for (const name of ['a', 'b']) await write(`${name}.html`, page('/', ['runtime~main.1', 'layout.2', 'sloppy.8', 'main.9']));
    const [name] = await joinRouteChunks(outDir, '/', ['a.html', 'b.html']);
    const self = {chunks: [] as string[][]};
    // As one script, "use strict" from layout.2 would make the assignment to an undeclared name throw.
    vm.runInNewContext(await read(name!), {self});
    expect(self.chunks).toEqual([['layout.2'], ['sloppy.8']]);
  });

  it('leaves a page with one chunk of each kind, and a page with no scripts, as they were', async () => {
    const lone = page('/', ['runtime~main.1', 'layout.2', 'doc-a.4', 'main.9']);
    await write('a.html', lone);
    await write('b.html', page('/', ['runtime~main.1', 'layout.2', 'main.9']));
    await write('plain.html', '<!doctype html><p>no scripts</p>');
    expect(await joinRouteChunks(outDir, '/', ['a.html', 'b.html', 'plain.html'])).toEqual([]);
    expect(await read('a.html')).toBe(lone);
  });

  it('refuses, writing nothing, a page whose scripts are not one block or not in the template order, and a script outside the base URL', async () => {
    const apart = page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.9']).replace(
      '</script><script defer src=/assets/js/split',
      '</script> <script defer src=/assets/js/split',
    );
    await write('a.html', apart);
    await write('b.html', page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.9']));
    await expect(joinRouteChunks(outDir, '/', ['a.html', 'b.html'])).rejects.toThrow('not one block');
    expect(await read('a.html')).toBe(apart);
    expect((await fs.readdir(path.join(outDir, 'assets/js'))).some((file) => file.startsWith('joined.'))).toBe(false);

    await write('c.html', page('/', ['layout.2', 'runtime~main.1', 'main.9']));
    await expect(joinRouteChunks(outDir, '/', ['c.html'])).rejects.toThrow('runtime~main first and main.js last');
    await write('d.html', page('/', ['runtime~main.1', 'layout.2', 'split.3', 'main.9']));
    await expect(joinRouteChunks(outDir, '/en/', ['b.html', 'd.html'])).rejects.toThrow('not under the base URL /en/');
  });
});
