import {test, expect} from '../../test';

/**
 * The fence every test runs inside (tests/fixtures/site.ts and the host rules in
 * playwright.config.ts): a page's request to another host is never sent, and the
 * test hears of it. Without it, a test of "nothing is sent" could pass by luck.
 */
test.describe('the tests’ fence around the internet', () => {
  test.use({allowedConsoleErrors: /ERR_NAME_NOT_RESOLVED/});

  test('a request to another host gets no answer and is recorded, by fetch, by image and by navigation', async ({
    page,
    thirdPartyRequests,
  }) => {
    // about:blank: no policy of the site's in the way, so the request reaches the network stack.
    await page.goto('about:blank');
    const fetched = await page.evaluate(() =>
      fetch('https://www.google-analytics.com/g/collect?v=2').then(
        () => 'answered',
        (error) => String(error),
      ),
    );
    expect(fetched).toMatch(/Failed to fetch/);
    const image = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve('loaded');
          img.onerror = () => resolve('failed');
          img.src = 'https://fonts.googleapis.com/pixel.png';
        }),
    );
    expect(image).toBe('failed');
    // A host this machine does reach (npm ci needs it): refused by the fence, not by the network.
    await expect(page.goto('https://registry.npmjs.org/-/ping')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    // (The failed navigation may be reported just after goto gives up.)
    await expect
      .poll(() => [...thirdPartyRequests])
      .toEqual([
        'https://www.google-analytics.com/g/collect?v=2',
        'https://fonts.googleapis.com/pixel.png',
        'https://registry.npmjs.org/-/ping',
      ]);
    // Seen: the fixture's own check at the end of the test would fail on them.
    thirdPartyRequests.length = 0;
  });
});
