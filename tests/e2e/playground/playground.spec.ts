import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, open, openBeforeHydration, waitForHydration, wordsBrokenAcrossLines, ROUTES} from '../../test';
import {cpythonTag, type Reference} from '../../fixtures/cpython';
import {MAX_ESTIMATED_MS, PENDING_ATTRIBUTE} from '../../../src/plugins/playground/contract';
import {inputLimits} from '../../../src/plugins/playground/limits';
import {SNAPSHOT_CACHE} from '../../../src/plugins/playground/runtime/snapshotCache.mjs';
import service from '../../../benchmarks/service/results.json';

const RUNTIME = /\/playground-runtime\//;
// The playground's limits, from the service benchmark's results (src/plugins/playground/limits.ts).
const LIMITS = inputLimits();
// Pyodide's first start on this machine takes 3–6 s; a loaded CI machine more.
const START_TIMEOUT = 90_000;

const textBox = (page: Page) => page.getByLabel('분석할 문장');
const ready = (page: Page) => expect(page.getByText(/^준비됨/)).toBeVisible({timeout: START_TIMEOUT});
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

  test('shows honest progress while hama starts, lets the reader type meanwhile, then names each tag', async ({page}) => {
    await open(page, '/playground');
    const progress = page.getByRole('status').filter({hasText: /^hama 준비 중 \([1-4]\/4\): /});
    await expect(progress).toBeVisible();
    await expect(progress).toContainText(
      /Pyodide\(브라우저용 파이썬\) 받는 중|파이썬 시작하는 중|hama 1\.0\.0 설치하는 중|사전 불러오는 중/,
    );
    await textBox(page).fill('모든 사람이 빨리 달렸다');
    await ready(page);
    await outputFor(page, "'모든 사람이 빨리 달렸다'");
    const row = page.getByRole('row').filter({hasText: '빨리'});
    await expect(row).toContainText('ma');
    await expect(row).toContainText('부사');
    await expect(row).toContainText('adverb');
    // The tag explains itself (src/plugins/pos-tags) and links to the tag table.
    await row.getByRole('button', {name: 'ma'}).click();
    const hint = page.locator('[data-pos-tag-hints] > :popover-open');
    await expect(hint).toContainText('MAG');
    await expect(hint.getByRole('link')).toHaveAttribute('href', '/docs/pos_tagging#tag-table');
    await page.keyboard.press('Escape');
    // Back to the built page's sentence, whose tags the build's popovers had: the popovers come back with them.
    await textBox(page).fill('오늘 날씨가 좋다');
    await outputFor(page, "'오늘 날씨가 좋다'");
    await page.getByRole('row').filter({hasText: '날씨'}).getByRole('button', {name: 'nc'}).click();
    await expect(hint).toContainText('보통 명사');
    await page.keyboard.press('Escape');
    // The snippet reproduces the result and can be copied.
    await expect(page.locator('.theme-code-block pre').last()).toContainText('print(tag(text, zipped=True))');
  });

  test('while the runtime downloads, each report redraws the progress line, not the text box and its result', async ({page}) => {
    // Counted in the page: each new progress line, and each time React gave the text box new props, which it does
    // whenever the playground around it renders again (__reactProps$ is React DOM's own field on the element).
    await page.addInitScript(() => {
      const counts = {lines: 0, boxRenders: 0};
      (window as unknown as {progressRenders: typeof counts}).progressRenders = counts;
      let line = '';
      let props: unknown = null;
      new MutationObserver(() => {
        const shown = Array.from(document.querySelectorAll('[role="status"]')).find((node) => /MB…$/.test(node.textContent ?? ''));
        const box = document.querySelector('textarea') as unknown as Record<string, unknown> | null;
        const key = box && Object.keys(box).find((name) => name.startsWith('__reactProps$'));
        if (!shown || !box || !key) return;
        if (shown.textContent !== line) counts.lines += 1;
        if (box[key] !== props && line !== '') counts.boxRenders += 1;
        line = shown.textContent ?? '';
        props = box[key];
      }).observe(document, {subtree: true, childList: true, characterData: true});
    });
    // A route turns the browser's cache off for the runtime's two large files: they download as on a first visit.
    await page.route(/\/playground-runtime\/[^/]+\/(pyodide\.asm\.wasm|python_stdlib\.zip)$/, (route) => route.continue());
    await open(page, '/playground');
    await ready(page);
    const {lines, boxRenders} = await page.evaluate(
      () => (window as unknown as {progressRenders: {lines: number; boxRenders: number}}).progressRenders,
    );
    console.log(`download progress: ${lines} lines shown, the text box rendered ${boxRenders} times meanwhile`);
    expect(lines).toBeGreaterThanOrEqual(5);
    expect(boxRenders).toBeLessThanOrEqual(1);
  });

  test.describe('the worker’s start', () => {
    // About when the worker starts, not the runtime's first start: it starts as a returning reader's does.
    test.use({storedRuntime: true});
    test('hama’s worker starts only once React has put the page in place, not from the HTML before the scripts', async ({page}) => {
      // Started from the HTML, the runtime's 8 MB shared the bandwidth and the cores the page's own scripts needed:
      // the page hydrated later, and Python was ready no sooner on a fast link, about 1 s of 44 sooner on a slow one
      // (issue #51, benchmarks/first-view/variants.md). Each worker the page makes is noted with what the page was
      // then: its scripts run or not, the address's text still waiting for React.
      await page.addInitScript(
        ([pendingAttribute]) => {
          const made: Array<{scripts: boolean; pending: boolean}> = [];
          (window as unknown as {workersMade: typeof made}).workersMade = made;
          const NativeWorker = window.Worker;
          window.Worker = class extends NativeWorker {
            constructor(url: string | URL, options?: WorkerOptions) {
              made.push({
                scripts: Object.keys(window).some((key) => key.startsWith('webpackChunk')),
                pending: document.documentElement.hasAttribute(pendingAttribute!),
              });
              super(url, options);
            }
          };
        },
        [PENDING_ATTRIBUTE],
      );
      await open(page, `/playground?text=${encodeURIComponent('하마가 강에 산다')}`);
      await ready(page);
      await outputFor(page, "'하마가 강에 산다'");
      const made = await page.evaluate(() => (window as unknown as {workersMade: unknown[]}).workersMade);
      expect(made).toEqual([{scripts: true, pending: false}]);
    });
  });

  test('a call that runs too long is stopped by the watchdog, and hama restarts', async ({page}) => {
    // As many of the slowest corpus word of the longest accepted length as the estimate lets through:
    // seconds in Pyodide (results.json, browser), well past the shortest watchdog.
    const slowest = service.browser.words.find((word) => word.role === 'slowest' && word.length === LIMITS.maxWordLength)!;
    const count = Math.floor(MAX_ESTIMATED_MS / LIMITS.worstMsByLength[LIMITS.maxWordLength]!);
    expect(count * slowest.pyodideMs).toBeGreaterThan(2000);
    await open(page, `/playground?watchdog=1000&text=${encodeURIComponent('오늘 날씨가 좋다')}`);
    await ready(page);
    await outputFor(page, "'오늘 날씨가 좋다'");
    await textBox(page).fill(Array(count).fill(slowest.word).join(' '));
    await expect(page.getByRole('alert')).toContainText('1초 안에 끝나지 않아 중단하고 hama를 다시 시작합니다');
    await expect(page.getByRole('status').filter({hasText: /^hama 준비 중/})).toBeVisible();
    // Nothing is being analysed any more: the page does not say it is.
    await expect(page.getByText('분석하는 중…')).toBeHidden();
    await ready(page);
    // A fresh start saves its state in the worker, which on a loaded machine can hold the next
    // call past this test's 1 s watchdog (readers' is 10 s): the call waits until it is saved.
    await expect(page.getByText('다음 방문을 위해 상태를 저장하는 중입니다.', {exact: false})).toBeHidden({timeout: START_TIMEOUT});
    await textBox(page).fill('하마가 돌아왔다');
    await outputFor(page, "'하마가 돌아왔다'");
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('for a returning reader, hama stored', () => {
    // About what hama prints and refuses, not its first start (the tests around and results on first paint cover that).
    test.use({storedRuntime: true});

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

    test('refuses what would freeze or mislead, before Python runs, and loses nothing typed', async ({page}) => {
      await open(page, '/playground');
      await ready(page);
      await outputFor(page, "'오늘 날씨가 좋다'");
      const alert = page.getByRole('alert');

      await textBox(page).fill('띄어쓰기없이아주긴낱말입니다');
      await expect(alert).toContainText(`${LIMITS.maxWordLength}글자를 넘는 낱말은 분석하지 않습니다`);
      await expect(alert).toContainText('띄어 써서 다시 넣어 주세요');

      const huge = '하마 '.repeat(3400); // 10,200 characters
      await textBox(page).fill(huge);
      await expect(alert).toContainText('한 번에 300자까지 분석합니다');
      expect(await textBox(page).inputValue()).toBe(huge);

      // Enough of the longest accepted words that their estimated time passes the budget.
      const longest = '가나다라마바사아자차카타파하'.slice(0, LIMITS.maxWordLength);
      await textBox(page).fill(
        Array(Math.ceil(MAX_ESTIMATED_MS / LIMITS.worstMsByLength[LIMITS.maxWordLength]!) + 1)
          .fill(longest)
          .join(' '),
      );
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
  });

  test.describe('offline', () => {
    // Docusaurus prefetches the pages of links that come into view; offline, those requests fail.
    // About the network, not the runtime's first start: it starts as a returning reader's does.
    test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/, storedRuntime: true});

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

/** The playground's sentence when the address names none. */
const DEFAULT_TEXT = '오늘 날씨가 좋다';
/** Every <TryIt text="…"> sentence in the docs, found here independently of the build's own search. */
const TRY_IT_TEXTS = fs
  .readdirSync('docs', {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .flatMap((file) => [...fs.readFileSync(path.join('docs', file), 'utf8').matchAll(/<TryIt\s+text="([^"]*)"/g)].map((match) => match[1]));

/** What the reader reads of a result: table rows and both print lines. */
async function shownResult(page: Page) {
  return {
    rows: await page.locator('main table tbody tr').allInnerTexts(),
    lists: (await codeBlock(page, 'print(tag(text))').innerText()).trimEnd(),
    zipped: (await codeBlock(page, 'print(tag(text, zipped=True))').innerText()).trimEnd(),
  };
}

/** The rows the table shows for CPython's result. */
const rowsOf = (reference: Reference) =>
  [...reference.zippedRepr.matchAll(/\('([^']*)', '([^']*)'\)/g)].map(([, morpheme, tag]) => [morpheme, tag]);

/** Where each part of the result is on screen. */
const boxesOf = (locator: Locator) =>
  locator.evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));

test.describe('results on first paint (issue #15)', () => {
  test.describe.configure({timeout: 180_000});

  test('the playground and every try-it box arrive with what CPython prints, before any script runs', async ({page}) => {
    expect(TRY_IT_TEXTS.length).toBeGreaterThan(0);
    const [expected, ...tryIts] = cpythonTag([DEFAULT_TEXT, ...TRY_IT_TEXTS]);
    await openBeforeHydration(page, '/playground');
    await expect(textBox(page)).toHaveValue(DEFAULT_TEXT);
    const shown = await shownResult(page);
    expect(shown.lists).toBe(expected.listsRepr);
    expect(shown.zipped).toBe(expected.zippedRepr);
    expect(shown.rows.map((row) => row.split('\t').slice(0, 2))).toEqual(rowsOf(expected));
    await expect(page.getByText(/빌드할 때 CPython 3\.\d+\.\d+의 hama 1\.0\.0이 분석해 둔 결과입니다/)).toBeVisible();

    await openBeforeHydration(page, '/docs/pos_tagging');
    for (const [i, text] of TRY_IT_TEXTS.entries()) {
      await expect(page.getByLabel('직접 해 보기').nth(i)).toHaveValue(text);
      await expect(codeBlock(page, `print(tag(${tryIts[i].textRepr}, zipped=True))`)).toHaveText(tryIts[i].zippedRepr);
    }
  });

  test('a shared link shows its text at once, marked 분석 준비 중, then its result', async ({page}) => {
    const text = '하마가 강에서 헤엄친다';
    const [expected] = cpythonTag([text]);
    const release = await openBeforeHydration(page, `/playground?text=${encodeURIComponent(text)}`);
    await expect(textBox(page)).toHaveValue(text);
    const pending = page.getByText('분석 준비 중: hama가 준비되는 대로 이 문장을 분석합니다.');
    await expect(pending).toBeVisible();
    // The default sentence's result is not shown under another sentence.
    await expect(page.locator('main table')).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(textBox(page)).toHaveValue(text);
    await ready(page);
    await outputFor(page, expected.textRepr);
    await expect(pending).toBeHidden();
    expect((await shownResult(page)).zipped).toBe(expected.zippedRepr);
  });

  for (const width of [1280, 375]) {
    test.describe(`${width} px wide`, () => {
      test.use({viewport: {width, height: 900}});

      test('nothing moves as hama gets ready, saves its state, and the page keeps the prerendered result', async ({page}) => {
        await open(page, '/playground');
        const parts = page.locator('main table, main .theme-code-block, main h2, main textarea');
        const before = await boxesOf(parts);
        const prerendered = await shownResult(page);
        await expect(page.getByText(/^hama 준비 중/)).toBeVisible();
        await ready(page);
        expect(await boxesOf(parts)).toEqual(before);
        await expect(page.getByText(/상태를 저장해 두어 다음엔 더 빨리 시작합니다/)).toBeVisible({timeout: START_TIMEOUT});
        expect(await boxesOf(parts)).toEqual(before);
        expect(await shownResult(page)).toEqual(prerendered);
        expect(await wordsBrokenAcrossLines(page, 'main table')).toEqual([]);
      });
    });
  }

  test.describe('for a returning reader, hama stored', () => {
    // About what the live runtime prints, not its first start (the tests above and below are).
    test.use({storedRuntime: true});

    test('the prerendered results equal what the live runtime prints', async ({page}) => {
      await open(page, '/playground');
      const prerendered = await shownResult(page);
      await ready(page);
      // The same sentence with a trailing space is analysed live, word for word the same.
      await textBox(page).fill(`${DEFAULT_TEXT} `);
      await expect(page.getByText(/^이 브라우저의 hama 1\.0\.0이 \d+ ms 만에 분석했습니다\.$/)).toBeVisible();
      expect(await shownResult(page)).toEqual(prerendered);

      // Each try-it sentence, and the playground's, through the try-it box's button (always live).
      await open(page, '/docs/pos_tagging');
      const box = page.getByLabel('직접 해 보기').first();
      for (const text of [...TRY_IT_TEXTS, DEFAULT_TEXT]) {
        const [expected] = cpythonTag([text]);
        await box.fill(text);
        const block = codeBlock(page, `print(tag(${expected.textRepr}, zipped=True))`);
        const blockBefore = text === TRY_IT_TEXTS[0] ? await boxesOf(block) : null;
        await page.getByRole('button', {name: 'hama로 분석'}).first().click();
        await expect(page.getByText(/^이 브라우저의 hama 1\.0\.0이 \d+ ms 만에 분석했습니다\.$/)).toBeVisible({timeout: START_TIMEOUT});
        await expect(block).toHaveText(expected.zippedRepr);
        if (blockBefore) expect(await boxesOf(block)).toEqual(blockBefore);
      }
      // Other tags, then the built sentence's again: its tags' popovers (src/plugins/pos-tags) are there again.
      for (const text of ['모든 사람이 빨리 달렸다', TRY_IT_TEXTS[0]!]) {
        const [expected] = cpythonTag([text]);
        await box.fill(text);
        await page.getByRole('button', {name: 'hama로 분석'}).first().click();
        await expect(codeBlock(page, `print(tag(${expected.textRepr}, zipped=True))`)).toHaveText(expected.zippedRepr);
      }
      const [first] = cpythonTag([TRY_IT_TEXTS[0]!]);
      const tag = codeBlock(page, `print(tag(${first.textRepr}, zipped=True))`).getByRole('button').first();
      await tag.click();
      await expect(page.locator(`[data-pos-tag-hints] > [id="${await tag.getAttribute('popovertarget')}"]`)).toBeVisible();
    });
  });

  test('a later visit restores the saved state; a broken one falls back to a normal start, with the same output', async ({page}) => {
    const texts = ['모든 사람이 빨리 달렸다', "don't 漢字 🦛 하마"];
    const expected = cpythonTag(texts);
    const analyse = async () => {
      for (const [i, text] of texts.entries()) {
        await textBox(page).fill(text);
        await outputFor(page, expected[i].textRepr);
        expect((await shownResult(page)).zipped).toBe(expected[i].zippedRepr);
      }
    };
    await open(page, '/playground');
    await ready(page);
    await expect(page.getByText(/상태를 저장해 두어 다음엔 더 빨리 시작합니다/)).toBeVisible({timeout: START_TIMEOUT});
    await analyse();

    await page.reload();
    await expect(page.getByText(/^준비됨 .*저장해 둔 상태 복원/)).toBeVisible({timeout: START_TIMEOUT});
    await analyse();

    // A snapshot that is not one (right size of header, wrong contents) is refused by Pyodide.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const [key] = await cache.keys();
      const garbage = new Blob([new Uint8Array(1 << 20).fill(7)]).stream().pipeThrough(new CompressionStream('gzip'));
      await cache.put(key, new Response(garbage));
    }, SNAPSHOT_CACHE);
    await page.reload();
    await expect(page.getByText(/^준비됨 .*저장해 둔 상태를 쓰지 못해 처음부터 시작했습니다/)).toBeVisible({timeout: START_TIMEOUT});
    await analyse();
  });

  test('the Korean and English playgrounds run one copy of the runtime and share its saved state', async ({page}) => {
    // The large files each edition's worker asked for, by address.
    const largeFiles = async () => {
      const [worker] = page.workers();
      const names = await worker!.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      return names
        .filter((name) => /\/(pyodide\.asm\.wasm|python_stdlib\.zip)$/.test(name))
        .map((name) => new URL(name).pathname)
        .sort();
    };
    await open(page, '/playground');
    await ready(page);
    await expect(page.getByText(/상태를 저장해 두어 다음엔 더 빨리 시작합니다/)).toBeVisible({timeout: START_TIMEOUT});
    const korean = await largeFiles();
    expect(korean).toHaveLength(2);

    // The reader switches editions through the navbar's language menu.
    await page.getByRole('button', {name: '한국어'}).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/en\/playground$/);
    await expect(page.getByText(/^Ready .*saved state restored/)).toBeVisible({timeout: START_TIMEOUT});
    expect(await largeFiles()).toEqual(korean);
  });

  test('pointing at a link to the playground starts fetching its runtime; other pages fetch nothing', async ({page}) => {
    const runtimeRequests: string[] = [];
    page.on('request', (request) => RUNTIME.test(request.url()) && runtimeRequests.push(request.url()));
    await open(page, '/');
    await page.mouse.move(5, 300);
    expect(runtimeRequests).toEqual([]);
    await page.getByRole('main').getByRole('link', {name: '플레이그라운드'}).hover();
    await expect
      .poll(() => runtimeRequests.map((url) => url.split('/').pop()))
      .toEqual(expect.arrayContaining(['pyodide.asm.wasm', 'python_stdlib.zip']));
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

test.describe('a crash inside the playground or a try-it box', () => {
  test.describe.configure({timeout: 180_000});
  // React reports the error it caught; the page goes on without it. About rendering an
  // answer, not the runtime's first start: it starts as a returning reader's does.
  test.use({allowedConsoleErrors: /Cannot read properties of null/, storedRuntime: true});

  /**
   * A runtime from another deploy (say, a worker kept in a cache) answers in a
   * shape this page's code cannot render: a result that is null.
   */
  const answerInAnOldShape = (page: Page) =>
    page.addInitScript(() => {
      const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
      Object.defineProperty(Worker.prototype, 'onmessage', {
        ...onmessage,
        set(listener: (event: {data: {type?: string; result?: object | null}}) => void) {
          onmessage.set!.call(this, (event: MessageEvent) =>
            listener(event.data?.type === 'result' ? {data: {...event.data, result: null}} : event),
          );
        },
      });
    });

  test('in the playground stops only the playground: the page, its address and the text stay', async ({page}) => {
    await answerInAnOldShape(page);
    await open(page, `/playground?text=${encodeURIComponent('하마가 물에 산다')}`);
    const alert = page.getByRole('alert').filter({hasText: '예상하지 못한 오류'});
    await expect(alert).toBeVisible({timeout: START_TIMEOUT});
    await expect(page.getByRole('heading', {level: 1})).toHaveText('플레이그라운드');
    await expect(page.getByRole('navigation', {name: '메인'})).toBeVisible();
    await expect(page.getByRole('button', {name: '이 문장의 링크 복사'})).toBeVisible();
    expect(new URL(page.url()).searchParams.get('text')).toBe('하마가 물에 산다');
    await expect(alert.getByRole('button', {name: '다시 시도'})).toBeVisible();
  });

  test('in a try-it box stops only that box: the guide around it stays readable', async ({page}) => {
    await answerInAnOldShape(page);
    await open(page, '/docs/pos_tagging');
    await page.getByLabel('직접 해 보기').fill('모든 사람이 빨리 달렸다');
    await page.getByRole('button', {name: 'hama로 분석'}).click();
    const alert = page.getByRole('alert').filter({hasText: '예상하지 못한 오류'});
    await expect(alert).toBeVisible({timeout: START_TIMEOUT});
    await expect(page.locator('article h1')).toHaveText('품사 태깅');
    await expect(page.getByRole('navigation', {name: '문서 사이드바'})).toBeVisible();
    await expect(alert.getByRole('link', {name: '플레이그라운드'})).toHaveAttribute('href', /\/playground\?text=/);
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
    // About what is typed, not the runtime's first start: it starts as a returning reader's does.
    test.use({storedRuntime: true});
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
