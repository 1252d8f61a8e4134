import type {Page} from '@playwright/test';
import {test, expect, open, openBeforeHydration} from '../../test';
import data from '../../../benchmarks/accuracy/sentence-results.json';
import results from '../../../benchmarks/accuracy/results.json';

// The accuracy page's sentence browser (issue #33): benchmarks/accuracy/sentence-results.json, behind a
// disclosure, loaded when a reader opens it.
type Sentence = {id: string; text: string; kinds: string[]; words: {form: string; error: string | null}[]};
const sentences = data.sentences as unknown as Sentence[];
const total = sentences.length;

const EDITIONS = [
  {
    lang: 'ko',
    path: '/docs/benchmark',
    open: '문장별 분석 결과',
    count: (count: number) => `문장 ${total}개 중 ${count}개`,
    kind: 'hama의 오류 종류',
    wrongTag: '태그가 틀림',
    search: '낱말로 찾기',
  },
  {
    lang: 'en',
    path: '/en/docs/benchmark',
    open: 'Analyses sentence by sentence',
    count: (count: number) => `${count} of ${total} sentences`,
    kind: "hama's kind of mistake",
    wrongTag: 'Wrong tag',
    search: 'Find a word',
  },
] as const;

/** Every body the page received, to look for the browser's sentences in. */
function receivedBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => bodies.push(response.text().catch(() => '')));
  return bodies;
}

const carries = async (bodies: Promise<string>[], text: string) => (await Promise.all(bodies)).some((body) => body.includes(text));

