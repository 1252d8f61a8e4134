import zlib from 'node:zlib';
import {test, expect, open} from '../test';
import {recallOf, type RankedQuery} from '../search/recall';
import querySet from '../search/queries.json';

/** The bar of the first query set: a reader finds what they want in the first three results nine times in ten. */
const MIN_RECALL_AT_3 = 0.9;
/** The index is fetched on first search; it must stay small. */
const INDEX_BUDGET_GZIP_KIB = 45;
/** A query must answer well within one 60 Hz frame. */
const QUERY_BUDGET_MS = 4;

test.describe('search quality and cost', () => {
  test('the reader query set: recall@3 at least 0.9 on the first 54 queries, small index, fast queries', async ({page, request}) => {
    test.setTimeout(120_000);
    const index = await (await request.get('/search-index.json')).body();
    const gzipKiB = zlib.gzipSync(index, {level: 6}).length / 1024;

    // Every query is typed into the results page, as a reader would, and the
    // links it shows are read back in order.
    await open(page, '/search');
    const box = page.getByLabel('개발 가이드와 블로그에서 찾을 말');
    const ranked: Array<RankedQuery & {kind: string; set: string}> = [];
    for (const query of querySet.queries) {
      await box.fill(query.q);
      await expect(page.getByRole('status').filter({hasText: `‘${query.q.trim()}’`})).toBeVisible();
      const hrefs = await page
        .getByRole('main')
        .locator('ol > li > a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      ranked.push({...query, results: hrefs});
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('site-search').map((entry) => entry.duration),
    );
    durations.sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)];

    // The bar holds for the first 54 queries (sets dev and test); the 73 of set
    // `new` (issue #14) are reported, per kind, until the engine is tuned for them.
    const inSet = (...sets: string[]) => ranked.filter((query) => sets.includes(query.set));
    const {at3, misses} = recallOf(inSet('dev', 'test'));
    const line = (label: string, queries: RankedQuery[]) => {
      const recall = recallOf(queries);
      return `${label}: ${queries.length} queries, recall@1 ${recall.at1.toFixed(2)}, recall@3 ${recall.at3.toFixed(2)}`;
    };
    const kinds = [...new Set(ranked.map((query) => query.kind))];
    console.log(
      [
        line('search, all', ranked),
        ...['dev', 'test', 'new'].map((set) => line(`  set ${set}`, inSet(set))),
        ...kinds.map((kind) => line(`  kind ${kind}`, ranked.filter((query) => query.kind === kind))),
        `search index: ${(index.length / 1024).toFixed(1)} KiB, ${gzipKiB.toFixed(1)} KiB gzip`,
        `query time in Chromium: median ${median.toFixed(2)} ms, slowest ${durations.at(-1)!.toFixed(2)} ms over ${durations.length} searches`,
        ...recallOf(ranked).misses.map((miss) => `  missed: ${miss}`),
      ].join('\n'),
    );
    expect(at3, misses.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL_AT_3);
    expect(gzipKiB).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_KIB);
    expect(median).toBeLessThanOrEqual(QUERY_BUDGET_MS);
  });
});
