import {test, expect, open, ROUTES, DOC_ROUTES, BLOG_POSTS, TAGS} from '../../test';

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
