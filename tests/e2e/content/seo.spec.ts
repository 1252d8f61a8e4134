import {load} from 'cheerio';
import {test, expect, EXTRA_PAGES, ROUTES, SITE_URL} from '../../test';

test.describe('search engines and link previews', () => {
  test('every route has a description, Open Graph and Twitter meta, a canonical URL and crawlable links', async ({request}) => {
    // Read from the HTML as crawlers and link previews get it, without running the page.
    for (const route of [...ROUTES, ...EXTRA_PAGES]) {
      const $ = load(await (await request.get(route)).text());
      const meta = (selector: string) => $(`head meta[${selector}]`).first().attr('content');
      expect(meta('name="description"')?.length, `${route} description`).toBeGreaterThan(10);
      expect(meta('property="og:title"'), route).toBeTruthy();
      expect(meta('property="og:description"'), route).toBeTruthy();
      expect(meta('property="og:image"'), route).toBe(`${SITE_URL}/img/social-card.png`);
      expect(meta('name="twitter:card"'), route).toBe('summary_large_image');
      expect($('head link[rel="canonical"]').attr('href'), route).toBe(`${SITE_URL}${route === '/' ? '/' : route}`);
      expect($('a:not([href])').length, `${route} anchors without href`).toBe(0);
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
