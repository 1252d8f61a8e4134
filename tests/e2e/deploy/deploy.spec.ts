import fs from 'node:fs/promises';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {chunksOfJoinedFile, isJoinedFile} from '../../../src/plugins/page-scripts/joinRouteChunks';
import {test, expect, waitForHydration} from '../../test';
import {deployableSite} from '../../fixtures/deploy';
import {waitForWorker} from '../../fixtures/offline';
import {SITE_PORT, SUBPATH_BASE} from '../../fixtures/servers';

/**
 * A tab opened before a deploy keeps working after it (issue #32). The next
 * deploy is the same site built with another SITE_URL and ASSET_SALT
 * (Makefile): every page changes (its canonical address names the new host)
 * and every script and stylesheet is renamed, so the old files are gone from
 * the server, as on GitHub Pages when pages change.
 */

const NEXT_HOST = 'next.hamanlp.org';
const WORDS = {
  ko: {
    navbar: '메인',
    blog: '블로그',
    sidebar: '문서 사이드바',
    search: '사이트 검색',
    query: '형태소',
    failed: '페이지를 불러오지 못했습니다.',
    retry: '다시 시도',
  },
  en: {
    navbar: 'Main',
    blog: 'Blog',
    sidebar: 'Docs sidebar',
    search: 'Search the site',
    query: 'tagging',
    failed: 'The page could not be loaded.',
    retry: 'Try again',
  },
} as const;

const EDITIONS = [
  {name: 'Korean', old: 'build', next: 'build-next', base: '/', start: '', lang: 'ko' as const},
  {name: 'English', old: 'build', next: 'build-next', base: '/', start: 'en/', lang: 'en' as const},
  {name: 'sub-path', old: 'build-subpath', next: 'build-subpath-next', base: SUBPATH_BASE, start: '', lang: 'ko' as const},
];

const canonical = (page: Page) => page.locator('link[rel=canonical]').getAttribute('href');

/** The page a reader sees is whole and the new build's: a heading, no error box, the new canonical address. */
async function expectNewBuildPage(page: Page, pathname: string, failed: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(failed)).toHaveCount(0);
  await expect.poll(() => canonical(page)).toContain(NEXT_HOST);
}

// The old build's files answer 404 once the new one is live, and the network is cut
// in one test; the browser logs each failed file.
test.use({allowedConsoleErrors: /status of 404|ERR_INTERNET_DISCONNECTED/});

