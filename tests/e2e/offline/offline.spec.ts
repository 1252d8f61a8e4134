import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, open, codeBlockText, PAGES} from '../../test';
import {cpythonTag} from '../../fixtures/cpython';
import {SITE_PORT, ANALYTICS_PORT, SUBPATH_BASE, origin} from '../../fixtures/servers';
import {recordPageViews} from '../../fixtures/analytics';
import {deployableSite} from '../../fixtures/deploy';
import {
  EDITIONS,
  WORDS,
  expectOfflinePage,
  keptUrls,
  runtimeInCacheStorage,
  store,
  waitForWorker,
  type Edition,
} from '../../fixtures/offline';

/**
 * Offline reading (issue #26), with the network really cut (Playwright's
 * offline mode also cuts the service worker's own requests): each edition of
 * the root build and the sub-path build.
 */
/** Every page of an edition: the sitemap's pages (both editions have the same: tests/e2e/content/seo.spec.ts). */
const pagesOf = (edition: Edition) => PAGES.map((route) => `${edition.base}${route.slice(1)}`);

const cut = (page: Page, offline: boolean) => page.context().setOffline(offline);

// The worker's first fetch of sw.js, and pages the browser itself fails to load offline, are logged as errors.
test.use({allowedConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|fetching the script/});

