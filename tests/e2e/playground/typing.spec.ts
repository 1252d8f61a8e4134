import type {Page} from '@playwright/test';
import {test, expect} from '../../test';
import {describeTypingRace, pythonRepr, type Load, type RaceBox} from '../../fixtures/typing';

/**
 * Nothing a reader types into the playground or a try-it box while the page
 * loads is lost or changed (issue #25): each way of typing, with the scripts
 * let in after the keys, halfway through them or before them, and again on a
 * CPU slowed down 4×: 16 loads per box; the box, hama's result and the shared
 * link all hold exactly what was typed.
 */
const PYTHON_TIMEOUT = 60_000;

// About what is typed, not the runtime's first start (playground.spec.ts tests that).
test.use({storedRuntime: true});

const playgroundBox = (page: Page) => page.getByLabel('분석할 문장');
const tryItBox = (page: Page) => page.getByLabel('직접 해 보기');

/** The playground shows `expected` in its box, its address and hama's result. */
async function playgroundHolds(page: Page, expected: string) {
  await expect(playgroundBox(page)).toHaveValue(expected);
  await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(expected);
  await expect(page.locator('.theme-code-block pre').last()).toContainText(`text = ${pythonRepr(expected)}`, {timeout: PYTHON_TIMEOUT});
}

const BOXES: RaceBox[] = [
  {
    name: 'playground',
    path: '/playground',
    box: playgroundBox,
    settled: (page: Page, _load: Load, expected: string) => playgroundHolds(page, expected),
  },
  {
    name: 'try-it box',
    path: '/docs/pos_tagging',
    box: tryItBox,
    async settled(page: Page, load: Load, expected: string) {
      // Enter before the scripts submits the form: the playground opens with the text.
      if (new URL(page.url()).pathname === '/playground') return playgroundHolds(page, expected);
      await expect(tryItBox(page)).toHaveValue(expected);
      if (load.way !== 'type-and-enter') return;
      await expect(page.getByText(`print(tag(${pythonRepr(expected)}, zipped=True))`, {exact: true})).toBeVisible({
        timeout: PYTHON_TIMEOUT,
      });
    },
  },
];

describeTypingRace(BOXES, {timeoutMs: 400_000});
