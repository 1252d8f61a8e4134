import {load} from 'cheerio';
import {test, expect, open, PAGES, SITE_URL} from '../../test';

/**
 * The addresses readers type or follow, answered as GitHub Pages answers them
 * (the suite's server, scripts/pages-server.mjs, never redirects /x/ to /x).
 * SPEC.md §2: a trailing /index.html is stripped and every route lands on its
 * page; the address bar then shows the canonical /x (issue #13).
 */

test.describe('addresses on GitHub Pages', () => {
  test('every page of the sitemap answers at /x, /x/ and /x/index.html, then shows /x', async ({page, request}) => {
    test.setTimeout(180_000);
    for (const path of PAGES) {
      // /x itself, as the server sends it (other tests open every route there in the browser).
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const $ = load(await response.text());
      const heading = $('h1').first().text();
      expect($('link[rel="canonical"]').attr('href'), path).toBe(`${SITE_URL}${path}`);
      for (const variant of path === '/' ? ['/index.html'] : [`${path}/`, `${path}/index.html`]) {
        const opened = await open(page, variant);
        expect(opened?.status(), variant).toBe(200);
        expect(await page.locator('h1').first().textContent(), `${variant} shows the page of ${path}`).toBe(heading);
        await expect(page.locator('link[rel="canonical"]'), variant).toHaveAttribute('href', `${SITE_URL}${path}`);
        expect(new URL(page.url()).pathname, `${variant} is shown as ${path}`).toBe(path);
      }
    }
  });

  test('a slash before the hash keeps the hash, the query and the scroll to its section', async ({page}) => {
    await open(page, '/docs/dict/?from=mail#bloom-filter');
    await expect(page).toHaveURL(/\/docs\/dict\?from=mail#bloom-filter$/);
    await expect(page.locator('#bloom-filter')).toBeInViewport();
  });
});
