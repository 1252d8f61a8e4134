import {test, expect, open, BLOG_POSTS, TAGS, SITE_URL} from '../../test';
const POSTS_NEWEST_FIRST = [...BLOG_POSTS].reverse();

test.describe('blog index', () => {
  test('lists the three posts newest first, each truncated with a link to the whole post', async ({page}) => {
    await open(page, '/blog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('hama 블로그');
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(3);
    for (const [index, post] of POSTS_NEWEST_FIRST.entries()) {
      const article = articles.nth(index);
      await expect(article.locator('time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      await expect(article.getByRole('link', {name: /: 글 전체 읽기$/})).toHaveAttribute('href', post.path);
    }
    // Text below each post's truncate marker stays on the post's own page.
    await expect(page.locator('main')).not.toContainText('이 블로그에서 다룰 것');
    await expect(page.locator('main')).not.toContainText('피드 리더로 구독하기');
    await expect(page.locator('main')).not.toContainText('알려진 한계');
    await articles.first().getByRole('link', {name: '파이썬 패키지 hama 1.0.0 출시: 글 전체 읽기'}).click();
    await expect(page.getByRole('heading', {name: '알려진 한계'})).toBeVisible();
  });

  test('in English, each post is linked by words that say where the link goes, as in Korean', async ({page}) => {
    // Lighthouse's SEO check failed the English lists (92) on Docusaurus's "Read more", which says nothing out of context.
    for (const list of ['/en/blog', '/en/blog/tags/blog']) {
      await open(page, list);
      const links = page.locator('main article').getByRole('link', {name: /: read the whole post$/});
      await expect(links.first()).toHaveText('Read the whole post');
      await expect(page.locator('main')).not.toContainText('Read more');
    }
    await page
      .locator('main article')
      .first()
      .getByRole('link', {name: /: read the whole post$/})
      .click();
    await expect(page.locator('main article header h1')).toBeVisible();
  });
});

test.describe('blog posts', () => {
  for (const post of BLOG_POSTS) {
    test(`${post.path} shows its date, author, reading time and tags`, async ({page}) => {
      await open(page, post.path);
      const article = page.locator('main article');
      await expect(article.locator('time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      const [year, month, day] = post.date.split('-').map(Number);
      await expect(article.locator('time')).toHaveText(`${year}년 ${month}월 ${day}일`);
      await expect(article.getByRole('link', {name: 'hama 팀'})).toHaveAttribute('href', 'https://github.com/hamanlp');
      await expect(article.locator('header')).toContainText(/약 \d+분/);
      const tagHrefs = await article
        .locator('footer a[href^="/blog/tags/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect([...tagHrefs].sort()).toEqual(post.tags.map((tag) => `/blog/tags/${tag}`).sort());
    });
  }

  test('the feeds post lists the three feed addresses under the site URL', async ({page}) => {
    await open(page, '/blog/feeds');
    for (const file of ['rss.xml', 'atom.xml', 'feed.json']) {
      await expect(page.getByRole('link', {name: `${SITE_URL}/blog/${file}`})).toHaveAttribute('href', `${SITE_URL}/blog/${file}`);
    }
  });
});

test.describe('blog tags', () => {
  test('the tag index lists the six tags with Korean labels, ASCII addresses and counts', async ({page}) => {
    await open(page, '/blog/tags');
    const tagLinks = page.locator('main a[href^="/blog/tags/"]');
    await expect(tagLinks).toHaveCount(TAGS.length);
    for (const tag of TAGS) {
      const count = BLOG_POSTS.filter((post) => (post.tags as readonly string[]).includes(tag)).length;
      await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toContainText(String(count));
    }
    await expect(page.locator('main a[href="/blog/tags/release"]')).toContainText('출시');
    await expect(page.locator('main a[href="/blog/tags/hello"]')).toContainText('인사');
  });

  for (const tag of TAGS) {
    test(`/blog/tags/${tag} lists exactly the posts tagged ${tag}`, async ({page}) => {
      await open(page, `/blog/tags/${tag}`);
      const expected = POSTS_NEWEST_FIRST.filter((post) => (post.tags as readonly string[]).includes(tag)).map((post) => post.path);
      const listed = await page.locator('main article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(listed).toEqual(expected);
    });
  }
});

test.describe('feeds', () => {
  test('every blog page announces the three feeds', async ({page}) => {
    for (const path of ['/blog', '/blog/feeds', '/blog/tags', '/blog/tags/hama']) {
      await open(page, path);
      const feeds = await page
        .locator('head link[rel="alternate"]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
      expect(feeds).toEqual(
        expect.arrayContaining([
          ['application/rss+xml', '/blog/rss.xml'],
          ['application/atom+xml', '/blog/atom.xml'],
          ['application/json', '/blog/feed.json'],
        ]),
      );
    }
  });

  test('RSS and Atom parse as XML and hold the three posts with their dates and absolute links', async ({page, request}) => {
    await open(page, '/blog');
    for (const [file, itemSelector, linkOf, dateOf] of [
      ['rss.xml', 'item', 'link', 'pubDate'],
      ['atom.xml', 'entry', 'link', 'updated'],
    ] as const) {
      const xml = await (await request.get(`/blog/${file}`)).text();
      const feed = await page.evaluate(
        ({xml, itemSelector, linkOf, dateOf}) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          if (doc.querySelector('parsererror')) return null;
          return {
            title: doc.querySelector('title')?.textContent,
            items: Array.from(doc.querySelectorAll(itemSelector)).map((item) => {
              const link = item.querySelector(linkOf)!;
              return {
                link: link.getAttribute('href') ?? link.textContent,
                date: new Date(item.querySelector(dateOf)!.textContent!).toISOString().slice(0, 10),
                title: item.querySelector('title')?.textContent,
              };
            }),
          };
        },
        {xml, itemSelector, linkOf, dateOf},
      );
      expect(feed, `${file} parses`).not.toBeNull();
      expect(feed!.title).toBe('hama 블로그');
      expect(feed!.items.map(({link, date}) => ({link, date}))).toEqual(
        POSTS_NEWEST_FIRST.map((post) => ({link: `${SITE_URL}${post.path}`, date: post.date})),
      );
      expect(feed!.items[0].title).toBe('파이썬 패키지 hama 1.0.0 출시');
    }
  });

  test('the JSON feed parses and holds the three posts with their dates and absolute links', async ({request}) => {
    const feed = await (await request.get('/blog/feed.json')).json();
    expect(feed.title).toBe('hama 블로그');
    expect(feed.home_page_url).toBe(`${SITE_URL}/blog`);
    expect(
      feed.items.map((item: {url: string; date_modified: string}) => ({url: item.url, date: item.date_modified.slice(0, 10)})),
    ).toEqual(POSTS_NEWEST_FIRST.map((post) => ({url: `${SITE_URL}${post.path}`, date: post.date})));
  });
});
