import {test, expect, PAGES, EN_PAGES} from '../../test';
import {expectPolicyInEveryPage} from '../../fixtures/csp';

/**
 * The Content Security Policy (issue #25): every page carries it and nothing
 * on any route breaks it. The other folders' tests run under it too: the site
 * fixture fails any test on a violation, so the playground, search, the try-it
 * box, the language menu, the theme switch and the announcement bar are all
 * checked working under the policy where they are tested. The analytics and
 * sub-path builds have the same walk in their folders.
 */
test.describe('Content Security Policy', () => {
  test('every route of both editions arrives with the policy (tests/e2e/accessibility opens each under it)', async ({request}) => {
    await expectPolicyInEveryPage(request, [...PAGES, ...EN_PAGES]);
  });

  test.describe('a page with one inline script more', () => {
    // Chromium logs the refusal, and the site fixture its report.
    test.use({allowedConsoleErrors: /Content Security Policy|Refused to execute inline script/});

    test('has it refused, and the refusal reported', async ({page}) => {
      // Proof that the policy is enforced, not only written: the same page with one more inline script.
      await page.route('**/docs/dict', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>document.title = "injected"</script></body>');
        await route.fulfill({response, body: html});
      });
      const violations: string[] = [];
      page.on('console', (message) => message.text().includes('Content Security Policy violation') && violations.push(message.text()));
      await page.goto('/docs/dict');
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.title()).not.toBe('injected');
    });
  });
});
