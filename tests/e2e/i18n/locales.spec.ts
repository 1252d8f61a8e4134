import {test, expect, open, PAGES} from '../../test';

/**
 * Server and browser must render the same page whatever the reader's locale
 * and colour scheme: React re-renders a page whose HTML differs (error #418)
 * and the reader sees it jump. The build runs in Node with its own locale;
 * a Korean browser sorts, groups and formats by ko-KR (issue #13). The site
 * fixture fails a test on any console error or hydration warning.
 */
const CHECKED = [...PAGES, '/search?q=형태소'];

// ko-KR in light, the suite's default, is the setting tests/e2e/accessibility opens every route of
// both editions in, under the same fixture: not walked a second time here.
const SETTINGS = [
  {locale: 'ko-KR', colorScheme: 'dark'},
  {locale: 'en-US', colorScheme: 'light'},
  {locale: 'en-US', colorScheme: 'dark'},
] as const;

for (const {locale, colorScheme} of SETTINGS) {
  test.describe(`${locale}, ${colorScheme} scheme`, () => {
    test.use({locale, colorScheme});
    test('every page hydrates without a mismatch or a console error', async ({page}) => {
      test.setTimeout(90_000);
      for (const path of CHECKED) {
        await open(page, path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', colorScheme);
        // A recoverable error is reported after the commit; give it a frame.
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
    });
  });
}

test('the tag index lists Korean tags by first consonant, the same in every locale', async ({page}) => {
  await open(page, '/blog/tags');
  const headings = page.locator('main article h2');
  await expect(headings).toHaveText(['ㄱ', 'ㅂ', 'ㅇ', 'ㅊ', 'H']);
  await expect(page.locator('main article').first().locator('li a')).toHaveText([/^가이드/, /^공지/]);
});
