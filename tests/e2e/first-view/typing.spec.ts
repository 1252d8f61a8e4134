import type {Locator, Page} from '@playwright/test';
import {expect} from '../../test';
import {describeTypingRace, type RaceBox} from '../../fixtures/typing';

/**
 * Nothing a reader types into a search box while the page loads is lost or
 * changed (issue #25): each way of typing, with the scripts let in after the
 * keys, halfway through them or before them, and again on a CPU slowed down
 * 4×: 16 loads per box. The playground and the try-it box, which run Python,
 * are in tests/e2e/playground/typing.spec.ts.
 */

const navbarBox = (page: Page) => page.getByRole('combobox', {name: '사이트 검색'});
const resultsPageBox = (page: Page) => page.getByRole('searchbox', {name: '개발 가이드와 블로그에서 찾을 말'});
const query = (page: Page) => new URL(page.url()).searchParams.get('q');

/** After Enter, from either box: the results page for exactly what was typed. */
async function onResultsPageFor(page: Page, expected: string) {
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(resultsPageBox(page)).toHaveValue(expected);
  expect(query(page)).toBe(expected);
}

/** A search box: after Enter, the results page; otherwise the box holds the text and `shows` what it found. */
const searchBox = (
  name: string,
  path: string,
  box: (page: Page) => Locator,
  shows: (page: Page, expected: string) => Promise<void>,
): RaceBox => ({
  name,
  path,
  box,
  async settled(page, load, expected) {
    if (load.way === 'type-and-enter') return onResultsPageFor(page, expected);
    await expect(box(page)).toHaveValue(expected);
    await shows(page, expected);
  },
});

const BOXES: RaceBox[] = [
  // The popup's last line opens the results page for the query as React holds it.
  searchBox('navbar search box', '/docs/introduction', navbarBox, (page, expected) =>
    expect(page.getByRole('listbox', {name: '검색 결과'}).getByRole('option').last()).toContainText(expected.trim()),
  ),
  searchBox('results page box', '/search', resultsPageBox, (page, expected) => expect.poll(() => query(page)).toBe(expected)),
];

describeTypingRace(BOXES, {timeoutMs: 180_000});
