import type {Page} from '@playwright/test';
import {test, expect, open, emptyClipboard} from '../../test';

// src/plugins/code-blocks/theme/CodeBlock: the first page keeps its build-time highlighted code
// blocks through hydration and makes one live only when the reader points at,
// touches or focuses it.

const INSTALL = 'pip install "hama==1.0.0"';
const installBlock = (page: Page) => page.locator('.theme-code-block', {hasText: INSTALL}).first();
const copyButton = (page: Page) => installBlock(page).getByRole('button', {name: '클립보드에 코드 복사'});

test.describe('code blocks', () => {
  test('arrive highlighted from the server and copy with the mouse', async ({page}) => {
    await open(page, '/docs/installation');
    const clipboard = await emptyClipboard(page);
    // Highlighted before any script could have run Prism: the tokens are in the HTML.
    await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
    await installBlock(page).hover();
    await copyButton(page).click();
    await expect.poll(clipboard).toBe(INSTALL);
  });

  test('from the keyboard: Tab reaches the code, then its copy button', async ({page}) => {
    await open(page, '/docs/installation');
    const clipboard = await emptyClipboard(page);
    await page.locator('h2#install').scrollIntoViewIfNeeded();
    await installBlock(page).locator('pre').focus();
    // Focus makes the block live (its buttons appear) and stays on its code.
    await expect(copyButton(page)).toHaveCount(1);
    await expect(installBlock(page).locator('pre')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(installBlock(page).getByRole('button').last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(clipboard).toBe(INSTALL);
  });

  test('nothing more is loaded for a page with code until the reader reaches for a block', async ({page}) => {
    const chunks: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/js/') && chunks.push(request.url()));
    await open(page, '/docs/api/tagging');
    await page.waitForLoadState('networkidle');
    const blocks = page.locator('.theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(20);
    const copyButtons = page.getByRole('button', {name: '클립보드에 코드 복사'});
    await expect(copyButtons).toHaveCount(0);
    const loadedForThePage = chunks.length;
    // Pointing at a block far down the page loads the highlighter and makes that block live, only that one.
    const lastBlock = blocks.last();
    await lastBlock.hover();
    await expect(lastBlock.getByRole('button', {name: '클립보드에 코드 복사'})).toBeVisible();
    expect(chunks.length).toBeGreaterThan(loadedForThePage);
    await expect(copyButtons).toHaveCount(1);
  });

  test.describe('on a touch screen', () => {
    test.use({hasTouch: true, isMobile: true, viewport: {width: 375, height: 740}});

    test('a tap on a block makes it live', async ({page}) => {
      await open(page, '/docs/installation');
      await expect(copyButton(page)).toHaveCount(0);
      await installBlock(page).tap();
      await expect(copyButton(page)).toHaveCount(1);
    });
  });

  test('pages reached by client-side navigation get live blocks at once', async ({page}) => {
    await open(page, '/docs/introduction');
    const clipboard = await emptyClipboard(page);
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    await copyButton(page).click();
    await expect.poll(clipboard).toBe(INSTALL);
  });

  test.describe('in dark mode', () => {
    test.use({colorScheme: 'dark'});

    test("blocks take the dark theme's colours before and after going live", async ({page}) => {
      await open(page, '/docs/installation');
      const colours = () =>
        installBlock(page)
          .locator('pre')
          .evaluate((pre) => [getComputedStyle(pre).backgroundColor, getComputedStyle(pre.querySelector('.token.function')!).color]);
      // Dracula (src/utils/prismThemes.ts): background #282a36, functions rgb(80, 250, 123).
      const dark = ['rgb(40, 42, 54)', 'rgb(80, 250, 123)'];
      expect(await colours()).toEqual(dark);
      await installBlock(page).hover();
      await expect(copyButton(page)).toHaveCount(1);
      expect(await colours()).toEqual(dark);
    });
  });

  test.describe('when the highlighter cannot be loaded', () => {
    test.use({allowedConsoleErrors: /Failed to load resource|ERR_FAILED/});

    test('a page reached by navigation shows its code as plain text, and goes live once the network is back', async ({page}) => {
      await open(page, '/docs/license');
      const clipboard = await emptyClipboard(page);
      const link = page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true});
      // Pointing fetches the page itself; the highlighter's chunk is all that is left to load.
      // Wait for those chunks themselves: the load state "networkidle" was reached long before
      // the hover, and under a full run the route was sometimes cut off half-fetched.
      await link.hover();
      await page.evaluate(async () => {
        await window.docusaurus.preload('/docs/installation');
      });
      await page.route('**/assets/js/**', (route) => route.abort());
      await link.click();
      await expect(page.locator('h1')).toHaveText('설치');
      await expect(installBlock(page)).toContainText(INSTALL);
      await expect(copyButton(page)).toHaveCount(0);
      await page.unroute('**/assets/js/**');
      await installBlock(page).hover();
      await copyButton(page).click();
      await expect.poll(clipboard).toBe(INSTALL);
    });
  });
});