test.describe('the sentence browser', () => {
  for (const edition of EDITIONS) {
    test(`${edition.lang}: comes only when opened, by keyboard; lists every sentence with the gold beside hama; filters by mistake and by word`, async ({
      page,
    }) => {
      const bodies = receivedBodies(page);
      await open(page, edition.path);
      await page.waitForLoadState('networkidle');
      // A sentence of the browser that the page's own figures do not name (their examples do name some).
      const unquoted = sentences.find((s) => !JSON.stringify(results).includes(s.id))!;
      expect(await carries(bodies, unquoted.id), 'the sentences before the browser is opened').toBe(false);

      const summary = page.getByText(edition.open, {exact: true});
      await summary.focus();
      await page.keyboard.press('Enter');
      const status = page.getByRole('status').filter({hasText: edition.count(total)});
      await expect(status).toBeVisible();
      expect(await carries(bodies, unquoted.id)).toBe(true);

      // The first sentence, each of its words with the gold beside hama's and a verdict.
      const items = page.locator('details ol > li');
      await expect(items).toHaveCount(10);
      const first = items.first();
      await expect(first.locator('p').first()).toHaveText(sentences[0]!.text);
      await expect(first.locator('tbody tr')).toHaveCount(sentences[0]!.words.length);
      const wrong = sentences[0]!.words.findIndex((word) => word.error === 'tag');
      expect(wrong).toBeGreaterThanOrEqual(0);
      await expect(first.locator('tbody tr').nth(wrong).locator('td').nth(3)).toHaveText(edition.wrongTag);

      // By kind of mistake, with the keyboard.
      const withWrongTag = sentences.filter((s) => s.kinds.includes('wrongTag'));
      await page.getByLabel(edition.kind).focus();
      await page.getByLabel(edition.kind).selectOption('wrongTag');
      await expect(page.getByRole('status').filter({hasText: edition.count(withWrongTag.length)})).toBeVisible();
      for (const item of await items.all()) await expect(item.locator('tbody')).toContainText(edition.wrongTag);

      // And by a word in the sentence.
      const word = '군인';
      const matching = withWrongTag.filter((s) => s.text.includes(word));
      expect(matching.length).toBeGreaterThan(0);
      await page.getByLabel(edition.search).pressSequentially(word);
      await expect(page.getByRole('status').filter({hasText: edition.count(matching.length)})).toBeVisible();
      await expect(items.locator('> p:first-child')).toHaveText(matching.slice(0, 10).map((s) => s.text));
    });
  }

  test('more sentences come ten at a time, the reader taken to the first new one', async ({page}) => {
    await open(page, '/docs/benchmark');
    await page.getByText('문장별 분석 결과', {exact: true}).click();
    const items = page.locator('details ol > li');
    await expect(items).toHaveCount(10);
    await page.getByRole('button', {name: `10개 더 보기 (남은 문장 ${total - 10}개)`}).focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(20);
    await expect(items.nth(10).locator('p').first()).toHaveText(sentences[10]!.text);
    await expect(items.nth(10)).toBeFocused();
  });

  test('punctuation, which hama always tags u, is said so rather than marked wrong; the search ignores case', async ({page}) => {
    await open(page, '/docs/benchmark');
    await page.getByText('문장별 분석 결과', {exact: true}).click();
    const first = page.locator('details ol > li').first();
    const period = sentences[0]!.words.findIndex((word) => word.form === '.');
    expect(period).toBeGreaterThanOrEqual(0);
    await expect(first.locator('tbody tr').nth(period).locator('td').nth(3)).toHaveText('문장 부호를 u로 봄');
    const latin = sentences.filter((s) => s.text.includes('market'));
    expect(latin.length).toBeGreaterThan(0);
    await page.getByLabel('낱말로 찾기').fill('MARKET');
    await expect(page.getByRole('status').filter({hasText: `문장 ${total}개 중 ${latin.length}개`})).toBeVisible();
  });

  test('a screen reader hears the count once the reader pauses, not at every key', async ({page}) => {
    // The page's clock, held while the keys go in: however busy the machine, no pause comes between them.
    await page.clock.install();
    await open(page, '/docs/benchmark');
    await page.getByText('문장별 분석 결과', {exact: true}).click();
    const status = page.getByRole('status').filter({hasText: `문장 ${total}개 중`});
    await expect(status).toHaveText(`문장 ${total}개 중 ${total}개`);
    // Every text the live region takes on is announced.
    await status.evaluate((region) => {
      (window as {announced?: string[]}).announced = [];
      new MutationObserver(() => (window as {announced?: string[]}).announced!.push(region.textContent!)).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    const word = 'market';
    const search = page.getByLabel('낱말로 찾기');
    for (const key of word) {
      await search.press(key);
      await page.clock.runFor(60);
    }
    // The list follows each key at once.
    const matching = sentences.filter((s) => s.text.toLowerCase().includes(word));
    await expect(page.locator('details ol > li')).toHaveCount(Math.min(10, matching.length));
    expect(await page.evaluate(() => (window as {announced?: string[]}).announced)).toEqual([]);
    await page.clock.runFor(600);
    const final = `문장 ${total}개 중 ${matching.length}개`;
    await expect(status).toHaveText(final);
    expect(await page.evaluate(() => (window as {announced?: string[]}).announced)).toEqual([final]);
  });

  test('opened before the scripts arrive, it says so, then loads once they do', async ({page}) => {
    const release = await openBeforeHydration(page, '/docs/benchmark');
    await page.getByText('문장별 분석 결과', {exact: true}).click();
    await expect(page.getByText('문장 목록은 JavaScript로 불러옵니다.')).toBeVisible();
    release();
    await expect(page.getByRole('status').filter({hasText: `문장 ${total}개 중 ${total}개`})).toBeVisible();
  });

  test.describe('on a network that fails', () => {
    test.use({allowedConsoleErrors: /Failed to load resource|Loading chunk/});
    test('says so, and its Retry loads the list once the network is back', async ({page}) => {
      await open(page, '/docs/benchmark');
      await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
      await page.getByText('문장별 분석 결과', {exact: true}).click();
      await expect(page.getByRole('alert')).toContainText('문장 목록을 불러오지 못했습니다');
      await page.unroute('**/assets/js/*.js');
      await page.getByRole('button', {name: '다시 시도'}).click();
      await expect(page.getByRole('status').filter({hasText: `문장 ${total}개 중 ${total}개`})).toBeVisible();
      // The Retry button is gone; the reader is left on the disclosure, not at the top of the page.
      await expect(page.getByText('문장별 분석 결과', {exact: true})).toBeFocused();
    });
  });

  test('at 375 px, the page does not scroll sideways; the tables do, by keyboard too', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await open(page, '/docs/benchmark');
    await page.getByText('문장별 분석 결과', {exact: true}).click();
    await expect(page.locator('details ol > li')).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const region = page.locator('details ol > li').first().getByRole('region');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
