import {test, expect, openBeforeHydration, waitForHydration} from '../../test';

/**
 * Pages arrive rendered and their scripts run once they have arrived, so on a
 * slow connection readers use a page before React has taken it over. These
 * tests hold the scripts back, use what a reader can reach in that window,
 * then let the scripts in: nothing typed is lost or changed, nothing throws
 * (the site fixture fails on console errors), links still work (issue #13).
 * The playground's and the try-it box's text are tested in playground.spec.ts,
 * which runs Python.
 */
test.describe('before the scripts arrive', () => {
  test('text typed into the navbar search box is kept and searched once the page is ready', async ({page}) => {
    const release = await openBeforeHydration(page, '/docs/introduction');
    const box = page.getByRole('combobox', {name: '사이트 검색'});
    await box.fill('블룸 필터');
    release();
    await waitForHydration(page);
    await expect(box).toHaveValue('블룸 필터');
    await expect(page.getByRole('listbox', {name: '검색 결과'}).getByRole('option').first()).toContainText('블룸 필터');
  });

  test('Enter in the navbar search box before the scripts opens the results page for the query', async ({page}) => {
    const release = await openBeforeHydration(page, '/blog');
    const box = page.getByRole('combobox', {name: '사이트 검색'});
    await box.fill('품사 표');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    release();
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', {name: '개발 가이드와 블로그에서 찾을 말'})).toHaveValue('품사 표');
    await expect(page.getByRole('status').filter({hasText: '검색 결과'})).toContainText('‘품사 표’ 검색 결과');
  });

  test('text typed on the results page is kept, searched and written to the address', async ({page}) => {
    const release = await openBeforeHydration(page, '/search');
    await page.getByRole('searchbox', {name: '개발 가이드와 블로그에서 찾을 말'}).fill('설치');
    release();
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', {name: '개발 가이드와 블로그에서 찾을 말'})).toHaveValue('설치');
    await expect(page.getByRole('status').filter({hasText: '검색 결과'})).toContainText('‘설치’ 검색 결과');
    await expect(page).toHaveURL(/\/search\?q=%EC%84%A4%EC%B9%98$/);
  });

  test('the colour-mode toggle waits for the scripts, then switches', async ({page}) => {
    const release = await openBeforeHydration(page, '/docs/dict');
    const toggle = page.getByRole('button', {name: /어두운 모드|밝은 모드|시스템 모드/});
    // Stock Docusaurus disables it until it can act on it: a click changes nothing.
    await expect(toggle).toBeDisabled();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    release();
    await waitForHydration(page);
    // It steps through system, light and dark.
    await expect(async () => {
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', {timeout: 500});
    }).toPass({timeout: 5_000});
  });

  test('navbar and sidebar links work as plain links, and the next page hydrates', async ({page}) => {
    const release = await openBeforeHydration(page, '/docs/introduction');
    await page.getByRole('navigation', {name: '문서 사이드바'}).getByRole('link', {name: '사전', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/dict$/);
    await expect(page.locator('h1')).toHaveText('사전');
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '블로그'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    release();
    await waitForHydration(page);
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '개발 가이드'}).click();
    await expect(page.locator('h1')).toHaveText('소개');
  });

  test('the announcement bar can be closed once the page is ready, and its link works before', async ({page}) => {
    const release = await openBeforeHydration(page, '/');
    await page.getByRole('link', {name: '출시 소식 읽기'}).click();
    await expect(page).toHaveURL(/\/blog\/release-py-100$/);
    await expect(page.locator('h1')).toContainText('1.0.0');
    release();
    await waitForHydration(page);
    await page.getByRole('button', {name: '닫기'}).click();
    await expect(page.getByText('파이썬 패키지 hama 1.0.0이 출시되었습니다')).toBeHidden();
  });
});
