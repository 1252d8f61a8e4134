import type {Page} from '@playwright/test';
import {test, expect, open} from '../test';
import {cpythonTag} from '../fixtures/cpython';

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

/** The budget: a 60-character sentence answers within this in the browser (measured about 40 ms). */
const SENTENCE_BUDGET_MS = 500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Time from navigation to the first result on the page, in ms. */
async function timeToFirstResult(page: Page, load: () => Promise<unknown>): Promise<number> {
  const start = Date.now();
  await load();
  await expect(page.locator('caption')).toBeVisible({timeout: 90_000});
  return Date.now() - start;
}

/** Tags a text in the page and returns the worker's time for the call, read from the table caption. */
async function browserMs(page: Page, text: string, textRepr: string): Promise<number> {
  await page.getByLabel('분석할 문장').fill(text);
  await expect(page.locator('.theme-code-block pre').last()).toContainText(`text = ${textRepr}`, {timeout: 30_000});
  const caption = await page.locator('caption').innerText();
  return Number(/, (\d+) ms\)/.exec(caption)![1]);
}

test.describe('playground benchmark', () => {
  test('cold and warm start, and tagging time by length beside native CPython', async ({page}) => {
    test.setTimeout(240_000);
    const sentence = proseOf(60);
    const cold = await timeToFirstResult(page, () => open(page, `/playground?text=${encodeURIComponent(sentence)}`));
    const warm = await timeToFirstResult(page, () => page.reload());

    const texts = LENGTHS.map(proseOf);
    const native = cpythonTag(texts, 5);
    const [other] = cpythonTag([OTHER]);
    const rows: string[] = [];
    const sentenceTimes: number[] = [];
    for (const [i, text] of texts.entries()) {
      const times: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        await browserMs(page, OTHER, other.textRepr);
        times.push(await browserMs(page, text, native[i].textRepr));
      }
      if (LENGTHS[i] === 60) sentenceTimes.push(...times);
      const ms = median(times);
      rows.push(
        `${String([...text].length).padStart(6)} chars ${ms.toFixed(0).padStart(8)} ms ${native[i].ms.toFixed(1).padStart(10)} ms ${(ms / native[i].ms).toFixed(1).padStart(7)}×`,
      );
    }
    console.log(
      [
        `playground: cold start to first result ${(cold / 1000).toFixed(1)} s, warm (reload, browser cache) ${(warm / 1000).toFixed(1)} s`,
        '  length      Pyodide   CPython 3 (venv)   ratio',
        ...rows,
      ].join('\n'),
    );
    expect(median(sentenceTimes)).toBeLessThanOrEqual(SENTENCE_BUDGET_MS);
  });
});