for (const edition of EDITIONS) {
  const words = WORDS[edition.lang];
  const url = (route: string) => `${edition.origin}${edition.base}${route}`;

  test.describe(`offline, ${edition.name} edition`, () => {
    test('keeps only what the reader opened; other pages say they are not stored, in the reader’s language', async ({page}) => {
      await page.goto(url('docs/introduction'));
      await waitForWorker(page);
      // The web app manifest, in the edition's language, linked once the page has loaded.
      const manifestUrl = await page.locator('link[rel=manifest]').evaluate((link: HTMLLinkElement) => link.href);
      const manifest = await (await page.request.get(manifestUrl)).json();
      expect(manifest).toMatchObject({
        lang: edition.lang,
        start_url: edition.base,
        scope: edition.base,
        display: 'standalone',
        short_name: 'hama',
      });
      expect(manifest.name).toMatch(edition.lang === 'ko' ? /한국어 형태소 분석기/ : /Korean morphological analyser/);
      for (const icon of manifest.icons)
        expect((await page.request.get(new URL(icon.src, manifestUrl).href)).headers()['content-type']).toBe('image/png');
      const themeColors = await page
        .locator('meta[name=theme-color]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')));
      expect(themeColors).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
      // A first visit downloads nothing extra: only this page's own files are kept.
      const kept = await keptUrls(page);
      expect(kept).toContain(url('docs/introduction'));
      expect(kept.filter((address) => /\.html$|\/docs\/|\/blog/.test(address))).toEqual([url('docs/introduction')]);
      expect(kept.some((address) => address.includes('playground-runtime'))).toBe(false);

      await cut(page, true);
      await page.reload();
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText(words.indicator)).toBeVisible();
      // A page never opened, by its address: the offline page, not the browser's error.
      const response = await page.goto(url('docs/dict'));
      expect(response?.status()).toBe(503);
      await expectOfflinePage(page, edition);
      // By a link, inside the app: the red box says why, and Retry stays. (Hydrated first: before that the
      // link is a plain one, and the worker's offline page answers it, as the address above showed.)
      await open(page, url('docs/introduction'));
      await page.locator('.pagination-nav__link--next').click();
      await expect(page.getByRole('alert')).toContainText(words.notStoredInBox);
      await cut(page, false);
      await expect(page.getByText(words.indicator)).toBeHidden();
    });

    // On a phone the status line takes two lines once it names the sizes.
    for (const width of [1280, 375]) {
      test.describe(`${width} px wide`, () => {
        test.use({viewport: {width, height: 800}});
        test('a first visit to the offline page: nothing moves when the worker tells what is saved', async ({page}) => {
          // Lighthouse measured a layout shift of 0.073 on /en/offline: the sizes and the button came in under the text.
          await page.addInitScript(() => {
            const w = window as unknown as {shifted: number};
            w.shifted = 0;
            new PerformanceObserver((list) => {
              for (const shift of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
                if (!shift.hadRecentInput) w.shifted += shift.value;
              }
            }).observe({type: 'layout-shift', buffered: true});
          });
          await page.goto(url('offline'));
          await expect(page.locator('#runtime').getByRole('button', {name: words.store})).toBeVisible({timeout: 20_000});
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const shifted = await page.evaluate(() => (window as unknown as {shifted: number}).shifted);
          console.log(`${edition.name}, ${width} px: the offline page's layout shift as the worker answers, ${shifted.toFixed(4)}`);
          expect(shifted).toBeLessThan(0.001);
        });
      });
    }

    test('stores the whole edition: every page by address and by link, and search, answer offline; removal empties it', async ({page}) => {
      test.setTimeout(120_000);
      await page.goto(url(''));
      await waitForWorker(page);
      const {megabytesShown, seconds} = await store(page, edition, 'edition');
      console.log(`${edition.name}: the edition, ${megabytesShown} MB, stored in ${seconds} s`);

      await cut(page, true);
      for (const address of pagesOf(edition)) {
        const response = await page.goto(`${edition.origin}${address}`);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator('h1').first(), address).toBeVisible();
        await expect(page.getByRole('heading', {name: words.offlineTitle})).toBeHidden();
      }
      // GitHub Pages' other addresses of a page.
      for (const variant of ['docs/dict/', 'docs/dict/index.html']) {
        await page.goto(url(variant));
        await expect(page.locator('h1')).toHaveText(edition.lang === 'ko' ? '사전' : 'Dictionary');
      }
      // By links: the navbar's guide, then the blog.
      await open(page, url(''));
      await page
        .locator('.navbar')
        .getByRole('link', {name: edition.lang === 'ko' ? '블로그' : 'Blog'})
        .first()
        .click();
      await expect(page).toHaveURL(url('blog'));
      await expect(page.locator('article').first()).toBeVisible();
      // Search: the navbar box and the results page.
      const box = page.getByRole('combobox', {name: words.searchBox});
      await box.click();
      await box.pressSequentially(edition.lang === 'ko' ? '형태소' : 'morpheme');
      await expect(page.getByRole('listbox', {name: words.searchResults}).getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(page.getByRole('main').getByRole('listitem').first().getByRole('link')).toBeVisible();

      // Removal, offline too: the stored copies are gone.
      await page.goto(url('offline'));
      await page.locator('#edition').getByRole('button', {name: words.remove}).click();
      await expect(page.locator('#edition').getByRole('status')).toHaveText(words.notStored);
      await page.goto(url('docs/license'));
      await expectOfflinePage(page, edition);
    });

    test('stores the playground runtime on its own, its size shown first; offline, hama analyses new sentences as CPython does', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const text = edition.lang === 'ko' ? '비행기 안에서도 형태소를 나눈다' : '하마는 오프라인에서도 잘 달린다';
      const [expected] = cpythonTag([text]);
      await page.goto(url('playground'));
      await waitForWorker(page);
      // Not stored yet: offline, the opened playground says what to store.
      await cut(page, true);
      await page.reload();
      await expect(page.getByText(words.runtimeNotStored)).toBeVisible({timeout: 60_000});
      await cut(page, false);
      const {megabytesShown, seconds} = await store(page, edition, 'runtime');
      expect(megabytesShown).toBeGreaterThan(10);
      console.log(`${edition.name}: the playground runtime, ${megabytesShown} MB, stored in ${seconds} s`);

      await cut(page, true);
      await page.goto(url(`playground?text=${encodeURIComponent(text)}`));
      await expect(page.getByText(words.ready)).toBeVisible({timeout: 120_000});
      const lists = page
        .locator('.theme-code-block')
        .filter({has: page.getByText('print(tag(text))', {exact: true})})
        .locator('pre');
      await expect(page.locator('.theme-code-block pre').last()).toContainText(`text = ${expected.textRepr}`, {timeout: 60_000});
      await expect(lists).toHaveText(expected.listsRepr);

      // Removed, nothing of the runtime stays in Cache Storage: neither its files nor the state its worker saved.
      await expect.poll(() => runtimeInCacheStorage(page), {timeout: 60_000}).toContainEqual(expect.stringMatching(/memory-snapshot\.gz$/));
      await cut(page, false);
      await page.goto(url('offline'));
      await page.locator('#runtime').getByRole('button', {name: words.remove}).click();
      await expect(page.locator('#runtime').getByRole('status')).toHaveText(words.notStored);
      expect(await runtimeInCacheStorage(page)).toEqual([]);
    });
  });
}

