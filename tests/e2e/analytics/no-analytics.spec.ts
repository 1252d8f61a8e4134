import {test, expect, open} from '../../test';
import {SITE_PORT, origin} from '../../fixtures/servers';

test.describe('analytics off (build without GA_TRACKING_ID)', () => {
  test.use({baseURL: origin(SITE_PORT)});

  test('the build has no analytics code and the site asks no other host for anything', async ({page, thirdPartyRequests}) => {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('gtag(');
    await open(page, '/');
    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '개발 가이드'}).click();
    await expect(page.locator('h1')).toHaveText('소개');
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    expect(thirdPartyRequests).toEqual([]);
  });
});
