import type {Page} from '@playwright/test';
import {test, expect, open, openBeforeHydration, waitForHydration, ROUTES} from '../test';
import {cpythonTag} from '../fixtures/cpython';

const RUNTIME = /\/playground-runtime\//;
// Pyodide's first start on this machine takes 3–6 s; a loaded CI machine more.
const START_TIMEOUT = 90_000;

const textBox = (page: Page) => page.getByLabel('분석할 문장');
const ready = (page: Page) => expect(page.getByText(/^준비됨:/)).toBeVisible({timeout: START_TIMEOUT});
const codeBlock = (page: Page, title: string) =>
  page
    .locator('.theme-code-block')
    .filter({has: page.locator('[class*="codeBlockTitle"]').getByText(title, {exact: true})})
    .locator('pre');

/** Waits until the output is for `textRepr` (the snippet quotes the text as Python would). */
async function outputFor(page: Page, textRepr: string) {
  await expect(page.locator('.theme-code-block pre').last()).toContainText(`text = ${textRepr}`, {timeout: 30_000});
}

test.describe('playground', () => {
  test.describe.configure({timeout: 180_000});

  test('prints exactly what CPython with real mmh3 and hama 1.0.0 prints', async ({page}) => {
    const texts = [
      '오늘 날씨가 좋다',
      '아이들이 공원에서 논다.',
      '모든 사람이 빨리 달렸다',
      '나는 책을 읽었다, 그리고 잤다!',
      'hama 1.0.0을 pip로 설치했다',
      "don't 漢字 🦛 하마",
      '<b>굵게</b> & "따옴표" \\ 백슬래시',
      '줄을\n바꿔도\t된다',
      '🦛🦛',
    ];
    const expected = cpythonTag(texts);
    await open(page, '/playground');
    await ready(page);
    for (const [i, text] of texts.entries()) {
      await textBox(page).fill(text);
      await outputFor(page, expected[i].textRepr);
      // (innerText ends with the code block's last line break)
      expect((await codeBlock(page, 'print(tag(text))').innerText()).trimEnd(), text).toBe(expected[i].listsRepr);
      expect((await codeBlock(page, 'print(tag(text, zipped=True))').innerText()).trimEnd(), text).toBe(expected[i].zippedRepr);
    }
  });

  test('shows honest progress while hama starts, lets the reader type meanwhile, then names each tag', async ({page}) => {
    await open(page, '/playground');
    const progress = page.getByRole('status').filter({hasText: 'hama를 준비하는 중입니다'});
    await expect(progress).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toContainText(/Pyodide|파이썬 시작|hama 1\.0\.0 설치|사전/);
    await textBox(page).fill('모든 사람이 빨리 달렸다');
    await ready(page);
    await outputFor(page, "'모든 사람이 빨리 달렸다'");
    const row = page.getByRole('row').filter({hasText: '빨리'});
    await expect(row).toContainText('ma');
    await expect(row).toContainText('부사');
    await expect(row).toContainText('adverb');
    await expect(row.getByRole('link', {name: 'ma'})).toHaveAttribute('href', '/docs/pos_tagging#tag-table');
    // The snippet reproduces the result and can be copied.
    await expect(page.locator('.theme-code-block pre').last()).toContainText('print(tag(text, zipped=True))');
  });

  test('refuses what would freeze or mislead, before Python runs, and loses nothing typed', async ({page}) => {
    await open(page, '/playground');
    await ready(page);
    await outputFor(page, "'오늘 날씨가 좋다'");
    const alert = page.getByRole('alert');

    await textBox(page).fill('띄어쓰기없이아주긴낱말입니다');
    await expect(alert).toContainText('8글자를 넘는 낱말은 분석하지 않습니다');
    await expect(alert).toContainText('띄어 써서 다시 넣어 주세요');

    const huge = '하마 '.repeat(3400); // 10,200 characters
    await textBox(page).fill(huge);
    await expect(alert).toContainText('한 번에 300자까지 분석합니다');
    expect(await textBox(page).inputValue()).toBe(huge);

    await textBox(page).fill('가나다라마바사아 나다라마바사아가 다라마바사아가나');
    await expect(alert).toContainText('초 넘게 걸릴 수 있습니다');

    await textBox(page).fill('   ');
    await expect(alert).toHaveCount(0);

    // The last good result stays; nothing of the refused text reached Python.
    await expect(page.locator('.theme-code-block pre').last()).toContainText("text = '오늘 날씨가 좋다'");

    await textBox(page).fill('<img src=x onerror="window.hacked=1">하마');
    await outputFor(page, `'<img src=x onerror="window.hacked=1">하마'`);
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {hacked?: number}).hacked)).toBeUndefined();
  });

  test('a call that runs too long is stopped by the watchdog, and hama restarts', async ({page}) => {
    // A made-up 8-syllable word is hama's slowest allowed input: about 2 s here.
    await open(page, `/playground?watchdog=1000&text=${encodeURIComponent('오늘 날씨가 좋다')}`);
    await ready(page);
    await outputFor(page, "'오늘 날씨가 좋다'");
    await textBox(page).fill('가나다라마바사아');
    await expect(page.getByRole('alert')).toContainText('1초 안에 끝나지 않아 중단하고 hama를 다시 시작합니다');
    await expect(page.getByRole('status').filter({hasText: 'hama를 준비하는 중입니다'})).toBeVisible();
    await ready(page);
    await textBox(page).fill('하마가 돌아왔다');
    await outputFor(page, "'하마가 돌아왔다'");
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the text lives in the address, so a link reproduces the result', async ({page}) => {
    await open(page, '/playground');
    await textBox(page).fill('아이들이 공원에서 논다');
    await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe('아이들이 공원에서 논다');
    await page.goto('/blog');
    await open(page, `/playground?text=${encodeURIComponent('친구와 영화를 봤다')}`);
    await expect(textBox(page)).toHaveValue('친구와 영화를 봤다');
    await ready(page);
    await outputFor(page, "'친구와 영화를 봤다'");
    await page.reload();
    await ready(page);
    await outputFor(page, "'친구와 영화를 봤다'");
  });

  test.describe('offline', () => {
    // Docusaurus prefetches the pages of links that come into view; offline, those requests fail.
    test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/});

    test('keeps working once loaded', async ({page, context}) => {
      await open(page, '/playground');
      await ready(page);
      await context.setOffline(true);
      await textBox(page).fill('인터넷이 끊겨도 된다');
      await outputFor(page, "'인터넷이 끊겨도 된다'");
      await context.setOffline(false);
    });
  });

  test('home page, navbar and the tagging guide link to the playground', async ({page}) => {
    await open(page, '/');
    await page.getByRole('main').getByRole('link', {name: '플레이그라운드'}).click();
    await expect(textBox(page)).toHaveValue('오늘 날씨가 좋다');
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '개발 가이드'}).click();
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '플레이그라운드'}).click();
    await expect(page).toHaveURL(/\/playground/);
    await open(page, '/docs/pos_tagging');
    await expect(page.getByRole('article').getByRole('link', {name: '플레이그라운드'}).first()).toHaveAttribute('href', '/playground');
  });
});

