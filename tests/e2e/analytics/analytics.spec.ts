import {test, expect, open, ROUTES, EN_ROUTES} from '../../test';
import {expectPolicyOnEveryRoute} from '../../fixtures/csp';
import {handedToGtag, recordPageViews} from '../../fixtures/analytics';

const TRACKING_ID = 'G-TEST12345';

test.describe('analytics (build with GA_TRACKING_ID)', () => {
  test('the build loads gtag.js for the configured id', async ({page}) => {
    await recordPageViews(page);
    const gtagRequest = page.waitForRequest(/googletagmanager\.com\/gtag\/js/);
    await open(page, '/');
    expect((await gtagRequest).url()).toContain(`id=${TRACKING_ID}`);
  });

  test('sends one page view with path, title and location on the first load and on each route change', async ({page, baseURL}) => {
    const views = await recordPageViews(page);
    await open(page, '/docs/introduction');
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]).toMatchObject({
      path: '/docs/introduction',
      title: await page.title(),
      location: `${baseURL}/docs/introduction`,
    });

    const sidebar = page.getByRole('navigation', {name: '문서 사이드바'});
    await sidebar.getByRole('link', {name: '설치', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    await expect.poll(() => views.length).toBe(2);
    expect(views[1]).toEqual({
      path: '/docs/installation',
      title: '설치 | hama',
      location: `${baseURL}/docs/installation`,
      referrer: `${baseURL}/docs/introduction`,
    });

    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '블로그'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => views.length).toBe(3);
    expect(views[2]).toMatchObject({path: '/blog', location: `${baseURL}/blog`});
    expect(views[2].title).toContain('블로그');

    await page.goBack();
    await expect.poll(() => views.length).toBe(4);
    expect(views[3].path).toBe('/docs/installation');
    // Nothing else arrives late: exactly one page view per navigation.
    await page.waitForTimeout(500);
    expect(views).toHaveLength(4);
  });
});

/**
 * What a reader types stays theirs (issue #32): the playground keeps its text
 * in ?text= and the search page its query in ?q=, rewritten at each key; no
 * page view carries them, nor does anything else handed to gtag() or sent.
 */
test.describe('analytics never carries what a reader types', () => {
  // The playground's runtime is refused below; the browser logs each refused file.
  test.use({allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/});
  const EDITIONS = [
    {prefix: '', box: '분석할 문장', search: '개발 가이드와 블로그에서 찾을 말'},
    {prefix: '/en', box: 'Sentence to analyse', search: 'Search the guide and the blog for'},
  ];
  // The words of a shared link, then what is typed: a name and a phone number each time.
  const SHARED = '홍길동 010-1234-5678';
  const TYPED = ['김하마', '010-9876-5432', '이검색', '01055556666'];

  for (const {prefix, box, search} of EDITIONS) {
    test(`${prefix || '/'}: a shared link, typing in the playground and the search page: one page view per page, no text in any`, async ({
      page,
      baseURL,
    }) => {
      const views = await recordPageViews(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
      });
      // Python is not what is measured here; without it the machine stays quiet for the tests beside.
      await page.route('**/playground-runtime/**', (route) => route.abort());
      await page.goto(`${prefix}/playground?text=${encodeURIComponent(SHARED)}`);
      const playground = page.getByLabel(box);
      await expect(playground).toHaveValue(SHARED);
      await playground.press('ControlOrMeta+A');
      await playground.pressSequentially(`${TYPED[0]} ${TYPED[1]}`, {delay: 20});
      await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(`${TYPED[0]} ${TYPED[1]}`);

      await page.goto(`${prefix}/search`);
      const searchBox = page.getByRole('searchbox', {name: search});
      await searchBox.click();
      await searchBox.pressSequentially(`${TYPED[2]} ${TYPED[3]}`, {delay: 20});
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`${TYPED[2]} ${TYPED[3]}`);
      await page.getByRole('link', {name: /hama/}).first().click();
      await expect(page).not.toHaveURL(/\/search/);
      await expect.poll(() => views.length).toBe(3);
      await page.waitForTimeout(300);

      expect(views.map((view) => view.path)).toEqual([`${prefix}/playground`, `${prefix}/search`, new URL(page.url()).pathname]);
      for (const view of views) expect(view.location).toBe(`${baseURL}${view.path}`);
      const everything = [JSON.stringify(views), await handedToGtag(page), ...sent].join('\n');
      for (const words of [SHARED, ...TYPED]) {
        for (const form of [words, encodeURIComponent(words), new URLSearchParams({w: words}).toString().slice(2)]) {
          for (const part of form.split(/[ +]|%20/)) expect(everything, part).not.toContain(part);
        }
      }
    });
  }
});

test.describe('a browser that asks not to be tracked', () => {
  // Chromium has neither switch: the page is given what Firefox, Brave or a privacy extension would set.
  const SIGNALS = {
    'Global Privacy Control': () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    'Do Not Track': () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'}),
  };
  for (const [signal, set] of Object.entries(SIGNALS)) {
    test(`${signal}: no page view is sent and nothing is loaded from Google, on the first page or after`, async ({page}) => {
      await page.addInitScript(set);
      const views = await recordPageViews(page);
      const google: string[] = [];
      page.on('request', (request) => /google/.test(new URL(request.url()).hostname) && google.push(request.url()));
      await open(page, '/docs/introduction');
      await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true}).click();
      await expect(page.locator('h1')).toHaveText('설치');
      await page.waitForTimeout(500);
      expect(views).toEqual([]);
      expect(google).toEqual([]);
    });
  }
});

test.describe("the search forms' address", () => {
  // GA4's enhanced measurement reads a submitted form's action: with none, it is the page's address, query included.
  for (const prefix of ['', '/en']) {
    test(`${prefix || '/'}: no form on the search page has the query in its action`, async ({page}) => {
      await recordPageViews(page);
      await open(page, `${prefix}/search?q=${encodeURIComponent('홍길동 010-1234-5678')}`);
      const actions = await page.locator('form').evaluateAll((forms) => forms.map((form) => (form as HTMLFormElement).action));
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) expect(new URL(action).search, action).toBe('');
    });
  }
});

test.describe('Content Security Policy with analytics', () => {
  test('every route carries the analytics hosts in its policy, and page views go out under it', async ({page}) => {
    test.setTimeout(120_000);
    const views = await recordPageViews(page);
    await expectPolicyOnEveryRoute(page, [...ROUTES, ...EN_ROUTES], {analytics: true});
    await expect.poll(() => views.length).toBeGreaterThan(0);
  });
});
