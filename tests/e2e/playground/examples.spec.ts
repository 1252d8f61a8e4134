import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, open, codeBlockText, DOC_ROUTES, BLOG_POSTS, inEnglish} from '../../test';

/**
 * Every executed example runs in place (issue #33, part 3): a button after it
 * (src/plugins/playground/rehypeRunExamples.ts, theme/RunExample) opens an
 * editable copy and runs it with the playground's hama in Pyodide. Unedited,
 * what it prints is the page's output, which tests/content/test_examples.py
 * checks against CPython's; an example that cannot run there says why.
 */

const ROOT = path.resolve(__dirname, '../../..');
const EDITIONS = {
  ko: {docs: 'docs', blog: 'blog'},
  en: {docs: 'i18n/en/docusaurus-plugin-content-docs/current', blog: 'i18n/en/docusaurus-plugin-content-blog'},
} as const;

type Counted = {readonly route: string; readonly runnable: number; readonly notInBrowser: readonly string[]};

/** The routes of an edition with executed examples (its home page and pages whose Markdown has some), with how many run in the browser and why the others do not. */
function examplesOf(edition: keyof typeof EDITIONS): Counted[] {
  const sources = [
    ...DOC_ROUTES.map(({path: route}) => [route, `${EDITIONS[edition].docs}/${route.slice('/docs/'.length)}.md`] as const),
    ...BLOG_POSTS.map(({path: route}) => {
      const slug = route.slice('/blog/'.length);
      const file = fs.readdirSync(path.join(ROOT, 'blog')).find((name) => name.endsWith(`-${slug}.md`));
      return [route, `${EDITIONS[edition].blog}/${file}`] as const;
    }),
  ];
  // The home page's example (src/data/homeExample.json, which tests/content/examples.py runs in CPython) runs in place too.
  const home: Counted = {route: edition === 'en' ? '/en/' : '/', runnable: 1, notInBrowser: []};
  return [
    home,
    ...sources.flatMap(([route, file]) => {
      // (Less what a four-backtick block shows as Markdown source: contributing.md's sample of the syntax.)
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^````[\s\S]*?^````/gm, '');
      const fences = [...source.matchAll(/^```python run(.*)$/gm)].map((match) => match[1]!);
      if (fences.length === 0) return [];
      const notInBrowser = fences.flatMap((rest) => /not-in-browser=(\w+)/.exec(rest)?.[1] ?? []);
      return [{route: edition === 'en' ? inEnglish(route) : route, runnable: fences.length - notInBrowser.length, notInBrowser}];
    }),
  ];
}

const WORDS = {
  ko: {
    run: '브라우저에서 실행',
    runAgain: '실행',
    ran: /ms 만에 실행했습니다\./,
    same: '페이지에 실린 출력과 같습니다.',
  },
  en: {
    run: 'Run in the browser',
    runAgain: 'Run',
    ran: /^Ran in \d+ ms by this browser's Python \(Pyodide\) with hama 1\.0\.0\./,
    same: 'Same as the output shown on the page.',
  },
} as const;

const START_TIMEOUT = 90_000;

/** A runner's parts: it is the element after its example (and the example's output block). */
function runnerParts(runner: Locator, words: (typeof WORDS)[keyof typeof WORDS]) {
  return {
    code: runner.locator('textarea'),
    status: runner.locator('[data-run-status]'),
    output: runner.locator('pre[data-stdout]'),
    errors: runner.locator('pre[data-stderr]'),
    run: runner.getByRole('button', {name: words.runAgain, exact: true}),
  };
}

/** What the page shows the example printing: the output block right before the runner, or nothing when the example prints nothing. */
async function pageOutput(runner: Locator): Promise<string> {
  const before = runner.locator('xpath=preceding-sibling::*[1]');
  const isOutput = await before.locator('.theme-code-block').evaluate((block) => block.className.includes('language-text'));
  return isOutput ? codeBlockText(before.locator('pre')) : '';
}

const printed = async (locator: Locator) => ((await locator.count()) ? (await locator.innerText()).replace(/\n+$/, '') : '');

test.describe('every example runs in the browser and prints what the page shows', () => {
  test.use({storedRuntime: true});

  for (const edition of ['ko', 'en'] as const) {
    const words = WORDS[edition];
    const pages = examplesOf(edition);

    test(`${edition}: the pages with examples are the ones the sources name`, () => {
      // 37 executed examples in each edition when this was written; a parser that found none would pass nothing below.
      expect(pages.reduce((sum, page) => sum + page.runnable + page.notInBrowser.length, 0)).toBeGreaterThan(30);
    });

    for (const {route, runnable, notInBrowser} of pages) {
      test(`${route}: ${runnable} examples, each equal to the page's output`, async ({page}) => {
        test.setTimeout(60_000 + runnable * 15_000);
        await open(page, route);
        const buttons = page.locator('[data-run-example] button', {hasText: words.run});
        await expect(buttons).toHaveCount(runnable);
        await expect(page.locator('p[data-run-example]')).toHaveCount(notInBrowser.length);
        for (let i = 0; i < runnable; i += 1) {
          // The pressed button gives way to its runner: the next one is always the first left.
          await buttons.first().click();
          const runner = page
            .locator('[data-run-example]')
            .filter({has: page.locator('textarea')})
            .nth(i);
          const parts = runnerParts(runner, words);
          await expect(parts.code).toBeFocused();
          await expect(parts.status).toContainText(words.ran, {timeout: START_TIMEOUT});
          const expected = await pageOutput(runner);
          expect(await printed(parts.output), `example ${i + 1} of ${route}`).toBe(expected);
          expect(await printed(parts.errors), `example ${i + 1} of ${route}: nothing on stderr`).toBe('');
          await expect(parts.status).toContainText(expected ? words.same : words.ran);
        }
      });
    }
  }
});