test.describe('two editions, two workers', () => {
  const [korean, english] = EDITIONS as [Edition, Edition, ...Edition[]];
  const url = (edition: Edition, route: string) => `${edition.origin}${edition.base}${route}`;

  test('the English offline page, opened after the Korean worker started, stores the English edition with the English worker', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url(korean, 'docs/introduction'));
    await waitForWorker(page);
    // The Korean worker refuses a message that names the other edition.
    const refused = await page.evaluate(
      async (scope) => {
        const channel = new MessageChannel();
        const answer = new Promise((resolve) => (channel.port1.onmessage = ({data}) => resolve(data)));
        navigator.serviceWorker.controller!.postMessage({type: 'status', scope}, [channel.port2]);
        return answer;
      },
      url(english, ''),
    );
    expect(refused).toMatchObject({type: 'failed', reason: 'edition'});

    await page.goto(url(english, 'offline'));
    await store(page, english, 'edition');
    const stores = await page.evaluate(async () => {
      const keys = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      return {ko: await keys('hama-offline /'), en: await keys('hama-offline /en/')};
    });
    expect(stores.en).toContain('/en/docs/introduction');
    expect(stores.ko.filter((address) => address.startsWith('/en/'))).toEqual([]);
    await cut(page, true);
    await page.goto(url(english, 'docs/installation'));
    await expect(page.locator('h1')).toHaveText('Installation');
    await cut(page, false);
  });
});

test.describe('examples offline', () => {
  const edition = EDITIONS[0]!;
  const url = (route: string) => `${edition.origin}${edition.base}${route}`;

  test('with the runtime stored, a page kept offline runs its examples, though none was run online', async ({page}) => {
    test.setTimeout(240_000);
    await page.goto(url('docs/introduction'));
    await waitForWorker(page);
    // Kept as the reader opened it; its run buttons were never pressed, so their script was never fetched.
    expect((await keptUrls(page)).some((address) => address.includes('run-example'))).toBe(false);
    await store(page, edition, 'runtime');
    await cut(page, true);
    await open(page, url('docs/introduction'));
    await page.getByRole('button', {name: '브라우저에서 실행'}).first().click();
    const runner = page.locator('[data-run-example]').filter({has: page.locator('textarea')});
    await expect(runner.locator('[data-run-status]')).toContainText('페이지에 실린 출력과 같습니다.', {timeout: 120_000});
    const shown = await codeBlockText(runner.locator('xpath=preceding-sibling::*[1]').locator('pre'));
    await expect(runner.locator('pre[data-stdout]')).toHaveText(shown);
  });
});

/** The next deploy: the same site built again with another SITE_URL (Makefile), so every page changes. */
const NEXT = {
  root: {dir: 'build', next: 'build-next', base: '/'},
  subpath: {dir: 'build-subpath', next: 'build-subpath-next', base: SUBPATH_BASE},
};
const canonical = (page: Page) => page.locator('link[rel=canonical]').getAttribute('href');

/**
 * A reader of the build about to be replaced opens its dictionary page and stores the whole edition
 * (on the offline page); returns the dictionary page's canonical address, which names the build.
 */
