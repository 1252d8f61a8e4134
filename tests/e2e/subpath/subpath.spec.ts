import {test, expect, open, ROUTES, EN_ROUTES, SITE_URL} from '../../test';
import {expectPolicyOnEveryRoute} from '../../fixtures/csp';

// This build has BASE_URL=/hama/ (Makefile); every address lives below it.
const BASE = '/hama';

test.describe('the site under a sub-path base URL', () => {
  test('a slash or /index.html after a route lands on its page, shown at its canonical address', async ({page}) => {
    for (const [variant, canonical] of [
      [`${BASE}/docs/introduction/`, `${BASE}/docs/introduction`],
      [`${BASE}/blog/index.html`, `${BASE}/blog`],
      [`${BASE}/index.html`, `${BASE}/`],
    ]) {
      const response = await open(page, variant);
      expect(response?.status(), variant).toBe(200);
      expect(new URL(page.url()).pathname, variant).toBe(canonical);
    }
  });

  test('every route of the spec loads below /hama/ with its assets', async ({page}) => {
    test.setTimeout(90_000);
    for (const route of ROUTES) {
      const path = route === '/' ? `${BASE}/` : `${BASE}${route}`;
      const response = await open(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });

  test('links carry the base URL and client-side navigation works', async ({page}) => {
    await open(page, `${BASE}/`);
    const navbar = page.getByRole('navigation', {name: '메인'});
    await expect(navbar.getByRole('link', {name: '개발 가이드'})).toHaveAttribute('href', `${BASE}/docs/introduction`);
    await expect(page.getByRole('link', {name: '출시 소식 읽기'})).toHaveAttribute('href', `${BASE}/blog/release-py-100`);
    await expect(navbar.getByRole('img', {name: 'hama 로고: 하마 얼굴'})).toHaveAttribute('src', `${BASE}/img/logo.svg`);
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole('link', {name: '출시 소식 읽기'}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/blog/release-py-100$`));
    expect(await page.evaluate(() => window.__sameDocument), 'the announcement link stays in the app').toBe(true);
    await navbar.getByRole('link', {name: '개발 가이드'}).click();
    await expect(page.locator('h1')).toHaveText('소개');
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '사전', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/docs/dict$`));
    await expect(page.locator('h1')).toHaveText('사전');
  });

  test('search loads its index and goes to results below the base URL', async ({page}) => {
    await open(page, `${BASE}/blog`);
    const box = page.getByRole('combobox', {name: '사이트 검색'});
    await box.fill('블룸 필터가');
    // Arrows choose among what is listed: wait for the hit, which comes with the index.
    const firstOption = page.getByRole('listbox', {name: '검색 결과'}).getByRole('option').first();
    await expect(firstOption).toContainText('사전 › 블룸 필터가 하는 일');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${BASE}/docs/dict#bloom-filter$`));
    // Arriving empties the box; wait for that before typing again.
    await expect(box).toHaveValue('');
    await expect(page.locator('h1')).toHaveText('사전');
    await box.fill('zipped');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${BASE}/search\\?q=zipped$`));
    await expect(page.getByRole('main').locator('ol > li > a').first()).toHaveAttribute('href', new RegExp(`^${BASE}/docs/`));
  });

  test('feeds, sitemap and robots.txt use the base URL', async ({request}) => {
    const feed = await (await request.get(`${BASE}/blog/feed.json`)).json();
    expect(feed.items[0].url).toBe(`${SITE_URL}${BASE}/blog/release-py-100`);
    expect(await (await request.get(`${BASE}/sitemap.xml`)).text()).toContain(`${SITE_URL}${BASE}/docs/dict`);
    expect(await (await request.get(`${BASE}/robots.txt`)).text()).toContain(`Sitemap: ${SITE_URL}${BASE}/sitemap.xml`);
  });
});

test.describe('the plain-text edition under a sub-path base URL', () => {
  test('llms.txt, the twins and their links all carry /hama/', async ({page, request}) => {
    const index = await (await request.get(`${BASE}/llms.txt`)).text();
    const links = [...index.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(13);
    for (const link of links) {
      expect(link.startsWith(`${SITE_URL}${BASE}/`), link).toBe(true);
      const path = link.slice(SITE_URL.length);
      expect((await request.get(path)).status(), path).toBe(200);
    }
    await open(page, `${BASE}/docs/pos_tagging`);
    await expect(page.getByRole('link', {name: 'Markdown으로 보기'})).toHaveAttribute('href', `${BASE}/docs/pos_tagging.md`);
    await expect(page.locator('head link[type="text/markdown"]')).toHaveAttribute('href', `${BASE}/docs/pos_tagging.md`);
    const twin = await (await request.get(`${BASE}/docs/pos_tagging.md`)).text();
    expect(twin).toContain(`${SITE_URL}${BASE}/docs/api/tagging.md#tag`);
    expect(twin).toContain(`${SITE_URL}${BASE}/playground?text=`);
    expect(await (await request.get(`${BASE}/robots.txt`)).text()).toContain(`${SITE_URL}${BASE}/llms.txt`);
  });
});

test.describe('the English edition under a sub-path base URL', () => {
  test('its pages and language menu carry /hama/en/', async ({page}) => {
    const response = await open(page, `${BASE}/en/docs/introduction`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('article h1')).toHaveText('Introduction');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide', exact: true})).toHaveAttribute(
      'href',
      `${BASE}/en/docs/introduction`,
    );
    await page.getByRole('button', {name: 'English'}).hover();
    await expect(page.getByRole('link', {name: '한국어'})).toHaveAttribute('href', `${BASE}/docs/introduction`);
  });
});

