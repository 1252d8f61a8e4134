import {load} from 'cheerio';
import {test, expect, PAGES, EN_PAGES, addressesInSitemap, ROUTES, DOC_ROUTES, BLOG_POSTS, TAGS, SITE_URL, inEnglish} from '../../test';

test.describe('search engines and link previews', () => {
  test('every route has a description, Open Graph and Twitter meta, a canonical URL and crawlable links', async ({request}) => {
    // Read from the HTML as crawlers and link previews get it, without running the page.
    for (const route of PAGES) {
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
    const served = addressesInSitemap(await (await request.get('/sitemap.xml')).text());
    // The pages every check walks (tests/fixtures/routes.ts reads the build's file): the one served, in full.
    expect(served.sort()).toEqual(PAGES.map((route) => `${SITE_URL}${route}`).sort());
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test("the sitemap holds the spec's routes, and the lists the tests keep by hand are exactly its pages", async () => {
    expect(PAGES).toEqual(expect.arrayContaining([...ROUTES]));
    expect(EN_PAGES).toEqual(PAGES.map(inEnglish).sort());
    const under = (prefix: string) => PAGES.filter((route) => route.startsWith(prefix) && !route.slice(prefix.length).includes('/'));
    expect(DOC_ROUTES.map((doc) => doc.path).sort()).toEqual(PAGES.filter((route) => route.startsWith('/docs/')));
    expect(BLOG_POSTS.map((post) => post.path).sort()).toEqual(
      under('/blog/').filter((route) => !['/blog/archive', '/blog/authors', '/blog/tags'].includes(route)),
    );
    expect(TAGS.map((tag) => `/blog/tags/${tag}`)).toEqual(under('/blog/tags/'));
  });
});
