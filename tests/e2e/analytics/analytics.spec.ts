import {test, expect, open, ROUTES, EN_ROUTES} from '../../test';
import {expectPolicyOnEveryRoute} from '../../fixtures/csp';
import {recordPageViews} from '../../fixtures/analytics';

const TRACKING_ID = 'G-TEST12345';

test.describe('analytics (build with GA_TRACKING_ID)', () => {
  test('the build loads gtag.js for the configured id', async ({page}) => {
    await recordPageViews(page);
    const gtagRequest = page.waitForRequest(/googletagmanager\.com\/gtag\/js/);
    await open(page, '/');
    expect((await gtagRequest).url()).toContain(`id=${TRACKING_ID}`);
  });

  test('sends one page view with path, title and location on the first load and on each route change', async ({page, baseURL}) => {
    const views = await recordPageViews(page);
    await open(page, '/docs/introduction');
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]).toEqual({
      path: '/docs/introduction',
      title: await page.title(),
      location: `${baseURL}/docs/introduction`,
    });

    const sidebar = page.getByRole('navigation', {name: '문서 사이드바'});
    await sidebar.getByRole('link', {name: '설치', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('설치');
    await expect.poll(() => views.length).toBe(2);
    expect(views[1]).toEqual({
      path: '/docs/installation',
      title: '설치 | hama',
      location: `${baseURL}/docs/installation`,
    });

    await page.getByRole('navigation', {name: '메인'}).getByRole('link', {name: '블로그'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => views.length).toBe(3);
    expect(views[2]).toMatchObject({path: '/blog', location: `${baseURL}/blog`});
    expect(views[2].title).toContain('블로그');

    await page.goBack();
    await expect.poll(() => views.length).toBe(4);
    expect(views[3].path).toBe('/docs/installation');
    // Nothing else arrives late: exactly one page view per navigation.
    await page.waitForTimeout(500);
    expect(views).toHaveLength(4);
  });
});

test.describe('Content Security Policy with analytics', () => {
  test('every route carries the analytics hosts in its policy, and page views go out under it', async ({page}) => {
    test.setTimeout(120_000);
    const views = await recordPageViews(page);
    await expectPolicyOnEveryRoute(page, [...ROUTES, ...EN_ROUTES], {analytics: true});
    await expect.poll(() => views.length).toBeGreaterThan(0);
  });
});
