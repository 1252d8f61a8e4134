import {load, type CheerioAPI} from 'cheerio';
import type {Page, Route} from '@playwright/test';
import {chunksOfJoinedFile, isJoinedFile} from '../../../src/plugins/page-scripts/joinRouteChunks';
import {test, expect, open, emulateSlowConnection, ROUTES} from '../../test';

/** Route chunks that load after the page has hydrated. */
const CHUNKS = '**/assets/js/*.js';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds every chunk request back for `ms` milliseconds. */
async function slowChunks(page: Page, ms: number) {
  await page.route(CHUNKS, async (route: Route) => {
    await delay(ms);
    await route.continue().catch(() => undefined);
  });
}

/**
 * Records, in page time, when an element matching `selector` first appears,
 * relative to the next click anywhere on the page.
 */
async function watchAppearance(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const record = (window.__appearance = {clickedAt: 0, appearedAt: 0});
    document.addEventListener('click', () => (record.clickedAt ||= performance.now()), {capture: true});
    new MutationObserver(() => {
      if (!record.appearedAt && document.querySelector(selector)) record.appearedAt = performance.now();
    }).observe(document.documentElement, {childList: true, subtree: true});
  }, selector);
}

const appearanceDelay = (page: Page) =>
  page.evaluate(() => {
    const {clickedAt, appearedAt} = window.__appearance;
    return appearedAt ? appearedAt - clickedAt : null;
  });

