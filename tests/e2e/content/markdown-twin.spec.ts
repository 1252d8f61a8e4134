import type {Page} from '@playwright/test';
import {test, expect, open, openBeforeHydration, emptyClipboard, DOC_ROUTES, BLOG_POSTS, SITE_URL} from '../../test';

// The plain-text edition (src/plugins/llms-txt): each doc page and post links
// its Markdown twin from the head and from a "Markdown으로 보기 / 복사"
// control; /llms.txt and /llms-full.txt are served beside them.

const PAGES = [...DOC_ROUTES.map((doc) => doc.path), ...BLOG_POSTS.map((post) => post.path)];
const viewLink = (page: Page) => page.getByRole('link', {name: 'Markdown으로 보기'});
const copyLink = (page: Page) => page.getByRole('link', {name: 'Markdown 복사'});

test.describe('Markdown twins', () => {
  test('every doc page and post links its twin from the head and the control, and the twin is served as UTF-8 Markdown', async ({
    page,
    request,
  }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const twin = `${path}.md`;
      await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', twin);
      await expect(viewLink(page)).toHaveAttribute('href', twin);
      await expect(copyLink(page)).toHaveAttribute('href', twin);
      const response = await request.get(twin);
      expect(response.status(), twin).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const title = (await page.locator('article h1').first().innerText()).trim();
      expect((await response.text()).startsWith(`# ${title}\n`), `${twin} opens with the page's title`).toBe(true);
    }
  });

  test('lists and other pages carry no control', async ({page}) => {
    for (const path of ['/', '/blog', '/blog/tags/hama', '/playground', '/search']) {
      await page.goto(path);
      await expect(viewLink(page), path).toHaveCount(0);
      await expect(page.locator('head link[type="text/markdown"]'), path).toHaveCount(0);
    }
  });

  test('"Markdown으로 보기" opens the twin, readable Korean text', async ({page}) => {
    await open(page, '/docs/installation');
    await viewLink(page).click();
    await expect(page).toHaveURL(/\/docs\/installation\.md$/);
    const text = await page.locator('body').innerText();
    expect(text).toContain('# 설치');
    expect(text).toContain('pip install "hama==1.0.0"');
  });

  test('"복사" copies the whole twin and says so; nothing is fetched before it is pressed', async ({page, request}) => {
    const twinRequests: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.endsWith('.md') && twinRequests.push(r.url()));
    await open(page, '/docs/pos_tagging');
    await page.waitForLoadState('networkidle');
    const clipboard = await emptyClipboard(page);
    await copyLink(page).hover();
    await copyLink(page).focus();
    await page.waitForTimeout(300);
    expect(twinRequests, 'twin fetched before use').toEqual([]);
    await copyLink(page).click();
    await expect(page.getByRole('status').filter({hasText: '복사했습니다'})).toBeVisible();
    const twin = await (await request.get('/docs/pos_tagging.md')).text();
    await expect.poll(clipboard).toBe(twin);
    expect(page.url()).toMatch(/\/docs\/pos_tagging$/);
    expect(twinRequests).toHaveLength(1);
  });

  test('"복사" from the keyboard', async ({page}) => {
    await open(page, '/blog/release-py-100');
    const clipboard = await emptyClipboard(page);
    await copyLink(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(clipboard).toContain('# 파이썬 패키지 hama 1.0.0 출시');
  });

  test.describe('offline', () => {
    test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/});

    test('when the twin cannot be fetched, "복사" says so and the clipboard keeps what it had', async ({page}) => {
      await open(page, '/docs/installation');
      const clipboard = await emptyClipboard(page);
      await page.evaluate(() => navigator.clipboard.writeText('이전에 복사한 글'));
      await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
      await copyLink(page).click();
      await expect(page.getByRole('status')).toHaveText('복사하지 못했습니다. "Markdown으로 보기"로 열어 복사하세요.');
      expect(await clipboard()).toBe('이전에 복사한 글');
    });
  });

  test('pressed before the scripts arrive, "복사" opens the twin instead of doing nothing', async ({page}) => {
    const release = await openBeforeHydration(page, '/docs/installation');
    await copyLink(page).click();
    await expect(page).toHaveURL(/\/docs\/installation\.md$/);
    await expect(page.locator('body')).toContainText('# 설치');
    release();
  });

  test('llms.txt and llms-full.txt are served as UTF-8 text and named in robots.txt', async ({request}) => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/^# hama\n/);
    }
    const index = await (await request.get('/llms.txt')).text();
    for (const path of PAGES) {
      expect(index).toContain(`(${SITE_URL}${path}.md)`);
      expect((await request.get(`${path}.md`)).status()).toBe(200);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`${SITE_URL}/llms.txt`);
  });

  test('on a phone the control fits beside the breadcrumbs and each link is a comfortable target', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await open(page, '/docs/installation');
    for (const link of [viewLink(page), copyLink(page)]) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });
});
