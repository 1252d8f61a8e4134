import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, open} from '../test';
import {cpythonTag} from '../fixtures/cpython';
import {SNAPSHOT_CACHE} from '../../src/plugins/playground/runtime/snapshotCache.mjs';

/** Ordinary prose, cut to the lengths measured. */
const PROSE =
  '오늘 날씨가 좋아서 공원에 산책하러 나갔는데 사람들이 정말 많았다. 아이들이 공원에서 논다. ' +
  '모든 사람이 빨리 달렸다. 나는 친구와 영화를 봤다. 하마는 물을 좋아한다. 학교에 가는 길에 비가 왔다. ' +
  '형태소 분석기는 문장을 형태소로 나누고 품사를 붙인다. 저녁에는 가족과 함께 밥을 먹었다. ';
const LENGTHS = [10, 30, 60, 120, 240];

/** The longest prefix of the prose up to `length` characters that ends between words. */
const proseOf = (length: number) => PROSE.repeat(2).slice(0, PROSE.repeat(2).lastIndexOf(' ', length)).trim();
/** Tagged between two runs of the same text, so that the page tags it again. */
const OTHER = '하마';

/** Issue #15's goals, navigation to "준비됨" and typing to result, on loopback. */
const GOALS = {warmMs: 1500, coldMs: 3000, typingMs: 150};
/** The same measures before issue #15 (navigation to the first result; this benchmark, 2026-11-22). */
const BEFORE = {warmMs: 3800, coldMs: 4400};
/** The budget: a 60-character sentence answers within this in the worker (measured about 40 ms). */
const SENTENCE_BUDGET_MS = 500;
/** The typing→result budget held in the suite: the goal with room for a loaded machine. */
const TYPING_BUDGET_MS = 300;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const LIVE_SOURCE = /^이 브라우저의 hama 1\.0\.0이 (\d+) ms 만에 분석했습니다\.$/;

type Start = {startMs: number; timings: Record<string, number>; restored: boolean};

/**
 * Before any page script: notes, on the page's own clock, when the status
 * line first reads "준비됨" and when the reader last clicked (a click on a
 * link is the navigation of a client-side route change).
 */
function recordReady() {
  const w = window as unknown as {readyAt?: number; clickedAt?: number};
  document.addEventListener('click', (event) => (w.clickedAt = event.timeStamp), {capture: true});
  new MutationObserver(() => {
    if (
      w.readyAt === undefined &&
      Array.from(document.querySelectorAll('[role="status"]')).some((node) => node.textContent?.startsWith('준비됨'))
    ) {
      w.readyAt = performance.now();
    }
  }).observe(document, {subtree: true, childList: true, characterData: true});
}

/** Navigation (or the click) to "준비됨" on the page's clock, and the worker's own account of its start (runtime/worker.mjs). */
async function timeToReady(page: Page, load: () => Promise<unknown>): Promise<{ms: number; start: Start}> {
  await load();
  await expect(page.getByText(/^준비됨/)).toBeVisible({timeout: 90_000});
  const ms = await page.evaluate(() => {
    const w = window as unknown as {readyAt: number; clickedAt?: number};
    return w.readyAt - (w.clickedAt ?? 0);
  });
  const worker = page.workers().find((candidate) => candidate.url().endsWith('/worker.mjs'))!;
  return {ms, start: await worker.evaluate(() => (self as unknown as {hamaStart: Start}).hamaStart)};
}

const describe = ({ms, start}: {ms: number; start: Start}) =>
  `${(ms / 1000).toFixed(2)} s (worker ${(start.startMs / 1000).toFixed(2)} s: ` +
  `${Object.entries(start.timings)
    .map(([step, stepMs]) => `${step} ${stepMs.toFixed(0)} ms`)
    .join(', ')})`;

/**
 * Types a text in the page; returns the time from the input event to the
 * result on screen (measured in the page, so Playwright's polling is not in
 * it) and the worker's time for the call.
 */
