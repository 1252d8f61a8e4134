import zlib from 'node:zlib';
import {test, expect, open} from '../test';
import {HELD_OUT_SETS, MIN_HELD_OUT_RECALL, MIN_RECALL, recallOf, type RankedQuery} from '../search/recall';
import querySet from '../search/queries.json';

/**
 * The index is fetched on first search; it must stay small. Raised 60 -> 80 for
 * issue #31: the service guide, the installation page's captured errors and the
 * claims' caveats took the Korean index to 76.1 KiB gzip (287.8 KiB raw). Raised
 * 80 -> 90 for issue #52: the troubleshooting page and the morphemes page's spans
 * section took it to 83.5 KiB gzip (316.2 KiB raw).
 */
const INDEX_BUDGET_GZIP_KIB = 90;
/** A query answers well within a frame: the median under 1 ms, the slowest under 8 ms. */
const QUERY_BUDGET_MS = {median: 1, slowest: 8};

test.describe('search quality and cost', () => {
  test('held-out reader queries: recall@1 0.85 and recall@3 0.95 in each set, 0.92 and 0.97 together; a small index, fast queries', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const index = await (await request.get('/search-index.json')).body();
    const gzipKiB = zlib.gzipSync(index, {level: 6}).length / 1024;

    // Every query is typed into the results page, as a reader would, and the
    // links it shows are read back in order.
    await open(page, '/search');
    const box = page.getByLabel('개발 가이드와 블로그에서 찾을 말');
    const ranked: Array<RankedQuery & {kind: string; set: string}> = [];
    /** How the results' status names a query once its results are shown. */
    const named = (query: string) => `‘${query.trim()}’`;
    for (const query of querySet.queries) {
      await box.fill(query.q);
      await expect(page.getByRole('status').filter({hasText: named(query.q)})).toBeVisible();
      const hrefs = await page
        .getByRole('main')
        .locator('ol > li > a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      ranked.push({...query, results: hrefs});
    }
    // Then four more passes, for the times only. A query's time is its fastest of
    // the five, so that a garbage collection or a busy stretch of the machine does
    // not pass for a slow query (with three, a fresh clone's run once read 11.9 ms
    // for a query that takes 4). These passes send the same input events typing
    // does, from the page itself: with a round trip to the page per query, the test
    // took 50 s instead of 27.
    const readTimes = async (count: number) => {
      const times = await page.evaluate(() => {
        const measured = performance.getEntriesByName('site-search').map((entry) => entry.duration);
        performance.clearMeasures('site-search');
        return measured;
      });
      expect(times.length, 'a search for every query of the pass').toBeGreaterThanOrEqual(count);
      return times.slice(-count);
    };
    const typed = querySet.queries.map((query) => ({q: query.q, named: named(query.q)}));
    // One search per query typed: the pass's last measures, in order.
    const passes = [await readTimes(typed.length)];
    for (let pass = 1; pass < 5; pass += 1) {
      await box.evaluate(async (input: HTMLInputElement, queries) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const shown = (named: string) =>
          Array.from(document.querySelectorAll('[role="status"]')).some((status) => status.textContent?.includes(named));
        for (const {q, named} of queries) {
          setValue.call(input, q);
          input.dispatchEvent(new Event('input', {bubbles: true}));
          while (!shown(named)) await new Promise((resolve) => setTimeout(resolve));
        }
      }, typed);
      passes.push(await readTimes(typed.length));
    }
    const perQuery = querySet.queries.map((query, i) => ({q: query.q, ms: Math.min(...passes.map((times) => times[i] ?? Infinity))}));
    const slowest = [...perQuery].sort((a, b) => b.ms - a.ms).slice(0, 3);
    const durations = perQuery.map((query) => query.ms).sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)];

    const inSet = (...sets: string[]) => ranked.filter((query) => sets.includes(query.set));
    const line = (label: string, queries: RankedQuery[]) => {
      const recall = recallOf(queries);
      return `${label}: ${queries.length} queries, recall@1 ${recall.at1.toFixed(2)}, recall@3 ${recall.at3.toFixed(2)}`;
    };
    const kinds = [...new Set(ranked.map((query) => query.kind))];
    console.log(
      [
        line('search, all', ranked),
        ...['dev', ...HELD_OUT_SETS].map((set) => line(`  set ${set}`, inSet(set))),
        ...kinds.map((kind) =>
          line(
            `  kind ${kind}`,
            ranked.filter((query) => query.kind === kind),
          ),
        ),
        `search index: ${(index.length / 1024).toFixed(1)} KiB, ${gzipKiB.toFixed(1)} KiB gzip`,
        `query time in Chromium: median ${median.toFixed(2)} ms, slowest ${durations.at(-1)!.toFixed(2)} ms over ${durations.length} queries (each its fastest of 5)`,
        `  slowest: ${slowest.map((query) => `${query.q} ${query.ms.toFixed(2)} ms`).join(', ')}`,
        // Only the tuning set's misses: one read in the held-out sets is one they can no longer measure.
        ...recallOf(inSet('dev')).misses.map((miss) => `  missed (dev): ${miss}`),
      ].join('\n'),
    );
    for (const set of HELD_OUT_SETS) {
      const {at1, at3, misses} = recallOf(inSet(set));
      expect.soft(at1, `recall@1 of set ${set}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(MIN_RECALL.at1);
      expect.soft(at3, `recall@3 of set ${set}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(MIN_RECALL.at3);
    }
    const heldOut = recallOf(ranked.filter((query) => HELD_OUT_SETS.includes(query.set)));
    expect.soft(heldOut.at1, 'recall@1 of the held-out sets together').toBeGreaterThanOrEqual(MIN_HELD_OUT_RECALL.at1);
    expect.soft(heldOut.at3, 'recall@3 of the held-out sets together').toBeGreaterThanOrEqual(MIN_HELD_OUT_RECALL.at3);
    expect.soft(gzipKiB).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_KIB);
    expect.soft(median).toBeLessThanOrEqual(QUERY_BUDGET_MS.median);
    expect.soft(durations.at(-1)!).toBeLessThanOrEqual(QUERY_BUDGET_MS.slowest);
  });
});