for (const [i, edition] of EDITIONS.entries()) {
  const words = WORDS[edition.lang];
  const port = SITE_PORT + 40 + i;

  test.describe(`an open tab across a deploy (${edition.name})`, () => {
    let site: Awaited<ReturnType<typeof deployableSite>>;
    test.beforeEach(async () => {
      site = await deployableSite(edition.old, port, edition.base);
    });
    test.afterEach(async ({page}) => {
      // Off the site first: a request still on its way would meet a closed port.
      await page.goto('about:blank');
      await site.close();
    });
    const at = (route: string) => `${site.origin}${edition.base}${edition.start}${route}`;

    /** Opens the introduction on the old build; returns the sidebar's links. */
    async function openOld(page: Page) {
      // The pointer off the sidebar: resting on the last link clicked, it would prefetch that page
      // from the old build into the browser's cache, and the test is about pages not prefetched.
      await page.mouse.move(0, 0);
      await page.goto(at('docs/introduction'));
      await waitForHydration(page);
      return page.getByRole('navigation', {name: words.sidebar}).getByRole('link');
    }

    test('every sidebar link clicked after the deploy reaches its new page', async ({page}) => {
      test.setTimeout(180_000);
      const links = await openOld(page);
      // The links a reader can click as the page opens (those in collapsed categories are hidden).
      const targets = (
        await links.evaluateAll((anchors) => anchors.filter((a) => a.checkVisibility()).map((a) => (a as HTMLAnchorElement).pathname))
      ).filter((pathname) => !pathname.endsWith('/docs/introduction'));
      const failures: string[] = [];
      for (const target of targets) {
        // Off the last link's page first (a new tab on the old build each time): still open when the old build
        // comes back, its late requests (a prefetch) get 404s that the browser keeps for ten minutes, as
        // GitHub Pages' max-age=600 lets it, and the next round's new page then met its own chunk's stored 404.
        await page.goto('about:blank');
        await site.deploy(path.resolve(edition.old));
        const sidebar = await openOld(page);
        await site.deploy(path.resolve(edition.next));
        await sidebar
          .and(page.locator(`[href="${target}"]`))
          .first()
          .click();
        await expectNewBuildPage(page, target, words.failed).catch((error: Error) =>
          failures.push(`${target}: ${error.message.split('\n')[0]}`),
        );
      }
      console.log(
        `${edition.name}: ${targets.length - failures.length} of ${targets.length} sidebar links reached the new page after a deploy`,
      );
      expect(failures).toEqual([]);
    });

    test('search answers after the deploy: on the new build, never a mix', async ({page}) => {
      await openOld(page);
      await site.deploy(path.resolve(edition.next));
      await page.getByRole('combobox', {name: words.search}).fill(words.query);
      // This tab's engine is gone: the query is searched on the new build's results page.
      await expect(page).toHaveURL((url) => url.pathname.endsWith('/search') && url.searchParams.get('q') === words.query);
      await expect(page.locator('main ol a').first()).toBeVisible();
      expect(await canonical(page)).toContain(NEXT_HOST);
    });

    test('search loaded before the deploy keeps answering from its own build; a hit opens the new page', async ({page}) => {
      const introduction = await openOld(page).then(() => page.url());
      const box = page.getByRole('combobox', {name: words.search});
      // A hit, with its matched words marked: the engine and the index have loaded. (The last option,
      // "see all results", is there at once, before they have: a deploy then would rightly send the
      // query to the new build's results page, which is what a first version of this test met.)
      const hit = page
        .getByRole('option')
        .filter({has: page.locator('mark')})
        .first();
      await box.fill('zipped');
      await expect(hit).toBeVisible();
      await site.deploy(path.resolve(edition.next));
      await box.fill(words.query);
      await expect(hit).toContainText(words.query);
      expect(page.url()).toBe(introduction);
      const target = new URL((await hit.getAttribute('href'))!, page.url()).pathname;
      await hit.click();
      await expectNewBuildPage(page, target, words.failed);
    });

    test("Retry after the network came back, with a deploy meanwhile, loads the new build's page", async ({page}) => {
      const links = await openOld(page);
      const target = await links.nth(1).evaluate((a) => (a as HTMLAnchorElement).pathname);
      await page.context().route('**/assets/**', (route) => route.abort('internetdisconnected'));
      await links.nth(1).click();
      await expect(page.getByRole('alert')).toContainText(words.failed);
      await page.context().unroute('**/assets/**');
      await site.deploy(path.resolve(edition.next));
      await page.getByRole('button', {name: words.retry}).click();
      await expectNewBuildPage(page, target, words.failed);
    });

    test.describe('a broken deploy', () => {
      // After the reload the page's HTML meets a route whose script is missing: React renders the
      // red box in place of the article, and says that what it hydrated differs (#418).
      test.use({allowedConsoleErrors: /status of 404|Minified React error #418/});

      test('a script missing from the live build too reloads the page once, then shows the red box', async ({page}) => {
        const links = await openOld(page);
        // What this page loaded stays; every other script answers 404, before and after the reload.
        const loaded = new Set(
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((name) => name.endsWith('.js')),
          ),
        );
        await page
          .context()
          .route('**/*.js', (route) =>
            loaded.has(route.request().url()) ? route.continue() : route.fulfill({status: 404, body: 'Not found'}),
          );
        let loads = 0;
        page.on('load', () => (loads += 1));
        await links.nth(1).click();
        await expect(page.getByRole('alert')).toContainText(words.failed, {timeout: 20_000});
        await expect(page.getByRole('button', {name: words.retry})).toBeVisible();
        // Some seconds later, still one reload: no loop.
        await page.waitForTimeout(3000);
        expect(loads).toBe(1);
        await expect(page.getByRole('alert')).toBeVisible();
      });
    });

    test('files the browser kept as missing, which the server has again, load when their link is clicked', async ({page}) => {
      await openOld(page);
      // The blog, whose page needs several scripts of its own: each kept 404 is replaced in turn.
      const target = `${edition.base}${edition.start}blog`;
      // The new build's scripts (their paths) for the target page that the introduction does not load: a joined
      // file stands for the chunks it holds, which is what moving to the page requests (joinRouteChunks.ts).
      const fileOf = (src: string) => `${edition.next}/${src.slice(edition.base.length)}`;
      const scriptsOf = async (pathname: string) => {
        const listed = (await fs.readFile(`${fileOf(pathname)}.html`, 'utf8')).match(/\/[\w/-]*assets\/js\/[\w~.-]+\.js/g) ?? [];
        const chunks = await Promise.all(
          listed.map(async (src) => (isJoinedFile(src) ? chunksOfJoinedFile(await fs.readFile(fileOf(src), 'utf8')) : [src])),
        );
        return new Set(chunks.flat());
      };
      const introduction = await scriptsOf(`${edition.base}${edition.start}docs/introduction`);
      const urls = [...(await scriptsOf(target))].filter((file) => !introduction.has(file)).map((file) => `${site.origin}${file}`);
      expect(urls.length).toBeGreaterThan(1);
      // Asked of the old build they answer 404, which the browser keeps for ten minutes (max-age=600, as on
      // GitHub Pages): as when a page of the new build met the old one (a rollback, a CDN edge not yet updated).
      const statuses = (cache: RequestCache) =>
        page.evaluate(({urls, cache}) => Promise.all(urls.map(async (url) => (await fetch(url, {cache, mode: 'same-origin'})).status)), {
          urls,
          cache,
        });
      expect(await statuses('default')).toEqual(urls.map(() => 404));
      await site.deploy(path.resolve(edition.next));
      expect(await statuses('only-if-cached')).toEqual(urls.map(() => 404));
      // The reader reloads, and has the new build's introduction (its address would still come from the browser's cache).
      await page.mouse.move(0, 0);
      await page.reload();
      await waitForHydration(page);
      expect(await canonical(page)).toContain(NEXT_HOST);
      await page.getByRole('navigation', {name: words.navbar}).getByRole('link', {name: words.blog, exact: true}).click();
      // Each load fails on a kept 404; asked past the cache, the server has the file, and its answer replaces the
      // kept one, so the next load gets further. Before, the box showed, and every Retry met a kept 404.
      await expectNewBuildPage(page, target, words.failed);
    });
  });
}

test.describe('the playground in an open tab across a deploy', () => {
  test("a try-it box started after a deploy that changed the runtime says to reload, and the reload's works", async ({page}) => {
    test.setTimeout(120_000);
    const site = await deployableSite('build', SITE_PORT + 46, '/');
    try {
      await page.goto(`${site.origin}/docs/pos_tagging`);
      await waitForHydration(page);
      await site.deployWithNewRuntime(path.resolve('build-next'));
      await page.getByRole('button', {name: 'hama로 분석'}).click();
      await expect(page.getByText('사이트가 새로 배포되어')).toBeVisible({timeout: 30_000});
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('button', {name: 'hama로 분석'}).click();
      await expect(page.getByText(/이 브라우저의 hama 1\.0\.0이 \d+ ms 만에 분석했습니다/)).toBeVisible({timeout: 60_000});
    } finally {
      await page.goto('about:blank');
      await site.close();
    }
  });
});

test.describe('an open tab across a deploy, with the service worker running', () => {
  test.use({serviceWorkers: 'allow'});

  test('two tabs, one on each build, both follow their links to whole pages', async ({page, context}) => {
    const site = await deployableSite('build', SITE_PORT + 45, '/');
    try {
      await page.goto(`${site.origin}/docs/introduction`);
      await waitForWorker(page);
      await site.deploy(path.resolve('build-next'));
      const second = await context.newPage();
      await second.goto(`${site.origin}/docs/introduction`);
      await waitForHydration(second);
      for (const tab of [page, second]) {
        const link = tab.getByRole('navigation', {name: WORDS.ko.sidebar}).getByRole('link', {name: '설치', exact: true});
        await link.click();
        await expectNewBuildPage(tab, '/docs/installation', WORDS.ko.failed);
      }
    } finally {
      await site.close();
    }
  });
});
