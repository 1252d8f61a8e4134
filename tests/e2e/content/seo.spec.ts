import {test, expect, open, EXTRA_PAGES, ROUTES, SITE_URL} from '../../test';

test.describe('search engines and link previews', () => {
  test('every route has a description, Open Graph and Twitter meta, a canonical URL and crawlable links', async ({page}) => {
    test.setTimeout(90_000);
    for (const route of [...ROUTES, ...EXTRA_PAGES]) {
      await open(page, route);
      const meta = (selector: string) => page.locator(`head meta[${selector}]`).first().getAttribute('content');
      expect((await meta('name="description"'))?.length, `${route} description`).toBeGreaterThan(10);
      expect(await meta('property="og:title"'), route).toBeTruthy();
      expect(await meta('property="og:description"'), route).toBeTruthy();
      expect(await meta('property="og:image"'), route).toBe(`${SITE_URL}/img/social-card.png`);
      expect(await meta('name="twitter:card"'), route).toBe('summary_large_image');
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), route).toBe(
        `${SITE_URL}${route === '/' ? '/' : route}`,
      );
      await expect(page.locator('a:not([href])'), `${route} anchors without href`).toHaveCount(0);
    }
  });

  test('the social card, sitemap and robots.txt are served', async ({request}) => {
    const card = await request.get('/img/social-card.png');
    expect(card.headers()['content-type']).toBe('image/png');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ROUTES) expect(sitemap).toContain(`<loc>${SITE_URL}${route === '/' ? '/' : route}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
