import type {Page} from '@playwright/test';
import {test, expect, open} from '../../test';

const INDEX = /\/search-index\.json$/;

const searchBox = (page: Page) => page.getByRole('combobox', {name: '사이트 검색'});
const options = (page: Page) => page.getByRole('listbox', {name: '검색 결과'}).getByRole('option');

test.describe('navbar search', () => {
  test('the index is fetched only when the reader first opens search; Ctrl+K opens it', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => INDEX.test(request.url()) && indexRequests.push(request.url()));
    await open(page, '/docs/introduction');
    await page.getByRole('link', {name: '설치', exact: true}).first().hover(); // some reading around
    expect(indexRequests).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect.poll(() => indexRequests.length).toBe(1);
  });

  test('results appear as you type, name page and section, and mark the matched words', async ({page}) => {
    await open(page, '/');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('형태소를');
    await expect(options(page).first()).toContainText('형태소');
    await expect(options(page).first().locator('mark').first()).toHaveText(/형태소/);
    // The last option opens the results page.
    await expect(options(page).last()).toHaveText('‘형태소를’ 검색 결과 모두 보기');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('arrows choose a result and Enter goes straight to its section', async ({page}) => {
    await open(page, '/');
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('가상 환경에');
    await expect(options(page).first()).toContainText('가상 환경에 설치하기');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/installation#venv$/);
    await expect(page.locator('h2#venv')).toBeInViewport();
    // Leaving the page empties and closes the box.
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a result goes to its section too', async ({page}) => {
    await open(page, '/blog');
    await searchBox(page).fill('mmh3');
    await expect(options(page).first()).toContainText('의존성: mmh3');
    await options(page).first().click();
    await expect(page).toHaveURL(/\/docs\/installation#mmh3$/);
    await expect(page.locator('h2#mmh3')).toBeInViewport();
  });

  test('Esc closes the results, a second Esc empties the box; / typed inside a field stays text', async ({page}) => {
    await open(page, '/docs/introduction');
    await searchBox(page).fill('pip install');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', {name: '검색 결과'})).toBeHidden();
    await expect(searchBox(page)).toHaveValue('pip install');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await searchBox(page).fill('a/b');
    await expect(searchBox(page)).toHaveValue('a/b');
  });

  test('Enter without a chosen result opens the results page at a shareable address', async ({page}) => {
    await open(page, '/');
    await searchBox(page).fill('zipped');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zipped$/);
    await expect(page.getByRole('status').filter({hasText: '검색 결과'})).toHaveText(/‘zipped’ 검색 결과 \d+건/);
    await page.reload();
    await expect(page.getByLabel('개발 가이드와 블로그에서 찾을 말')).toHaveValue('zipped');
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    await expect(first).toContainText('zipped');
    await first.click();
    await expect(page).toHaveURL(/#(zipped|tag)$/);
  });

  test('a query with no match says so in Korean', async ({page}) => {
    await open(page, '/');
    await searchBox(page).fill('qwertyuiopasdf');
    await expect(page.getByRole('status').filter({hasText: '맞는 문서가 없습니다'})).toHaveText('‘qwertyuiopasdf’에 맞는 문서가 없습니다.');
  });

  test('strange and huge input is cut, escaped and never breaks the page', async ({page}) => {
    await open(page, '/');
    const box = searchBox(page);
    await box.fill('<img src=x onerror="window.hacked=1">형태소');
    await expect(options(page).first()).toBeVisible();
    await box.fill('   ');
    await expect(page.getByRole('listbox', {name: '검색 결과'})).toBeHidden();
    await box.fill('🦛🦛 漢字 ｈａｍａ');
    await expect(options(page).last()).toContainText('검색 결과 모두 보기');
    await box.fill('형태소 '.repeat(2500));
    expect((await box.inputValue()).length).toBe(200);
    await expect(options(page).first().locator('mark').first()).toHaveText('형태소');
    expect(await page.evaluate(() => (window as {hacked?: number}).hacked)).toBeUndefined();
    const script = '<script>window.hacked=1</script>';
    await open(page, `/search?q=${encodeURIComponent(script.repeat(300))}`);
    const pageBox = page.getByLabel('개발 가이드와 블로그에서 찾을 말');
    await expect(pageBox).not.toHaveValue('');
    expect((await pageBox.inputValue()).startsWith(script)).toBe(true);
    expect((await pageBox.inputValue()).length).toBe(200);
    expect(await page.evaluate(() => (window as {hacked?: number}).hacked)).toBeUndefined();
  });

  test('navbar, sidebar and footer text is not indexed; doc and blog text is', async ({page, request}) => {
    await open(page, '/');
    const index = await (await request.get('/search-index.json')).json();
    const sections = Object.values(index.storedFields) as Array<{text: string; heading: string}>;
    const text = sections.map((section) => section.text).join('\n');
    expect(text).not.toContain('Copyright © 2021 hama');
    expect(text).not.toContain('토론방');
    expect(text).not.toContain('이전 문서');
    const ids = Object.values(index.documentIds) as string[];
    expect(ids).toContain('/docs/installation#venv');
    expect(ids).toContain('/blog/feeds#subscribe');
    expect(ids.filter((id) => !/^\/(docs|blog)\//.test(id))).toEqual([]);
    expect(ids.some((id) => /^\/blog\/(tags|archive|authors|page)/.test(id))).toBe(false);
  });

  test('works at 375 px: the box fits the navbar and results use the screen width', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await open(page, '/docs/introduction');
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).fill('품사 표');
    const first = options(page).first();
    // The page › section line, which only a hit has: until the index arrives the
    // one option is '‘품사 표’ 검색 결과 모두 보기', which also contains the query.
    await expect(first).toContainText('품사 태깅 › 품사 태그 표');
    const box = (await page.getByRole('listbox', {name: '검색 결과'}).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await first.click();
    await expect(page).toHaveURL(/\/docs\/pos_tagging#tag-table$/);
  });
});

test.describe('search when the index cannot load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test('says so and loads it on Retry once the network is back', async ({page}) => {
    let broken = true;
    await page.route(INDEX, (route) => (broken ? route.abort('internetdisconnected') : route.continue()));
    await open(page, '/');
    await searchBox(page).fill('설치');
    const retry = page.getByRole('button', {name: '다시 시도'});
    await expect(page.getByText('검색 색인을 불러오지 못했습니다.')).toBeVisible();
    broken = false;
    await retry.click();
    // A marked word: only a hit has one (the 'all results' option also says 설치).
    await expect(options(page).first().locator('mark').first()).toHaveText('설치');
    await expect(searchBox(page)).toHaveValue('설치');
  });
});

