import type {Locator, Page} from '@playwright/test';
import {test, expect, open, DOC_ROUTES, inEnglish} from '../../test';

// Every POS22 tag explains itself (src/plugins/pos-tags, issue #33): a button
// in the page's HTML whose popover, after the page's content, gives the tag's names and mappings.

const tag = (scope: Page | Locator, name: string) => scope.getByRole('button', {name, exact: true});
/** A tag's popover: the one its button opens, in the list after the page's content. */
const hintOf = async (button: Locator) =>
  button.page().locator(`[data-pos-tag-hints] > [popover][id="${await button.getAttribute('popovertarget')}"]`);

/** The text a reader gets by selecting a block and copying it. */
const selectedText = (block: Locator) =>
  block.evaluate((pre) => {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });

/** The ```text blocks of a page's Markdown twin: what its outputs print. */
async function twinTextBlocks(page: Page, path: string): Promise<string[]> {
  const twin = await (await page.request.get(`${path}.md`)).text();
  return [...twin.matchAll(/^```text\n([\s\S]*?)^```$/gm)].map(([, body]) => body!.trimEnd());
}

test.describe('tags that explain themselves', () => {
  test('every output on every doc page: each tag a button with a popover, the text copied as printed', async ({page}) => {
    test.setTimeout(90_000);
    let tags = 0;
    for (const {path} of DOC_ROUTES) {
      await open(page, path);
      const blocks = page.locator('article pre.language-text, article .language-text pre');
      const expected = await twinTextBlocks(page, path);
      expect(await blocks.count(), path).toBe(expected.length);
      for (const [i, printed] of expected.entries()) {
        const block = blocks.nth(i);
        expect((await selectedText(block)).trimEnd(), `${path}, output ${i + 1} copies as printed`).toBe(printed);
        const buttons = block.locator('button[popovertarget]');
        // Every quoted tag of a pair in the output is a button.
        const pairs = [...printed.matchAll(/\((?:'[^']*'|"[^"]*"), '\w+'\)/g)].length;
        expect(await buttons.count(), `${path}, output ${i + 1}`).toBeGreaterThanOrEqual(pairs);
        tags += await buttons.count();
      }
    }
    expect(tags).toBeGreaterThan(100);
  });

  test('pointing shows the names and mappings; the popover covers nothing of the layout and stays on screen', async ({page}) => {
    await open(page, '/docs/introduction');
    const output = page.locator('article pre').filter({hasText: "('날씨', '"}).first();
    await output.scrollIntoViewIfNeeded();
    const before = await output.boundingBox();
    const nc = tag(output, 'nc').first();
    // The pointer crosses the block's edge on its way to the tag: the block goes live then
    // (src/plugins/code-blocks), its copy button appears, and the tag opens on arrival.
    await output.hover({position: {x: 2, y: 2}});
    await expect(output.locator('xpath=..').getByRole('button', {name: '클립보드에 코드 복사'})).toBeAttached();
    await nc.hover();
    const hint = await hintOf(nc);
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('보통 명사');
    await expect(hint).toContainText('common noun');
    await expect(hint).toContainText('세종: NNG');
    await expect(hint).toContainText('UPOS: NOUN');
    await expect(hint.getByRole('link', {name: '품사 표에서 보기'})).toHaveAttribute('href', '/docs/pos_tagging#tag-table');
    // Below its tag, not in the middle of the screen, and nothing around it moved.
    const [tagBox, hintBox] = [await nc.boundingBox(), await hint.boundingBox()];
    expect(hintBox!.y).toBeGreaterThanOrEqual(tagBox!.y + tagBox!.height - 1);
    expect(hintBox!.y).toBeLessThan(tagBox!.y + tagBox!.height + 20);
    expect(await output.boundingBox()).toEqual(before);
    // The reader can move onto the popover and follow its link.
    await hint.getByRole('link').hover();
    await expect(hint).toBeVisible();
    await hint.getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/pos_tagging#tag-table$/);
  });

  test("from the keyboard: Tab reaches each tag and its popover's link, the tag announces its names; Escape closes the popover", async ({
    page,
  }) => {
    await open(page, '/docs/pos_tagging');
    const block = page.locator('article .language-text pre').first();
    await expect(tag(block, 'jc').first()).toHaveAccessibleDescription(
      /^jc 격조사 · case particle 세종: JKS, JKC, .* UPOS: ADP 품사 표에서 보기$/,
    );
    // Tab from the block's code to its first tag, then the next: each popover opens on keyboard focus.
    await block.focus();
    await page.keyboard.press('Tab');
    const nc = tag(block, 'nc').first();
    await expect(nc).toBeFocused();
    const ncHint = await hintOf(nc);
    // It opens after a moment's focus (as a tooltip does: Tab pressed on at once moves on).
    await expect(ncHint).toBeVisible();
    await expect(ncHint).toContainText('보통 명사');
    // Then into the popover, to its link, and on to the next tag.
    await page.keyboard.press('Tab');
    await expect(ncHint.getByRole('link', {name: '품사 표에서 보기'})).toBeFocused();
    await page.keyboard.press('Tab');
    const jc = tag(block, 'jc').first();
    await expect(jc).toBeFocused();
    await expect(ncHint).toBeHidden();
    const hint = await hintOf(jc);
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('JKS');
    await page.keyboard.press('Escape');
    await expect(hint).toBeHidden();
    await expect(jc).toBeFocused();
  });

  test('a page reached by a link: its popovers arrive with it, by pointer and by keyboard', async ({page}) => {
    await open(page, '/docs/installation');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: '소개'}).click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    const output = page.locator('article pre').filter({hasText: "('날씨', '"}).first();
    const nc = tag(output, 'nc').first();
    await nc.hover();
    await expect(await hintOf(nc)).toBeVisible();
    await expect(await hintOf(nc)).toContainText('보통 명사');
    await page.mouse.move(0, 0);
    await expect(await hintOf(nc)).toBeHidden();
    const jc = tag(page.locator('article p'), 'jc').first();
    await jc.focus();
    await page.keyboard.press('Enter');
    await expect(await hintOf(jc)).toBeVisible();
    await expect(await hintOf(jc)).toContainText('격조사');
  });

  test('prose and tables: inline tags explain themselves too', async ({page}) => {
    await open(page, '/docs/pos_tagging');
    const table = page.locator('#tag-table ~ div table').first();
    const ef = tag(table, 'ef').first();
    await ef.click();
    await expect(await hintOf(ef)).toContainText('종결 어미');
    // The tag in a result pair of the table, as in ('렸다', 'ef').
    expect(await table.locator('code', {hasText: "('렸다', '"}).locator('button').count()).toBe(1);
    // A word that is not a tag stays plain code.
    await expect(
      page
        .locator('article code', {hasText: /^tag\(\)$/})
        .first()
        .locator('button'),
    ).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({hasTouch: true, isMobile: true, viewport: {width: 375, height: 740}});

    test('a tap shows the popover inside the screen, without moving the page', async ({page}) => {
      await open(page, '/docs/service');
      const output = page.locator('article pre').filter({hasText: "('h', '"}).first();
      const f = tag(output, 'f').last();
      await f.scrollIntoViewIfNeeded();
      const scroll = await page.evaluate(() => scrollY);
      await f.tap();
      const hint = await hintOf(f);
      await expect(hint).toBeVisible();
      const box = (await hint.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => scrollY)).toBe(scroll);
    });
  });

  test.describe('in dark mode', () => {
    test.use({colorScheme: 'dark'});

    test('the popover takes the dark colours', async ({page}) => {
      await open(page, '/docs/introduction');
      const nc = tag(page.locator('article pre.language-text, article .language-text pre').first(), 'nc').first();
      await nc.click();
      const hint = await hintOf(nc);
      const [background, color] = await hint.evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element).color,
      ]);
      expect(background).not.toBe('rgb(255, 255, 255)');
      expect(color).not.toBe('rgb(28, 30, 33)');
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({javaScriptEnabled: false});

    test('the popovers are in the HTML, open by click or keyboard, and close by a click elsewhere or Escape', async ({page}) => {
      await page.goto('/docs/morphemes');
      const output = page.locator('article pre').filter({hasText: "('빨리', '"}).first();
      const ma = tag(output, 'ma').first();
      await ma.click();
      await expect(await hintOf(ma)).toBeVisible();
      await expect(await hintOf(ma)).toContainText('부사 · adverb');
      // A click elsewhere closes it (Escape is for the keyboard, below: the pointer resting on the tag would show it again).
      await page.mouse.click(5, 5);
      await expect(await hintOf(ma)).toBeHidden();
      const ef = tag(output, 'ef').first();
      await ef.focus();
      await page.keyboard.press('Enter');
      await expect(await hintOf(ef)).toBeVisible();
      await expect(await hintOf(ef)).toContainText('종결 어미');
      await page.keyboard.press('Escape');
      await expect(await hintOf(ef)).toBeHidden();
    });
  });

  test('the English edition names each tag in English first, with its Korean name', async ({page}) => {
    await open(page, inEnglish('/docs/introduction'));
    const jc = tag(page.locator('article .language-text pre').first(), 'jc').first();
    await jc.click();
    const hint = await hintOf(jc);
    await expect(hint).toContainText('Sejong: JKS');
    await expect(hint.getByRole('link', {name: 'See the tag table'})).toHaveAttribute('href', '/en/docs/pos_tagging#tag-table');
  });

  test('feeds carry the outputs as printed, without buttons or popovers', async ({request}) => {
    const feed = await (await request.get('/blog/rss.xml')).text();
    expect(feed).toContain('오늘');
    expect(feed).not.toContain('popover');
  });
});
