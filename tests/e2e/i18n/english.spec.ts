import {test, expect, open, DOC_ROUTES, EN_ROUTES, EN_PAGES, SITE_URL, inEnglish} from '../../test';

// The English edition (issue #16): the whole site again under /en/, for
// readers who do not read Korean. Korean stays at the root.

const HANGUL = /[가-힣]/;

test.describe('the English edition', () => {
  test('every English route loads in English, with hreflang alternates both ways', async ({page}) => {
    test.setTimeout(90_000);
    for (const path of EN_PAGES) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
      const korean = path === '/en/' ? `${SITE_URL}/` : `${SITE_URL}${path.slice(3)}`;
      await expect(page.locator('link[rel="alternate"][hreflang="ko"]'), path).toHaveAttribute('href', korean);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveAttribute('href', `${SITE_URL}${path}`);
      // The navbar, the footer and the page's own title speak English.
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide', exact: true})).toBeVisible();
      expect(await page.getByRole('contentinfo').innerText(), path).not.toMatch(HANGUL);
    }
  });

  test('doc titles and the sidebar are in English; Korean examples keep their Korean', async ({page}) => {
    for (const {path} of DOC_ROUTES) {
      await page.goto(inEnglish(path));
      expect(await page.locator('article h1').innerText(), path).not.toMatch(HANGUL);
    }
    await open(page, '/en/docs/introduction');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toContainText('Getting started');
    expect(await sidebar.innerText()).not.toMatch(HANGUL);
    await expect(page.locator('article')).toContainText("print(tag('오늘 날씨가 좋다', zipped=True))");
    await expect(page.locator('article')).toContainText('"the weather is nice today"');
  });

  test('the Korean pages link their English twin: the language menu keeps the reader on the same page', async ({page}) => {
    await open(page, '/docs/installation#venv');
    await page.getByRole('button', {name: '한국어'}).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/en\/docs\/installation/);
    await expect(page.locator('article h1')).toHaveText('Installation');
    await page.getByRole('button', {name: 'English'}).hover();
    await page.getByRole('link', {name: '한국어'}).click();
    await expect(page).toHaveURL(/\/docs\/installation/);
    await expect(page.locator('article h1')).toHaveText('설치');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

    test('the language menu is in the mobile menu', async ({page}) => {
      await open(page, '/blog/release-py-100');
      await page.getByRole('button', {name: '사이드바 펼치거나 접기'}).click();
      const sidebar = page.locator('.navbar-sidebar');
      // A post's menu opens on the blog's list; the main menu holds the languages.
      await sidebar.getByRole('button', {name: /메인 메뉴로 돌아가기/}).click();
      await sidebar.getByText('언어', {exact: true}).click();
      // The menu opens by growing: until it has, the link's place can belong to the item below it (on a busy
      // machine a click once landed there and went nowhere). Click once the link is what a tap there would reach.
      const english = sidebar.getByRole('link', {name: 'English'});
      await expect
        .poll(() =>
          english.evaluate((link) => {
            const box = link.getBoundingClientRect();
            return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
        )
        .toBe(true);
      await english.click();
      await expect(page).toHaveURL(/\/en\/blog\/release-py-100$/);
      await expect(page.locator('article h1')).toHaveText('hama 1.0.0 for Python is out');
    });
  });

  test('search on an English page searches the English pages, with stemming and typos, and Korean words find their English section', async ({
    page,
  }) => {
    await open(page, '/en/docs/introduction');
    const box = page.getByRole('combobox', {name: 'Search the site'});
    const firstHit = page.getByRole('option').first();
    for (const [query, expected] of [
      ['tagged', /\/en\/docs\/(pos_tagging|api\/tagging)/], // tagging, tags: stemming
      ['instalation', /\/en\/docs\/installation/], // a typo
      ['형태소', /\/en\/docs\/morphemes/], // a Korean word, explained on an English page
      ['bloom filters', /\/en\/docs\/dict/],
    ] as const) {
      await box.fill(query);
      await expect(firstHit, query).toHaveAttribute('href', expected);
      const hrefs = await page.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
      expect(
        hrefs.filter((href) => !href.startsWith('/en/')),
        `${query}: only English pages`,
      ).toEqual([]);
    }
    await box.fill('품사 표');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=/);
    await expect(page.locator('main ol li a').first()).toHaveAttribute('href', /\/en\/docs\/pos_tagging#tag-table/);
  });

  test('the Korean pages carry no English strings of the second locale', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    for (const path of ['/', '/docs/pos_tagging', '/blog/feeds', '/playground']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
    }
    const code = (await Promise.all(scripts)).join('\n');
    // Our strings (Docusaurus's own fallbacks, in English, are in every locale's bundle).
    for (const english of [
      'Analyse with hama',
      'View as Markdown',
      'Read the guide',
      'Sentence to analyse',
      'Search the site for',
      'Getting started',
    ]) {
      expect(code.includes(english), english).toBe(false);
    }
    // The one exception is the language menu's own label.
    expect(code.includes('English')).toBe(true);
  });

  test("the English feeds, sitemap, llms.txt and social card are the English edition's own", async ({request}) => {
    const rss = await (await request.get('/en/blog/rss.xml')).text();
    expect(rss).toContain('<language>en</language>');
    expect(rss).toContain('<title><![CDATA[hama 1.0.0 for Python is out]]></title>');
    const sitemap = await (await request.get('/en/sitemap.xml')).text();
    for (const path of EN_ROUTES) expect(sitemap, path).toContain(`<loc>${SITE_URL}${path === '/en/' ? '/en/' : path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/en/sitemap.xml`);
    const llms = await (await request.get('/en/llms.txt')).text();
    expect(llms).toContain('## Guide');
    expect(llms).toContain(`(${SITE_URL}/en/docs/installation.md)`);
    const card = await request.get('/en/img/social-card-en.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  });
});