test.describe('search reads what Korean readers really type (issue #14)', () => {
  // What is typed, the page section the first result must be, and how the engine says it read a fuzzy query.
  const CASES = [
    {kind: '초성', typed: 'ㅍㅅ ㅌㄱ', first: '품사 태깅', understood: null},
    {kind: 'a jamo typo', typed: '형태쇼', first: '형태소', understood: '형태소'},
    {kind: 'the Korean keys typed with the IME off', typed: 'gudxoth', first: '형태소', understood: '형태소'},
    {kind: 'a loanword for the word the page uses', typed: '릴리스', first: '파이썬 패키지 hama 1.0.0 출시', understood: null},
    {kind: 'an English typo', typed: 'instalation', first: '설치', understood: '설치'},
  ];

  for (const {kind, typed, first, understood} of CASES) {
    test(`${kind} (${typed}) finds ${first} in the navbar box and on the results page`, async ({page}) => {
      await open(page, '/blog');
      await searchBox(page).fill(typed);
      const hit = options(page).first();
      // The page › section line, which only a hit has.
      await expect(hit).toContainText(first);
      const explanation = page.getByRole('status').filter({hasText: '(으)로 찾은 결과'});
      if (understood) await expect(explanation).toHaveText(`‘${understood}’(으)로 찾은 결과입니다.`);
      else await expect(explanation).toHaveCount(0);

      await options(page).last().click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(typed).replace(/%20/g, '(%20|\\+)')}$`));
      await expect(page.getByRole('main').locator('ol > li > a').first()).toContainText(first);
      const summary = page.getByRole('status').filter({hasText: '검색 결과'});
      await expect(summary).toContainText(
        understood ? `‘${typed}’을(를) ‘${understood}’(으)로 읽어 찾은 검색 결과` : `‘${typed}’ 검색 결과`,
      );
    });
  }
});