async function storeOnDictPage(page: Page, edition: Edition) {
  await page.goto(`${edition.origin}${edition.base}docs/dict`);
  await waitForWorker(page);
  const dictCanonical = await canonical(page);
  await store(page, edition, 'edition');
  return dictCanonical;
}

test.describe('a new deploy', () => {
  const cases = [
    {edition: 'Korean', build: NEXT.root, start: '', lang: 'ko' as const},
    {edition: 'English', build: NEXT.root, start: 'en/', lang: 'en' as const},
    {edition: 'sub-path', build: NEXT.subpath, start: '', lang: 'ko' as const},
  ];
  for (const [i, {edition, build, start, lang}] of cases.entries()) {
    test(`${edition}: a stored reader is asked to reload, and gets the new version whole, offline too`, async ({page}) => {
      test.setTimeout(120_000);
      const site = await deployableSite(build.dir, SITE_PORT + 20 + i, build.base);
      try {
        const base = `${build.base}${start}`;
        const before = await storeOnDictPage(page, {name: edition, origin: site.origin, base, lang});

        await site.deploy(path.resolve(build.next));
        await page.goto(`${site.origin}${base}docs/dict`);
        const prompt = page.getByRole('alert').filter({hasText: WORDS[lang].update});
        await expect(prompt).toBeVisible({timeout: 30_000});
        // Until the reader reloads, the page and the stored copies are the old version's.
        await cut(page, true);
        await page.goto(`${site.origin}${base}docs/introduction`);
        expect(await canonical(page)).toContain(new URL(before!).host);
        await cut(page, false);
        await page.goto(`${site.origin}${base}docs/dict`);
        await page.evaluate(() => (window.__sameDocument = true));
        await page.getByRole('button', {name: WORDS[lang].reload}).click();
        // The page reloads once the new version's worker has taken over: after the old worker's requests
        // end and the old build's copies are deleted. Worker steps get the prompt's 30 s, not the default 5.
        await expect.poll(() => page.evaluate(() => window.__sameDocument ?? false).catch(() => true), {timeout: 30_000}).toBe(false);
        await expect(page.getByText(WORDS[lang].update)).toBeHidden();
        await expect.poll(() => canonical(page)).toContain('next.hamanlp.org');
        // The stored copies moved to the new version with it.
        await cut(page, true);
        await page.goto(`${site.origin}${base}docs/installation`);
        expect(await canonical(page)).toContain('next.hamanlp.org');
        await page.goto(`${site.origin}${base}offline`);
        await expect(page.locator('#edition').getByRole('status')).toHaveText(WORDS[lang].stored);
      } finally {
        await site.close();
      }
    });
  }

  for (const [i, {edition, build, start, lang}] of cases.entries()) {
    test(`${edition}: when another tab takes the new version, this tab is told, and offline it still opens pages it never opened`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const site = await deployableSite(build.dir, SITE_PORT + 60 + i, build.base);
      try {
        const base = `${build.base}${start}`;
        await storeOnDictPage(page, {name: edition, origin: site.origin, base, lang});
        // A second tab of the same version, left open; its links move without loading a whole page.
        const other = await page.context().newPage();
        await open(other, `${site.origin}${base}docs/dict`);

        await site.deploy(path.resolve(build.next));
        await page.goto(`${site.origin}${base}docs/dict`);
        await page.getByRole('button', {name: WORDS[lang].reload}).click();
        await expect.poll(() => canonical(page), {timeout: 30_000}).toContain('next.hamanlp.org');

        // The other tab is told, in its language, and can reload now.
        await expect(other.getByRole('alert').filter({hasText: WORDS[lang].replaced})).toBeVisible({timeout: 30_000});
        // Offline, its sidebar still opens a page it never opened, from the new version's stored copy, even
        // once the browser has dropped what the tab prefetched of the old version (its HTTP cache is not kept).
        await cut(page, true);
        await (await page.context().newCDPSession(other)).send('Network.clearBrowserCache');
        const sidebar = other.getByRole('navigation', {name: lang === 'ko' ? '문서 사이드바' : 'Docs sidebar'});
        await sidebar.getByRole('link', {name: lang === 'ko' ? '설치' : 'Installation', exact: true}).click();
        await expect(other.locator('h1')).toHaveText(lang === 'ko' ? '설치' : 'Installation');
        await expect.poll(() => canonical(other)).toContain('next.hamanlp.org');
        await expect(other.getByText(WORDS[lang].offlineTitle)).toHaveCount(0);
        await expect(other.getByRole('button', {name: WORDS[lang].retry})).toHaveCount(0);
      } finally {
        await site.close();
      }
    });
  }

  test('a deploy that fails half-way leaves the stored version working', async ({page}) => {
    test.setTimeout(120_000);
    const site = await deployableSite('build', SITE_PORT + 30, '/');
    try {
      const before = await storeOnDictPage(page, {name: 'Korean', origin: site.origin, base: '/', lang: 'ko'});
      // The new version's worker cannot fetch one of its pages: it is dropped, the old one stays.
      const missing = page
        .context()
        .waitForEvent('response', (response) => response.url() === `${site.origin}/docs/license` && response.status() === 404);
      // Both of the page's files: GitHub Pages would answer /docs/license from docs/license/index.html.
      await site.deploy(path.resolve('build-next'), ['docs/license.html', 'docs/license/index.html']);
      await page.goto(`${site.origin}/docs/dict`);
      await missing;
      await expect
        .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).installing)), {timeout: 30_000})
        .toBe(false);
      await expect(page.getByText(WORDS.ko.update)).toBeHidden();
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(false);
      await cut(page, true);
      await page.goto(`${site.origin}/docs/license`);
      expect(await canonical(page)).toBe(before!.replace('/docs/dict', '/docs/license'));
      await page.goto(`${site.origin}/offline`);
      await expect(page.locator('#edition').getByRole('status')).toHaveText(WORDS.ko.stored);
    } finally {
      await site.close();
    }
  });
});

