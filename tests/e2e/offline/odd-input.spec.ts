import {test, expect, open} from '../../test';
import {ODD_INPUT_TEXT, ODD_QUERIES} from '../../fixtures/oddInput';
import {EDITIONS, expectOfflinePage, waitForWorker} from '../../fixtures/offline';

/**
 * Odd input (issue #32) with the service worker answering the page: the
 * search and playground addresses of tests/e2e/search and tests/e2e/playground
 * served by the worker, then from its kept copy with the network cut.
 */
test.use({allowedConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|fetching the script/});

for (const edition of EDITIONS) {
  const text = ODD_INPUT_TEXT[edition.lang];
  const at = (route: string) => `${edition.origin}${edition.base}${route}`;

  test(`${edition.name}: odd addresses of search and the playground, through the worker and offline`, async ({page}) => {
    test.setTimeout(90_000);
    await open(page, at('search'));
    await waitForWorker(page);
    const answers = async (query: string) => {
      await open(page, at(`search?q=${query}`));
      await expect(page.locator('h1'), query).toHaveText(text.searchHeading);
      await expect(page.getByRole('searchbox', {name: text.searchPage}), query).toBeVisible();
    };
    for (const query of ODD_QUERIES) await answers(query);
    // The playground refuses a word longer than its longest with the reason, and the page stands.
    await open(page, at('playground?text=constructor'));
    await expect(page.getByLabel(text.playground)).toHaveValue('constructor');
    await expect(page.getByRole('alert').filter({hasText: '‘constructor’'})).toBeVisible();

    await page.context().setOffline(true);
    try {
      for (const query of ['__proto__', '%E0%A4%A']) await answers(query);
      await open(page, at('playground?text=toString'));
      await expect(page.getByRole('alert').filter({hasText: '‘toString’'})).toBeVisible();
      // Odd page addresses get the offline page, not the browser's error: a malformed escape, and an address
      // whose path starts with two slashes (below a root base URL, '//host/x'), whose "Try again" stays on this site.
      for (const address of ['%E0%A4%A', '/evil.example/x']) {
        await page.goto(at(address));
        await expectOfflinePage(page, edition);
        const retry = await page.getByRole('link', {name: edition.lang === 'ko' ? '다시 시도' : 'Try again'}).getAttribute('href');
        expect(new URL(retry!, page.url()).origin, address).toBe(edition.origin);
      }
    } finally {
      await page.context().setOffline(false);
    }
  });
}
