import type {Page} from '@playwright/test';
import {test, expect, open} from '../test';

// src/theme/CodeBlock: the first page keeps its build-time highlighted code
// blocks through hydration and makes one live only when the reader reaches it.

const INSTALL = 'pip install "hama==1.0.0"';
const installBlock = (page: Page) => page.locator('.theme-code-block', {hasText: INSTALL}).first();
const copyButton = (page: Page) => installBlock(page).getByRole('button', {name: '클립보드에 코드 복사'});
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('code blocks', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('arrive highlighted from the server and copy with the mouse', async ({page}) => {
    await open(page, '/docs/installation');
    // Highlighted before any script could have run Prism: the tokens are in the HTML.
    await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
    await installBlock(page).hover();
    await copyButton(page).click();
    expect(await clipboard(page)).toBe(INSTALL);
  });

  test('from the keyboard: Tab reaches the code, then its copy button', async ({page}) => {
    await open(page, '/docs/installation');
    await page.locator('h2#install').scrollIntoViewIfNeeded();
    await installBlock(page).locator('pre').focus();
    await expect(installBlock(page).locator('pre')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(installBlock(page).getByRole('button').last()).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await clipboard(page)).toBe(INSTALL);
  });

  test('blocks go live by themselves as they come near the viewport, for readers who neither point nor tab', async ({page}) => {
    await open(page, '/docs/api/tagging');
    const blocks = page.locator('.theme-code-block');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(20);
    await page.waitForLoadState('networkidle');
    // Blocks far below the first screen wait: nothing is spent on code not yet seen.
    await expect(blocks.last().getByRole('button')).toHaveCount(0);
    // A reader scrolling down, half a screen at a time.
    const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1);
    for (let step = 0; step < 300 && !(await atBottom()); step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await expect(page.getByRole('button', {name: '클립보드에 코드 복사'})).toHaveCount(count, {timeout: 15_000});
  });

  test('a block far down the page goes live at once when the reader points at it', async ({page}) => {
    await open(page, '/docs/api/tagging');
    const lastBlock = page.locator('.theme-code-block').last();
    await page.waitForLoadState('networkidle');
    await expect(lastBlock.getByRole('button')).toHaveCount(0);
    await lastBlock.hover();
    await expect(lastBlock.getByRole('button', {name: '클립보드에 코드 복사'})).toBeVisible();
  });

  test('pages reached by client-side navigation get live blocks at once', async ({page}) => {
    await open(page, '/docs/introduction');
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    await copyButton(page).click();
    expect(await clipboard(page)).toBe(INSTALL);
  });

  test.describe('when the highlighter cannot be loaded', () => {
    test.use({allowedConsoleErrors: /Failed to load resource|ERR_FAILED/});

    test('a page reached by navigation shows its code as plain text, and goes live once the network is back', async ({page}) => {
      await open(page, '/docs/license');
      const link = page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '설치', exact: true});
      // Pointing fetches the page itself; the highlighter's chunk is all that is left to load.
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.route('**/assets/js/**', (route) => route.abort());
      await link.click();
      await expect(page.locator('h1')).toHaveText('설치');
      await expect(installBlock(page)).toContainText(INSTALL);
      await expect(copyButton(page)).toHaveCount(0);
      await page.unroute('**/assets/js/**');
      await installBlock(page).hover();
      await copyButton(page).click();
      expect(await clipboard(page)).toBe(INSTALL);
    });
  });
});