async function typeAndWait(page: Page, text: string, textRepr: string): Promise<{typingMs: number; workerMs: number}> {
  const shown = page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        let typedAt = 0;
        document.addEventListener('input', () => (typedAt = performance.now()), {once: true, capture: true});
        const observer = new MutationObserver(() => {
          const snippets = document.querySelectorAll('.theme-code-block pre');
          if (typedAt && snippets[snippets.length - 1]?.textContent?.includes(expected)) {
            observer.disconnect();
            resolve(performance.now() - typedAt);
          }
        });
        observer.observe(document.querySelector('main')!, {subtree: true, childList: true, characterData: true});
      }),
    `text = ${textRepr}`,
  );
  await page.getByLabel('분석할 문장').fill(text);
  const typingMs = await shown;
  const source = await page.getByText(LIVE_SOURCE).innerText();
  return {typingMs, workerMs: Number(LIVE_SOURCE.exec(source)![1])};
}

test.describe('playground benchmark', () => {
  test('start-up (cold, from a link, warm), first-visit bytes, and tagging time by length beside native CPython', async ({
    page,
    browser,
    baseURL,
    locale,
    timezoneId,
  }) => {
    test.setTimeout(300_000);
    const sentence = proseOf(60);
    // Each runtime file once, gzip-compressed as a static host sends it (as bytes.spec.ts counts). Summing
    // request.sizes() as requests finished lost the wheel once (6.44 MB against 8.01, 2026-11-28): a size
    // that arrived late, or not at all, went uncounted without a word.
    const runtimeFiles = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const url = response.url();
      if (!url.includes('/playground-runtime/') || runtimeFiles.has(url)) return;
      runtimeFiles.set(
        url,
        response.body().then((body) => zlib.gzipSync(body, {level: 6}).length),
      );
    });
    await page.addInitScript(recordReady);
    const cold = await timeToReady(page, () => open(page, `/playground?text=${encodeURIComponent(sentence)}`));
    // The three large files of a first start (Pyodide's engine and standard library, hama's wheel) are among them.
    await expect.poll(() => [...runtimeFiles.keys()].filter((url) => /\.(wasm|zip|whl)$/.test(url)).length).toBe(3);
    const firstVisitBytes = (await Promise.all(runtimeFiles.values())).reduce((sum, bytes) => sum + bytes, 0);
    await expect(page.getByText(/상태를 저장해 두어 다음엔 더 빨리 시작합니다/)).toBeVisible({timeout: 60_000});
    const warm = await timeToReady(page, () => page.reload());
    expect(warm.start.restored).toBe(true);

    // A first visit by a reader who points at the home page's link: the runtime is fetched as they do.
    const context = await browser.newContext({baseURL, locale, timezoneId});
    const fromLink = await context.newPage();
    await fromLink.addInitScript(recordReady);
    await open(fromLink, '/');
    const fetched = Promise.all(
      ['pyodide.asm.wasm', 'python_stdlib.zip'].map((file) =>
        fromLink.waitForEvent('requestfinished', (request) => request.url().endsWith(file)),
      ),
    );
    await fromLink.getByRole('main').getByRole('link', {name: '플레이그라운드'}).hover();
    await fetched;
    const linked = await timeToReady(fromLink, () => fromLink.getByRole('main').getByRole('link', {name: '플레이그라운드'}).click());
    await context.close();

    const texts = LENGTHS.map(proseOf);
    const native = cpythonTag(texts, 5);
    const [other] = cpythonTag([OTHER]);
    const rows: string[] = [];
    const sentenceTimes: number[] = [];
    const typingTimes: number[] = [];
    for (const [i, text] of texts.entries()) {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        await typeAndWait(page, OTHER, other.textRepr);
        const {typingMs, workerMs} = await typeAndWait(page, text, native[i].textRepr);
        times.push(workerMs);
        if (LENGTHS[i] === 60) typingTimes.push(typingMs);
      }
      if (LENGTHS[i] === 60) sentenceTimes.push(...times);
      const ms = median(times);
      rows.push(
        `${String([...text].length).padStart(6)} chars ${ms.toFixed(0).padStart(8)} ms ${native[i].ms.toFixed(1).padStart(10)} ms ${(ms / native[i].ms).toFixed(1).padStart(7)}×`,
      );
    }
    const typing = Math.round(median(typingTimes));
    console.log(
      [
        'playground start, navigation to 준비됨 (goal; before issue #15):',
        `  cold (empty cache)          ${describe(cold)}  (≤ ${GOALS.coldMs / 1000} s; ${BEFORE.coldMs / 1000} s)`,
        `  cold, after pointing at a link ${describe(linked)}`,
        `  warm (snapshot restored)    ${describe(warm)}  (≤ ${GOALS.warmMs / 1000} s; ${BEFORE.warmMs / 1000} s)`,
        `  first visit downloads ${(firstVisitBytes / 1e6).toFixed(2)} MB of runtime (as sent, gzip)`,
        `typing a 60-character sentence → its result: median ${typing} ms (goal ≤ ${GOALS.typingMs} ms)`,
        '  length      Pyodide   CPython 3 (venv)   ratio',
        ...rows,
      ].join('\n'),
    );
    // The tagging guide's size of a first start (measured by the build, playground/runtimeDownload.ts) is what was sent.
    await open(page, '/docs/pos_tagging');
    const shown = Number((await page.locator('article').innerText()).match(/gzip으로 약 ([\d.]+) MB/)![1]);
    expect(Math.abs(shown * 1e6 - firstVisitBytes) / firstVisitBytes).toBeLessThan(0.05);
    expect(median(sentenceTimes)).toBeLessThanOrEqual(SENTENCE_BUDGET_MS);
    expect(typing).toBeLessThanOrEqual(TYPING_BUDGET_MS);
  });
});

