import {test, expect, open, BLOG_POSTS, TAGS} from '../test';

test.describe('blog frame', () => {
  test('the index lists the three posts, newest first, with their dates', async ({page}) => {
    await open(page, '/blog');
    const dates = await page
      .locator('main article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')?.slice(0, 10)));
    expect(dates).toEqual(BLOG_POSTS.map((post) => post.date).reverse());
  });

  test('the tag index lists the six tags with Korean labels and ASCII addresses', async ({page}) => {
    await open(page, '/blog/tags');
    const tagLinks = page.locator('main a[href^="/blog/tags/"]');
    await expect(tagLinks).toHaveCount(TAGS.length);
    const hrefs = await tagLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(TAGS.map((tag) => `/blog/tags/${tag}`));
    await expect(page.locator('main a[href="/blog/tags/release"]')).toContainText('출시');
    await expect(page.locator('main a[href="/blog/tags/hello"]')).toContainText('인사');
  });
});
