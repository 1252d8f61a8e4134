import type {Page} from '@playwright/test';
import {test, expect, open} from '../../test';

/** The accuracy and speed page (issue #23); its figures are checked against the results file in tests/content/test_benchmark.py. */

const EDITIONS = [
  {path: '/docs/benchmark', heading: '정확도와 속도'},
  {path: '/en/docs/benchmark', heading: 'Accuracy and speed'},
] as const;

/** The chart drawing the reader sees (a phone gets a narrower one): its points, labels and axes, and their colours. */
function chart(page: Page) {
  return page.locator('article figure svg').evaluateAll((drawings) => {
    const shown = drawings.filter((d) => d.getBoundingClientRect().width > 0);
    if (shown.length !== 1) throw new Error(`${shown.length} chart drawings are shown`);
    const svg = shown[0]!;
    // The colour behind the chart: the first painted background up the tree, else the canvas's white.
    let background = 'rgb(255, 255, 255)';
    for (let e: Element | null = svg; e; e = e.parentElement) {
      const colour = getComputedStyle(e).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    const circles = Array.from(svg.querySelectorAll('circle'), (c) => getComputedStyle(c).fill);
    const texts = Array.from(svg.querySelectorAll('text'), (t) => ({text: t.textContent ?? '', fill: getComputedStyle(t).fill}));
    const box = svg.getBoundingClientRect();
    const outside = Array.from(svg.querySelectorAll('text'))
      .map((t) => t.getBoundingClientRect())
      .filter((r) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1).length;
    // The analysers' names: none may cover another.
    const names = Array.from(svg.querySelectorAll('circle + text'), (t) => t.getBoundingClientRect());
    const collisions = names.flatMap((a, i) =>
      names.slice(i + 1).filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
    ).length;
    return {background, circles, texts, outside, collisions, width: box.width};
  });
}

for (const edition of EDITIONS) {
  test.describe(`accuracy and speed page (${edition.path})`, () => {
    test('draws every analyser on the chart, with the same figures in a table after it', async ({page}) => {
      await open(page, edition.path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(edition.heading);
      const figure = page.locator('article figure');
      await expect(figure.locator('figcaption')).toBeVisible();
      // The table is the drawing's text alternative: screen readers skip the SVG.
      for (const svg of await figure.locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true');
      const rows = page.locator('article figure + * table tbody tr');
      await expect(rows).toHaveCount(7);
      const drawn = await chart(page);
      expect(drawn.circles).toHaveLength(7);
      for (const name of ['hama', 'Kiwi', 'MeCab', 'Hannanum', 'Komoran', 'Okt', 'PeCab']) {
        expect(drawn.texts.map((t) => t.text)).toContain(name);
        await expect(rows.filter({hasText: name})).toHaveCount(1);
      }
      expect(drawn.outside, 'labels drawn outside the chart').toBe(0);
      expect(drawn.collisions, 'names drawn over each other').toBe(0);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the chart's text and points stand out from the page in ${colorScheme} mode`, async ({page}) => {
        await page.emulateMedia({colorScheme});
        await open(page, edition.path);
        const drawn = await chart(page);
        for (const {text, fill} of drawn.texts) expect(fill, text).not.toBe(drawn.background);
        for (const fill of drawn.circles) expect(fill).not.toBe(drawn.background);
        // Text follows the theme: dark text on light, light text on dark.
        const lightness = (rgb: string) =>
          rgb
            .match(/\d+/g)!
            .slice(0, 3)
            .reduce((sum, c) => sum + Number(c), 0) / 3;
        const label = drawn.texts.find((t) => t.text === 'hama')!;
        expect(Math.abs(lightness(label.fill) - lightness(drawn.background))).toBeGreaterThan(100);
      });
    }

    test.describe('on a phone', () => {
      test.use({viewport: {width: 375, height: 800}});

      test('the chart fits the screen and the page does not scroll sideways; wide tables scroll in their own box', async ({page}) => {
        await open(page, edition.path);
        const drawn = await chart(page);
        expect(drawn.width).toBeLessThanOrEqual(375);
        expect(drawn.outside).toBe(0);
        expect(drawn.collisions).toBe(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}

test.describe('finding the accuracy and speed page', () => {
  test('the sidebar, the introduction and the installation page lead to it', async ({page}) => {
    await open(page, '/docs/introduction');
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '정확도와 속도'}).click();
    await expect(page).toHaveURL(/\/docs\/benchmark$/);
    await open(page, '/docs/introduction');
    await page.locator('#limits ~ ul').getByRole('link', {name: '정확도와 속도'}).click();
    await expect(page).toHaveURL(/\/docs\/benchmark$/);
    await open(page, '/docs/installation');
    await page.locator('#next ~ ul').getByRole('link', {name: '정확도와 속도'}).click();
    await expect(page).toHaveURL(/\/docs\/benchmark$/);
  });

  for (const query of ['정확도', '속도', '벤치마크', '비교', 'kiwi', 'konlpy', 'accuracy']) {
    test(`search finds it for "${query}"`, async ({page}) => {
      await open(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('main').getByRole('link').filter({hasText: '정확도와 속도'}).first()).toBeVisible();
      const hrefs = await page
        .getByRole('main')
        .locator('a[href^="/docs/"], a[href^="/blog/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs[0], `first result for ${query}`).toMatch(/^\/docs\/benchmark(#|$)/);
    });
  }

  test('search on the English pages finds it for accuracy, speed, kiwi and konlpy', async ({page}) => {
    for (const query of ['accuracy', 'speed', 'kiwi', 'konlpy']) {
      await open(page, `/en/search?q=${query}`);
      await expect(page.getByRole('main').getByRole('link').filter({hasText: 'Accuracy and speed'}).first()).toBeVisible();
      const hrefs = await page
        .getByRole('main')
        .locator('a[href^="/en/docs/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs[0], query).toMatch(/^\/en\/docs\/benchmark(#|$)/);
    }
  });
});
