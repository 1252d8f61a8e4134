import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {load} from 'cheerio';
import {test, expect, open, PAGES, EN_PAGES} from '../test';

/**
 * First-view bytes of every route, gzip-compressed as a static host would
 * send them, against the committed budgets in tests/budgets/budgets.json.
 * "First view" is everything the page requests until it has hydrated and the
 * network is quiet; prefetches of other routes are not counted.
 */
const BUDGETS_FILE = path.join(__dirname, 'budgets.json');
type PlainTextBudget = {KiB: number; gzipKiB: number};
/** A page over the limit of bytes before the first paint, named with its reason and held to its own size. */
type OverBeforeFirstPaint = {bytes: number; why: string};
const {
  routes: budgets,
  beforeFirstPaint,
  scriptsListed,
  firstViewElements,
  mainScriptEditions,
  plainText: plainTextBudgets,
}: {
  routes: Record<string, {totalKiB: number; jsKiB: number}>;
  beforeFirstPaint: {bytes: number; over: Record<string, OverBeforeFirstPaint>};
  scriptsListed: {limit: number};
  firstViewElements: {elements: number; over: Record<string, {elements: number; why: string}>};
  mainScriptEditions: {marginBytes: number};
  plainText: Record<string, PlainTextBudget | string>;
} = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));

/** Pages whose first view has a budget of its own: the playground's is its Python runtime (playground.spec.ts). */
const OWN_BUDGET = new Set(['/playground', '/en/playground']);

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test.describe('byte budgets', () => {
  // Each route as a first visit: with the cache, the scripts an earlier route loaded would not be counted.
  test.use({browserCache: false});
  test('every route stays within its first-view budget (gzip)', async ({page}) => {
    test.setTimeout(240_000);
    const rows: string[] = [];
    const over: string[] = [];
    // Both editions: the English routes meet budgets of their own (issue #16).
    for (const route of [...PAGES, ...EN_PAGES].filter((route) => !OWN_BUDGET.has(route))) {
      const bodies: Array<Promise<{js: boolean; bytes: number}>> = [];
      let hydrated = false;
      const onResponse = (response: import('@playwright/test').Response) => {
        if (hydrated || response.request().resourceType() === 'other') return;
        const js = response.url().endsWith('.js');
        bodies.push(
          response.body().then(
            (body) => ({js, bytes: zlib.gzipSync(body, {level: 6}).length}),
            () => ({js, bytes: 0}),
          ),
        );
      };
      page.on('response', onResponse);
      await page.goto('about:blank');
      await open(page, route);
      // Until the network is quiet, so that a late chunk is counted for its
      // own route rather than the next one.
      await page.waitForLoadState('networkidle');
      hydrated = true;
      page.off('response', onResponse);
      const sizes = await Promise.all(bodies);
      const total = kib(sizes.reduce((sum, size) => sum + size.bytes, 0));
      const js = kib(sizes.filter((size) => size.js).reduce((sum, size) => sum + size.bytes, 0));
      const budget = budgets[route];
      rows.push(
        `${route.padEnd(26)} ${String(total).padStart(7)} KiB ${String(js).padStart(7)} KiB   budget ${budget?.totalKiB} / ${budget?.jsKiB}`,
      );
      if (!budget || total > budget.totalKiB || js > budget.jsKiB) over.push(`${route}: ${total} KiB total, ${js} KiB JS`);
    }
    console.log(`route                        total (gzip)   JS (gzip)\n${rows.join('\n')}`);
    expect(over, `over budget (${path.relative(process.cwd(), BUDGETS_FILE)})`).toEqual([]);
  });
});