test.describe('playground failures', () => {
  test.describe.configure({timeout: 180_000});
  test.use({allowedConsoleErrors: /Failed to load resource|pyodide|WebAssembly|wasm/i});

  test('Python that cannot load says so, and Retry starts it once the network is back', async ({page}) => {
    let broken = true;
    await page.route(/pyodide\.asm\.wasm$/, (route) => (broken ? route.abort('internetdisconnected') : route.continue()));
    await open(page, '/playground');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Pyodide를 시작하지 못했습니다', {timeout: START_TIMEOUT});
    broken = false;
    await alert.getByRole('button', {name: '다시 시도'}).click();
    await ready(page);
    await outputFor(page, "'오늘 날씨가 좋다'");
  });

  test('a browser without WebAssembly gets a clear message', async ({page}) => {
    await page.addInitScript(() => {
      delete (window as {WebAssembly?: unknown}).WebAssembly;
    });
    await open(page, '/playground');
    await expect(page.getByRole('alert')).toContainText('WebAssembly나 Web Worker를 지원하지 않아');
    await expect(textBox(page)).toBeEditable();
  });
});

test.describe('the rest of the site', () => {
  test('pays nothing for the playground: no page but the playground loads its runtime', async ({page}) => {
    test.setTimeout(120_000);
    const runtimeRequests: string[] = [];
    page.on('request', (request) => RUNTIME.test(request.url()) && runtimeRequests.push(request.url()));
    for (const route of ROUTES) {
      await open(page, route);
    }
    expect(runtimeRequests).toEqual([]);
  });

  test('the try-it box on the tagging guide starts hama only when asked, and prints what CPython prints', async ({page}) => {
    test.setTimeout(180_000);
    const runtimeRequests: string[] = [];
    page.on('request', (request) => RUNTIME.test(request.url()) && runtimeRequests.push(request.url()));
    await open(page, '/docs/pos_tagging');
    const box = page.getByLabel('직접 해 보기');
    await expect(box).toHaveValue('아이들이 공원에서 논다');
    expect(runtimeRequests).toEqual([]);
    await box.fill('모든 사람이 빨리 달렸다');
    await page.getByRole('button', {name: 'hama로 분석'}).click();
    const [expected] = cpythonTag(['모든 사람이 빨리 달렸다']);
    await expect(codeBlock(page, `print(tag(${expected.textRepr}, zipped=True))`)).toHaveText(expected.zippedRepr, {
      timeout: START_TIMEOUT,
    });
    expect(runtimeRequests.length).toBeGreaterThan(0);
  });

  test.describe('before the scripts arrive (issue #13)', () => {
    const typed = '하마는 강에 삽니다';

    test('what the reader types into the playground is kept exactly and analysed once ready', async ({page}) => {
      const release = await openBeforeHydration(page, '/playground');
      await textBox(page).fill(typed);
      release();
      await waitForHydration(page);
      await expect(textBox(page)).toHaveValue(typed);
      const [expected] = cpythonTag([typed]);
      await ready(page);
      await outputFor(page, expected.textRepr);
      expect((await codeBlock(page, 'print(tag(text, zipped=True))').innerText()).trimEnd()).toBe(expected.zippedRepr);
      await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(typed);
      await expect(textBox(page)).toHaveValue(typed);
    });

    test('what the reader types into a try-it box is kept and is what hama analyses', async ({page}) => {
      const release = await openBeforeHydration(page, '/docs/pos_tagging');
      const box = page.getByLabel('직접 해 보기');
      await box.fill(typed);
      release();
      await waitForHydration(page);
      await expect(box).toHaveValue(typed);
      await page.getByRole('button', {name: 'hama로 분석'}).click();
      const [expected] = cpythonTag([typed]);
      await expect(codeBlock(page, `print(tag(${expected.textRepr}, zipped=True))`)).toHaveText(expected.zippedRepr, {
        timeout: START_TIMEOUT,
      });
      await expect(box).toHaveValue(typed);
    });

    test('Enter in a try-it box before the scripts opens the text in the playground', async ({page}) => {
      const release = await openBeforeHydration(page, '/docs/pos_tagging');
      const box = page.getByLabel('직접 해 보기');
      await box.fill(typed);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/playground\?text=/);
      release();
      await waitForHydration(page);
      await expect(textBox(page)).toHaveValue(typed);
    });
  });
});