/**
 * Before any page script: notes, on the page's own clock, each click and the
 * first moment after it that a runner's status line says the example ran.
 */
function recordRuns() {
  const w = window as unknown as {clickedAt?: number; ranAt?: number};
  document.addEventListener('click', (event) => ((w.clickedAt = event.timeStamp), (w.ranAt = undefined)), {capture: true});
  new MutationObserver(() => {
    if (
      w.ranAt === undefined &&
      w.clickedAt !== undefined &&
      document.querySelector('[data-run-status]')?.textContent?.includes('실행했습니다')
    ) {
      w.ranAt = performance.now();
    }
  }).observe(document, {subtree: true, childList: true, characterData: true});
}

/** Clicks `button` and returns the time to the example's output on the page's clock. */
async function clickToOutput(page: Page, button: import('@playwright/test').Locator): Promise<number> {
  await button.click();
  await expect(page.locator('[data-run-status]')).toContainText('실행했습니다', {timeout: 120_000});
  return page.evaluate(() => {
    const w = window as unknown as {clickedAt: number; ranAt: number};
    return w.ranAt - w.clickedAt;
  });
}

/** Issue #33's run buttons: a reader's wait from the click to the printed output. */
const RUN_BUDGETS = {coldMs: 10_000, storedMs: 3_000, againMs: 500};

test.describe('run an example in the browser', () => {
  test('from the click to its output: a first time (empty cache), with the stored runtime, and again', async ({page}) => {
    test.setTimeout(240_000);
    await page.addInitScript(recordRuns);
    const opener = page.getByRole('button', {name: '브라우저에서 실행'}).first();
    await open(page, '/docs/introduction');
    const cold = await clickToOutput(page, opener);
    // Three runs again, the median: one run alone read anywhere from 50 to 386 ms in seven clean runs of the
    // suite (2026-11-27), near the 500 ms budget for no change of ours.
    const runAgain = page.locator('[data-run-example]').getByRole('button', {name: '실행', exact: true});
    const agains: number[] = [];
    for (let i = 0; i < 3; i += 1) agains.push(await clickToOutput(page, runAgain));
    const again = median(agains);
    // The snapshot for the next start, saved once the first one is done.
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SNAPSHOT_CACHE), {timeout: 60_000})
      .toBe(1);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const stored = await clickToOutput(page, opener);
    console.log(
      [
        'an example on /docs/introduction, click → its output on the page (budget):',
        `  first time, empty cache     ${(cold / 1000).toFixed(2)} s  (≤ ${RUN_BUDGETS.coldMs / 1000} s)`,
        `  later visit, stored runtime ${(stored / 1000).toFixed(2)} s  (≤ ${RUN_BUDGETS.storedMs / 1000} s)`,
        `  run again on the same page  ${again.toFixed(0)} ms, median of ${agains.map((ms) => ms.toFixed(0)).join(', ')}  (≤ ${RUN_BUDGETS.againMs} ms)`,
      ].join('\n'),
    );
    expect(cold).toBeLessThanOrEqual(RUN_BUDGETS.coldMs);
    expect(stored).toBeLessThanOrEqual(RUN_BUDGETS.storedMs);
    expect(again).toBeLessThanOrEqual(RUN_BUDGETS.againMs);
  });
});