test.describe('navigation while the next route loads', () => {
  // Prefetching would load the next route before the click; these tests
  // watch the load itself, so they turn it off with data saver.
  test.beforeEach(async ({page}) => emulateSlowConnection(page));

  test('the old page stays and the progress bar shows only after 1000 ms, without a spinner', async ({page}) => {
    await open(page, '/');
    await watchAppearance(page, '#nprogress .bar');
    await slowChunks(page, 2500);
    await page.locator('main').getByRole('link', {name: 'API 레퍼런스'}).click();
    // Read on the page's clock, not by sleeping here: it holds on a busy machine.
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page.locator('header h1')).toHaveText('hama');
    const shownAfter = await appearanceDelay(page);
    expect(shownAfter).toBeGreaterThanOrEqual(1000);
    // Before the route (held back 2500 ms) arrives: the bar is shown while the old page waits.
    expect(shownAfter).toBeLessThan(2500);
    await expect(page.locator('h1')).toHaveText('tagging API', {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('the progress bar starts at 0.08, moves in 200 ms steps and trickles every 800 ms', async ({page}) => {
    await open(page, '/');
    await slowChunks(page, 4000);
    await page.evaluate(() => {
      const changes: Array<{at: number; style: string}> = (window.__barChanges = []);
      new MutationObserver(() => {
        const bar = document.querySelector('#nprogress .bar');
        const style = bar?.getAttribute('style') ?? '';
        if (bar && changes.at(-1)?.style !== style) changes.push({at: performance.now(), style});
      }).observe(document.documentElement, {childList: true, subtree: true, attributes: true});
    });
    await page.getByRole('link', {name: '설치하기'}).click();
    await expect.poll(() => page.evaluate(() => window.__barChanges!.length), {timeout: 5000}).toBeGreaterThanOrEqual(4);
    const changes: Array<{at: number; style: string}> = await page.evaluate(() => window.__barChanges!);
    const started = changes.findIndex((change) => change.style.includes('translate3d(-92%'));
    expect(started, JSON.stringify(changes)).toBeGreaterThanOrEqual(0);
    expect(changes[started].style).toContain('200ms');
    // Trickles come every trickleSpeed (800 ms); timers on a busy machine
    // drift, so the median of the intervals is checked loosely.
    const intervals = changes.slice(started + 1).map((change, index) => change.at - changes[started + index].at);
    expect(intervals.length).toBeGreaterThan(0);
    const median = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)];
    expect(median).toBeGreaterThan(600);
    expect(median).toBeLessThan(1500);
    await expect(page.locator('h1')).toHaveText('설치', {timeout: 10_000});
  });

  test('a fast navigation shows no progress bar at all', async ({page}) => {
    await open(page, '/');
    await watchAppearance(page, '#nprogress');
    await page.getByRole('link', {name: '설치하기'}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    await delay(1200);
    expect(await appearanceDelay(page)).toBeNull();
  });
});

test.describe('a page resource that fails to load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});
  test.beforeEach(async ({page}) => emulateSlowConnection(page));

  test('shows a red box with the error and a Retry button that loads the page once the network is back', async ({page}) => {
    await open(page, '/');
    await page.route(CHUNKS, (route) => route.abort('internetdisconnected'));
    await page.locator('main').getByRole('link', {name: 'API 레퍼런스'}).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('페이지를 불러오지 못했습니다.');
    await expect(alert).toContainText(/Loading chunk .* failed|ChunkLoadError/i);
    expect(await alert.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(196, 22, 28)');
    // Nothing reloaded the page: still the same document, now at the new address.
    await expect(page).toHaveURL(/\/docs\/api\/tagging$/);
    await page.unroute(CHUNKS);
    await page.getByRole('button', {name: '다시 시도'}).click();
    await expect(page.locator('h1')).toHaveText('tagging API');
    await expect(alert).toBeHidden();
  });

  // A network can fail at once or take its time to fail: past react-loadable's 200 ms, its delay has
  // run out before the box shows, and Retry must not count it as its own (it did: 7.7 ms on a busy machine).
  for (const failsAfter of [0, 400]) {
    test(`while Retry loads, a centred spinner shows after 200 ms (the first load failed after ${failsAfter} ms)`, async ({page}) => {
      await open(page, '/');
      await page.route(CHUNKS, async (route) => {
        await delay(failsAfter);
        await route.abort('internetdisconnected').catch(() => undefined);
      });
      await page.locator('main').getByRole('link', {name: 'API 레퍼런스'}).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.unroute(CHUNKS);
      // The loading spinner, not the navbar search box's own live region.
      await watchAppearance(page, '[role="status"]:not(.navbar [role="status"])');
      await slowChunks(page, 1500);
      await page.getByRole('button', {name: '다시 시도'}).click();
      const spinner = page.getByRole('status');
      await expect(spinner).toContainText('불러오는 중');
      const box = await spinner.locator('span').first().boundingBox();
      const viewport = page.viewportSize()!;
      expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(await appearanceDelay(page)).toBeGreaterThanOrEqual(200);
      await expect(page.locator('h1')).toHaveText('tagging API', {timeout: 10_000});
    });
  }
});

test.describe('other load errors', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test('a failed preload (as on hovering a link) is only a console warning, and nothing is shown', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await open(page, '/');
    await page.route(CHUNKS, (route) => route.abort('internetdisconnected'));
    await page.evaluate(async () => {
      await window.docusaurus.preload('/docs/roadmap');
    });
    await expect.poll(() => warnings.some((text) => text.includes('페이지 리소스를 불러오지 못했습니다'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('header h1')).toHaveText('hama');
  });
});

test.describe('first load', () => {
  /** A page's HTML as served, parsed. */
  const served = async (page: Page, path: string) => load(await (await page.request.get(path)).text());
  /** The scripts a page's HTML lists in its <head>, in order (src/plugins/page-scripts/ssrTemplate.ts), and whether each is deferred. */
  const headScripts = ($: CheerioAPI) =>
    $('head script[src]')
      .toArray()
      .map((script) => ({src: script.attribs.src!, defer: 'defer' in script.attribs}));
  const listedScripts = async (page: Page, path: string) => headScripts(await served(page, path)).map(({src}) => src);

  test('each page lists every script its route runs, main.js last, and requests no other', async ({page}) => {
    test.setTimeout(150_000);
    // The English edition has its own chunks and joined files: its home, a doc page and the blog.
    for (const route of [...ROUTES, '/en/', '/en/docs/introduction', '/en/blog']) {
      const requested: string[] = [];
      const onRequest = (request: import('@playwright/test').Request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await open(page, route);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const listed = await listedScripts(page, route);
      expect(listed.length, route).toBeGreaterThan(2);
      expect(listed[0], route).toMatch(/\/runtime~main\.[0-9a-f]+\.js$/);
      expect(listed.at(-1), route).toMatch(/\/main\.[0-9a-f]+\.js$/);
      expect(requested, route).toEqual(listed);
    }
  });

  // Found by the browser's preload scanner with the first bytes of the page, run once it is parsed (issue #51).
  test("every page's scripts are deferred in its <head>, and it requests no stylesheet: the stylesheet is in the page", async ({page}) => {
    test.setTimeout(120_000);
    for (const route of ROUTES) {
      const $ = await served(page, route);
      expect(
        headScripts($).filter(({defer}) => !defer),
        route,
      ).toEqual([]);
      expect($('link[rel="stylesheet"]').length, route).toBe(0);
      expect($('head style').text().length, route).toBeGreaterThan(10_000);
    }
    const stylesheets: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
    await open(page, '/docs/introduction');
    await page.waitForLoadState('networkidle');
    // Styled: the navbar has Infima's height and the sidebar its width.
    expect(await page.locator('nav.navbar').evaluate((navbar) => getComputedStyle(navbar).display)).toBe('flex');
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    expect(stylesheets).toEqual([]);
  });

  test.describe('a route chunk that fails to load', () => {
    test.use({allowedConsoleErrors: /Failed to load resource/});

    test('is requested again by the app, which then hydrates', async ({page}) => {
      const listed = await listedScripts(page, '/docs/roadmap');
      const chunk = listed.at(-2)!;
      expect(chunk).not.toMatch(/\/(runtime~main|main)\./);
      let requests = 0;
      // It fails the first time, as on a flaky network.
      await page.route(`**${chunk}`, (route) => (++requests === 1 ? route.abort('internetdisconnected') : route.continue()));
      await open(page, '/docs/roadmap');
      expect(requests).toBe(2);
      // Hydrated: a sidebar link navigates inside the same document.
      await page.evaluate(() => (window.__sameDocument = true));
      await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true}).click();
      await expect(page.locator('h1')).toHaveText('설치');
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    });

    test('when it is a file of joined chunks, the app fetches each of its chunks alone, then hydrates', async ({page}) => {
      const listed = await listedScripts(page, '/docs/roadmap');
      // src/plugins/page-scripts/joinRouteChunks.ts: runtime~main, the joined file of the chunks doc pages share, the page's own, main.js.
      const joined = listed.find(isJoinedFile)!;
      expect(listed.indexOf(joined), listed.join(' ')).toBe(1);
      const held = chunksOfJoinedFile(await (await page.request.get(joined)).text());
      expect(held.length).toBeGreaterThan(3);
      const requested: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && requested.push(new URL(request.url()).pathname));
      await page.route(`**${joined}`, (route) => route.abort('internetdisconnected'));
      await open(page, '/docs/roadmap');
      expect(requested.filter((src) => held.includes(src)).sort(), requested.join(' ')).toEqual([...held].sort());
      await page.evaluate(() => (window.__sameDocument = true));
      await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true}).click();
      await expect(page.locator('h1')).toHaveText('설치');
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    });
  });
});