/** Opens the first example's runner on `route` and waits until it has run. */
async function openRunner(page: Page, route: string, words: (typeof WORDS)[keyof typeof WORDS]) {
  await open(page, route);
  await page.locator('[data-run-example] button', {hasText: words.run}).first().click();
  const runner = page.locator('[data-run-example]').filter({has: page.locator('textarea')});
  const parts = runnerParts(runner, words);
  await expect(parts.status).toContainText(words.ran, {timeout: START_TIMEOUT});
  return parts;
}

test.describe('running examples', () => {
  test.use({storedRuntime: true});

  test('the examples that cannot run here say why, and indeed fail in Pyodide', async ({page}) => {
    await open(page, '/docs/service');
    const reasons = page.locator('p[data-run-example]');
    await expect(reasons).toHaveText([/스레드를 만들 수 없으므로/, /프로세스를 띄울 수 없으므로/]);
    // Each one's code, as the page shows it: the block before its output block.
    const codeOf = (note: Locator) => codeBlockText(note.locator('xpath=preceding-sibling::*[2]').locator('pre'));
    const codes = [await codeOf(reasons.nth(0)), await codeOf(reasons.nth(1))];
    const parts = await openRunner(page, '/docs/service', WORDS.ko);
    for (const [code, error] of [
      [codes[0]!, "RuntimeError: can't start new thread"],
      [codes[1]!, 'OSError'],
    ] as const) {
      await parts.code.fill(code);
      await parts.run.click();
      await expect(parts.errors).toContainText(error, {timeout: 20_000});
    }
  });

  test('a reader edits an example with the keyboard, runs it with Ctrl+Enter, and restores it', async ({page}) => {
    await open(page, '/en/docs/introduction');
    const words = WORDS.en;
    const button = page.getByRole('button', {name: words.run}).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const runner = page.locator('[data-run-example]').filter({has: page.locator('textarea')});
    const parts = runnerParts(runner, words);
    await expect(parts.code).toBeFocused();
    await expect(parts.status).toContainText(words.same, {timeout: START_TIMEOUT});
    const original = await parts.code.inputValue();
    await page.keyboard.press('Control+End');
    await page.keyboard.type("print(tag('하마가 물을 좋아한다'))\n");
    await page.keyboard.press('Control+Enter');
    await expect(parts.output).toContainText("'하마'", {timeout: 20_000});
    // Edited, it is no longer the page's example: no comparison with the page's output.
    await expect(parts.status).not.toContainText(words.same);
    await page.getByRole('button', {name: 'Restore the example'}).click();
    await expect(parts.code).toHaveValue(original);
  });

  test('an example that never ends is stopped, the page stays responsive, and the next run works', async ({page}) => {
    const parts = await openRunner(page, '/docs/introduction', WORDS.ko);
    await parts.code.fill('while True:\n    pass\n');
    // Frames keep coming while Python spins in its worker.
    const frames = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const start = performance.now();
          const tick = () => (performance.now() - start < 3000 ? (count++, requestAnimationFrame(tick)) : resolve(count));
          requestAnimationFrame(tick);
        }),
    );
    await parts.run.click();
    expect(await frames).toBeGreaterThan(30);
    await expect(parts.status).toHaveText(/10초 안에 끝나지 않아 실행을 멈추고 hama를 다시 시작합니다/, {timeout: 20_000});
    await page.getByRole('button', {name: '원래 코드로 되돌리기'}).click();
    await parts.run.click();
    await expect(parts.status).toContainText(WORDS.ko.same, {timeout: START_TIMEOUT});
  });

  test('an example that prints too much is stopped there, with what it printed so far', async ({page}) => {
    const parts = await openRunner(page, '/docs/introduction', WORDS.ko);
    await parts.code.fill('while True:\n    print("하마" * 50)\n');
    await parts.run.click();
    await expect(parts.status).toContainText('출력이 100,000자를 넘어 거기서 실행을 멈췄습니다.', {timeout: 20_000});
    expect((await parts.output.textContent())!.length).toBe(100_000);
  });
});

test.describe('before the scripts and without them', () => {
  test.use({javaScriptEnabled: false});

  test('the run buttons are not shown (they could do nothing); why an example cannot run is', async ({page}) => {
    for (const [route, why] of [
      ['/docs/service', /프로세스를 띄울 수 없으므로/],
      ['/en/docs/service', /cannot start processes/],
    ] as const) {
      await page.goto(route);
      // Each keeps its place, unseen: nothing moves when the scripts arrive.
      const buttons = page.locator('[data-run-example] button');
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) await expect(button).toHaveCSS('visibility', 'hidden');
      await expect(page.locator('p[data-run-example]').last()).toHaveText(why);
    }
  });
});