test.describe('tags that explain themselves below /hama/ (issue #33)', () => {
  // Both ways a page's popovers arrive: in its HTML (opened directly) and from a lazy chunk (reached by a link).
  for (const edition of [
    {lang: 'ko', prefix: BASE, from: 'docs/installation', sidebarLink: '소개', name: '보통 명사', tagTable: '품사 표에서 보기'},
    {
      lang: 'en',
      prefix: `${BASE}/en`,
      from: 'docs/installation',
      sidebarLink: 'Introduction',
      name: 'common noun',
      tagTable: 'See the tag table',
    },
  ] as const) {
    test(`${edition.lang}: a tag's popover, opened directly and after a link, leads to the tag table below ${edition.prefix}/`, async ({
      page,
    }) => {
      const nc = page.locator('article pre').filter({hasText: "('날씨', '"}).first().getByRole('button', {name: 'nc', exact: true}).first();
      const hint = async () => page.locator(`[data-pos-tag-hints] > [popover][id="${await nc.getAttribute('popovertarget')}"]`);
      await open(page, `${edition.prefix}/${edition.from}`);
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: edition.sidebarLink, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${edition.prefix}/docs/introduction$`));
      await nc.click();
      await expect(await hint()).toContainText(edition.name);
      await expect((await hint()).getByRole('link', {name: edition.tagTable})).toHaveAttribute(
        'href',
        `${edition.prefix}/docs/pos_tagging#tag-table`,
      );
      await open(page, `${edition.prefix}/docs/introduction`);
      await nc.click();
      await expect(await hint()).toContainText(edition.name);
      await (await hint()).getByRole('link', {name: edition.tagTable}).click();
      await expect(page).toHaveURL(new RegExp(`${edition.prefix}/docs/pos_tagging#tag-table$`));
      await expect(page.locator('#tag-table')).toBeInViewport();
    });
  }
});

test.describe('Content Security Policy below /hama/', () => {
  test('every route of both editions carries the policy and breaks none of it', async ({page}) => {
    test.setTimeout(120_000);
    const paths = [...ROUTES, ...EN_ROUTES].map((route) => `${BASE}${route}`);
    await expectPolicyOnEveryRoute(page, paths, {analytics: false});
  });
});