test.describe('before the first paint', () => {
  // From the server each time, never from a service worker's copy.
  test.use({serviceWorkers: 'block'});
  // What the browser must have before it paints: the page, headers included, and any stylesheet it links (none since
  // issue #51: the stylesheet is in the page, src/plugins/inline-stylesheet/inlineStylesheet.ts); scripts are deferred.
  test('every page but the named ones needs at most the limit of bytes before its first paint, and lists at most the limit of scripts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const route of [...PAGES, ...EN_PAGES]) {
      const response = (await page.goto(route, {waitUntil: 'commit'}))!;
      await response.finished();
      expect(response.status(), route).toBe(200);
      expect(response.fromServiceWorker(), route).toBe(false);
      expect(response.headers()['content-encoding'], route).toBe('gzip');
      const sizes = await response.request().sizes();
      expect(sizes.responseBodySize, route).toBeGreaterThan(0);
      const $ = load(await response.text());
      expect($('head script[src]:not([defer]):not([async])').length, `${route}: scripts that block the parser`).toBe(0);
      // Counted, not timed: each script is a request that waits its turn on a slow link (budgets.json, scriptsListed).
      const scripts = $('head script[src]').length;
      if (scripts > scriptsListed.limit) wrong.push(`${route}: ${scripts} scripts listed, limit ${scriptsListed.limit}`);
      let bytes = sizes.responseHeadersSize + sizes.responseBodySize;
      for (const href of $('link[rel="stylesheet"]')
        .map((_, link) => link.attribs.href)
        .get()) {
        bytes += zlib.gzipSync(await (await page.request.get(href)).body(), {level: 6}).length;
      }
      const named = beforeFirstPaint.over[route];
      rows.push(`${route.padEnd(26)} ${String(bytes).padStart(6)} B${named ? `   (named, limit ${named.bytes} B)` : ''}`);
      if (named && bytes <= beforeFirstPaint.bytes) wrong.push(`${route} fits now (${bytes} B): take it off the list`);
      else if (bytes > (named?.bytes ?? beforeFirstPaint.bytes)) wrong.push(`${route}: ${bytes} B`);
    }
    console.log(
      `route                      bytes before first paint (gzip, with headers), limit ${beforeFirstPaint.bytes} B\n${rows.join('\n')}`,
    );
    expect(wrong, `before the first paint (${path.relative(process.cwd(), BUDGETS_FILE)}, beforeFirstPaint and scriptsListed)`).toEqual([]);
  });
});

test.describe("the first view's document", () => {
  // The document as served, before any script: what the browser parses, styles and lays out before its first paint.
  test.use({javaScriptEnabled: false, serviceWorkers: 'block'});
  test('every page but the named ones lays out at most the limit of elements before its first paint', async ({page}) => {
    test.setTimeout(120_000);
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const route of [...PAGES, ...EN_PAGES]) {
      await page.goto(route);
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const named = firstViewElements.over[route];
      rows.push(`${route.padEnd(26)} ${String(elements).padStart(6)}${named ? `   (named, limit ${named.elements})` : ''}`);
      if (named && elements <= firstViewElements.elements) wrong.push(`${route} fits now (${elements}): take it off the list`);
      else if (elements > (named?.elements ?? firstViewElements.elements)) wrong.push(`${route}: ${elements} elements`);
    }
    console.log(`route                      elements before scripts, limit ${firstViewElements.elements}\n${rows.join('\n')}`);
    expect(wrong, `first view's document (${path.relative(process.cwd(), BUDGETS_FILE)}, firstViewElements)`).toEqual([]);
  });
});

test.describe("the editions' main script", () => {
  // Issue #54: the site's own words come with the chunk of the code that shows them (src/plugins/code-translations),
  // not in the main.js of every English page; before, it carried 4.0 KiB (gzip) more than the Korean one.
  test('the English main.js carries no more than the Korean one, but for the margin', async ({request}) => {
    const mainScriptBytes = async (home: string) => {
      const $ = load(await (await request.get(home)).text());
      const src = $('head script[src*="/main."]').attr('src')!;
      return zlib.gzipSync(await (await request.get(src)).body(), {level: 6}).length;
    };
    const korean = await mainScriptBytes('/');
    const english = await mainScriptBytes('/en/');
    console.log(`main.js, gzip: Korean ${korean} B, English ${english} B (margin ${mainScriptEditions.marginBytes} B)`);
    expect(english, `the English main.js against the Korean one (${path.relative(process.cwd(), BUDGETS_FILE)})`).toBeLessThanOrEqual(
      korean + mainScriptEditions.marginBytes,
    );
  });
});

test.describe('plain-text edition', () => {
  test('llms.txt and llms-full.txt stay within their size budgets', async ({request}) => {
    const rows: string[] = [];
    const over: string[] = [];
    for (const [file, budget] of Object.entries(plainTextBudgets)) {
      if (typeof budget === 'string') continue; // "about"
      const body = await (await request.get(file)).body();
      const raw = kib(body.length);
      const gzip = kib(zlib.gzipSync(body, {level: 6}).length);
      const characters = body.toString('utf8').length;
      rows.push(
        `${file.padEnd(16)} ${String(raw).padStart(6)} KiB ${String(gzip).padStart(6)} KiB gzip ${String(characters).padStart(7)} characters   budget ${budget.KiB} / ${budget.gzipKiB}`,
      );
      if (raw > budget.KiB || gzip > budget.gzipKiB) over.push(`${file}: ${raw} KiB, ${gzip} KiB gzip`);
    }
    console.log(rows.join('\n'));
    expect(rows).toHaveLength(4);
    expect(over, `over budget (${path.relative(process.cwd(), BUDGETS_FILE)})`).toEqual([]);
  });
});
