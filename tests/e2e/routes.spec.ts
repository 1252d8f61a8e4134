import {test, expect, open, ROUTES, DOC_ROUTES, BLOG_POSTS, TAGS} from '../test';

test.describe('every route of the spec', () => {
  for (const path of ROUTES) {
    test(`${path} loads directly with status 200, a heading and no console error`, async ({page}) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test('each doc page is reached by clicking through the navbar and the sidebar', async ({page}) => {
    await open(page, '/');
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '개발 가이드'}).click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    const sidebar = page.getByRole('navigation', {name: '문서 사이드바'});
    for (const doc of DOC_ROUTES) {
      await sidebar.getByRole('link', {name: doc.title, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${doc.path}$`));
      await expect(page.locator('h1')).toHaveText(doc.title);
    }
  });

  test('each post and tag page is reached by clicking from the blog', async ({page}) => {
    await open(page, '/');
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '블로그'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    for (const post of BLOG_POSTS) {
      await page.locator(`article h2 a[href$="${post.path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${post.path}$`));
      await expect(page.locator('main article')).toHaveCount(1);
      await expect(page.locator('article time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      await page.goBack();
    }
    await page.goto('/blog/tags');
    for (const tag of TAGS) {
      await page.locator(`main a[href$="/blog/tags/${tag}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/blog/tags/${tag}$`));
      await expect(page.locator('article').first()).toBeVisible();
      await page.goBack();
    }
  });
});

test.describe('not-found fallback', () => {
  // The browser logs the 404 status of the document itself.
  test.use({allowedConsoleErrors: /status of 404/});

  for (const path of ['/no-such-page', '/docs/no-such-doc', '/blog/2099/nothing', '/%ED%95%98%EB%A7%88']) {
    test(`${path} answers 404 with a Korean page and ways back`, async ({page}) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('페이지를 찾을 수 없습니다.');
      const waysBack = page.getByRole('navigation', {name: '이곳에서 다시 시작해 보세요'});
      await expect(waysBack.getByRole('link', {name: '홈'})).toHaveAttribute('href', '/');
      await expect(waysBack.getByRole('link', {name: '개발 가이드'})).toHaveAttribute('href', '/docs/introduction');
      await expect(waysBack.getByRole('link', {name: '블로그'})).toHaveAttribute('href', '/blog');
      await waysBack.getByRole('link', {name: '개발 가이드'}).click();
      await expect(page.locator('h1')).toHaveText('소개');
    });
  }

  for (const path of ['/not-here', '/docs/nothing/here']) {
    test(`client-side navigation to ${path} shows the fallback without a reload or a crash`, async ({page}) => {
      await open(page, '/');
      await page.evaluate(() => (window.__sameDocument = true));
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('페이지를 찾을 수 없습니다.');
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    });
  }
});
