import axe from 'axe-core';
import type {Page} from '@playwright/test';
import {test, expect, open, PAGES, EN_PAGES} from '../../test';

/** WCAG 2.1 A and AA rules, as issue #5 asks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules whose outcome depends on colour. The dark scheme changes the
 * site's colours and nothing else (the same DOM, the same layout), so in it
 * these are the rules that can find anything new; every rule runs in light
 * and at 375 px, where the layout, and what is shown, change.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe runs in the page itself, on its document alone: the built pages hold no <iframe>,
 * and the policy lets none come from another host. It is put in the page once per load,
 * not once per pass as @axe-core/playwright does (twice per pass): about 0.3 s of every
 * pass went to compiling its half a megabyte again (measured on /, /en/playground and
 * /docs/api/tagging).
 */
async function violations(page: Page, rules?: readonly string[]) {
  // Only the page's own document is checked: the assumption above, held to.
  expect(page.frames(), 'frames in the page').toHaveLength(1);
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  const runOnly = rules ? {type: 'rule' as const, values: [...rules]} : {type: 'tag' as const, values: WCAG_TAGS};
  const results = await page.evaluate((options) => window.axe!.run(document, options), {runOnly});
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/**
 * The three ways a reader sees each page, checked on one load of it: the
 * colour scheme and the width change in place (Docusaurus follows the
 * system's scheme as it changes), so a route is opened once, not three times.
 */
const MODES = [
  {name: 'light', colorScheme: 'light', viewport: {width: 1280, height: 800}, rules: undefined},
  {name: 'dark', colorScheme: 'dark', viewport: {width: 1280, height: 800}, rules: COLOUR_RULES},
  {name: 'mobile 375 px', colorScheme: 'light', viewport: {width: 375, height: 740}, rules: undefined},
] as const;

/** Both editions: every route, the not-found page, a results page, and the navbar box's results. */
const EDITIONS = [
  {name: 'Korean edition', lang: 'ko', paths: [...PAGES, '/no-such-page', '/search?q=형태소를'], searchBox: '사이트 검색'},
  {
    name: 'English edition',
    lang: 'en',
    paths: [...EN_PAGES, '/en/no-such-page', '/en/search?q=tagging'],
    searchBox: 'Search the site',
  },
] as const;

/**
 * Links fade to a new scheme's colours (Infima's transitions), and axe would read them mid-way:
 * without transitions they arrive at once, the colours a reader ends up with.
 */
const withoutTransitions = (page: Page) => page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});

/** Puts the page in `mode` and runs axe on it. */
async function violationsIn(page: Page, mode: (typeof MODES)[number]) {
  await page.emulateMedia({colorScheme: mode.colorScheme});
  await page.setViewportSize(mode.viewport);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode.colorScheme);
  return violations(page, mode.rules);
}

test.describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  // One test per page, spread over both workers: a whole edition in one test took
  // some 3 minutes, on one worker, and ran out of time on a loaded machine.
  test.describe.configure({mode: 'parallel'});
  // The not-found route answers 404, which the browser logs.
  test.use({allowedConsoleErrors: /status of 404/});

  for (const edition of EDITIONS) {
    for (const path of edition.paths) {
      test(`${path} has no violations in ${MODES.map((mode) => mode.name).join(', ')} mode`, async ({page}) => {
        await page.emulateMedia({colorScheme: MODES[0].colorScheme});
        await page.setViewportSize(MODES[0].viewport);
        await open(page, path);
        await withoutTransitions(page);
        await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
        if (path.includes('/search?')) await expect(page.locator('main mark').first()).toBeVisible();
        const found: Record<string, unknown> = {};
        for (const mode of MODES) {
          const pageViolations = await violationsIn(page, mode);
          if (pageViolations.length) found[mode.name] = pageViolations;
        }
        expect(found).toEqual({});
      });
    }

    test(`${edition.name}: the navbar search with its results open, highlighted words included`, async ({page}) => {
      await open(page, edition.paths[0]);
      await withoutTransitions(page);
      await page.getByRole('combobox', {name: edition.searchBox}).fill('zipped 형태소');
      await expect(page.getByRole('option').first().locator('mark').first()).toBeVisible();
      const found: Record<string, unknown> = {};
      for (const mode of MODES.slice(0, 2)) {
        const popupViolations = await violationsIn(page, mode);
        if (popupViolations.length) found[mode.name] = popupViolations;
      }
      expect(found).toEqual({});
    });
  }
});

test.describe('accessibility of the sentence browser on the accuracy page, opened', () => {
  for (const {path, open: summary} of [
    {path: '/docs/benchmark', open: '문장별 분석 결과'},
    {path: '/en/docs/benchmark', open: 'Analyses sentence by sentence'},
  ]) {
    test(`${path} has no violations with its sentences listed, in ${MODES.map((mode) => mode.name).join(', ')} mode`, async ({page}) => {
      await open(page, path);
      await withoutTransitions(page);
      await page.getByText(summary, {exact: true}).click();
      await expect(page.locator('details ol > li')).toHaveCount(10);
      const found: Record<string, unknown> = {};
      for (const mode of MODES) {
        const pageViolations = await violationsIn(page, mode);
        if (pageViolations.length) found[mode.name] = pageViolations;
      }
      expect(found).toEqual({});
    });
  }
});

test.describe('accessibility of the error box', () => {
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test('the error box and its Retry button pass too', async ({page}) => {
    await open(page, '/');
    await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', {name: 'API 레퍼런스'}).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('dark mode', () => {
  test('follows the system setting and switches with the toggle', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/docs/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = () => page.locator('html').evaluate((html) => getComputedStyle(html).backgroundColor);
    const darkBackground = await background();
    await page.getByRole('button', {name: /어두운 모드와 밝은 모드 전환하기/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background()).not.toBe(darkBackground);
  });
});