test.describe('online, with the worker running, everything else is as before', () => {
  test('a route chunk that fails shows the red box, and Retry loads the page', async ({page}) => {
    await page.goto(`${origin(SITE_PORT)}/`);
    await waitForWorker(page);
    // The worker's own requests too (context-wide routes reach them in Chromium).
    const CHUNKS = '**/assets/js/*.js';
    await page.context().route(CHUNKS, (route) => route.abort('internetdisconnected'));
    await page.locator('main').getByRole('link', {name: 'API 레퍼런스'}).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('페이지를 불러오지 못했습니다.');
    // Online: no word of being offline.
    await expect(alert).not.toContainText(WORDS.ko.notStoredInBox);
    await page.context().unroute(CHUNKS);
    await page.getByRole('button', {name: '다시 시도'}).click();
    await expect(page.locator('h1')).toHaveText('tagging API');
  });

  test('page views go out online as before; offline, none is sent or queued', async ({page}) => {
    const site = origin(ANALYTICS_PORT);
    const views = await recordPageViews(page);
    await page.goto(`${site}/docs/introduction`);
    await waitForWorker(page);
    await expect.poll(() => views.length).toBe(1);
    const sidebar = page.getByRole('navigation', {name: '문서 사이드바'});
    await sidebar.getByRole('link', {name: '설치', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    await expect.poll(() => views.length).toBe(2);
    expect(views[1]!.path).toBe('/docs/installation');

    const pageViewsQueued = () =>
      page.evaluate(() => window.dataLayer!.filter((command) => command[0] === 'event' && command[1] === 'page_view').length);
    const queuedOnline = await pageViewsQueued();
    await cut(page, true);
    // Both pages were opened, so both answer offline.
    await sidebar.getByRole('link', {name: '소개', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('소개');
    await page.waitForTimeout(500);
    expect(await pageViewsQueued()).toBe(queuedOnline);
    await cut(page, false);
    await page.waitForTimeout(500);
    expect(views).toHaveLength(2);
  });
});