test.describe('a page that crashes', () => {
  // src/theme/Error loads the error page (inside the site's layout) lazily.
  test.use({allowedConsoleErrors: /matchMedia unavailable/});

  test('shows the error page with a way to try again, not a blank screen', async ({page}) => {
    // A browser API the theme calls from React throws (the colour-mode script in
    // top of <body>, before the app's markup, still gets it): React's error boundary takes over.
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        if (!document.getElementById('__docusaurus')) return matchMedia(query);
        throw new Error('matchMedia unavailable (test)');
      };
    });
    await page.goto('/docs/introduction');
    await expect(page.getByText('matchMedia unavailable (test)')).toBeVisible();
    await expect(page.getByRole('button', {name: /Try again|다시 시도/})).toBeVisible();
  });
});

test.describe('addresses and scrolling', () => {
  test('a trailing /index.html is stripped and an empty path becomes /', async ({page, baseURL}) => {
    await open(page, '/docs/dict/index.html');
    await expect(page).toHaveURL(/\/docs\/dict$/);
    await expect(page.locator('h1')).toHaveText('사전');
    await open(page, '/index.html');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(baseURL!.replace(/\/$/, ''));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('header h1')).toHaveText('hama');
  });

  test('navigation scrolls to the hash target, or else to the top', async ({page}) => {
    await open(page, '/');
    await page.getByRole('link', {name: '왜 고정해야 하나요?'}).click();
    await expect(page).toHaveURL(/\/docs\/installation#pin-the-version$/);
    const heading = page.locator('#pin-the-version');
    await expect(heading).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', {name: '블로그'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching', () => {
  // src/plugins/route-loading/intentPrefetch.ts: routes are fetched on intent (pointer, touch),
  // not when their links scroll into view.
  test('links to other routes are prefetched when the reader points at them', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/js/') && fetched.push(request.url()));
    await open(page, '/docs/introduction');
    await page.waitForLoadState('networkidle');
    const before = fetched.length;
    await delay(500);
    // The open sidebar's links are in view, but nothing of their pages was fetched.
    expect(fetched.length).toBe(before);
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '사전', exact: true}).hover();
    await expect.poll(() => fetched.length).toBeGreaterThan(before);
  });

  test('with 2g and data saver on, nothing is prefetched or preloaded', async ({page}) => {
    await emulateSlowConnection(page);
    await open(page, '/');
    const late: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/js/') && late.push(request.url()));
    for (const link of await page.locator('main a[href^="/"]:visible').all()) await link.hover();
    await delay(1000);
    expect(late).toEqual([]);
    await expect(
      page.locator('link[rel="prefetch"], link[rel="preload"][as="script"]:not([href*="main"]):not([href*="runtime"])'),
    ).toHaveCount(0);
  });
});
