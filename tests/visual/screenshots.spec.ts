import type {Page} from '@playwright/test';
import {test, expect, open} from '../test';

/**
 * What readers see, compared with committed baselines (tests/visual/baselines/,
 * issue #13): eight screens, and six of the English edition, at a desktop and a
 * phone width, in light and dark.
 * A layout change fails the test and shows up as an image diff in review.
 *
 * The tolerance (playwright.config.ts: a pixel counts as changed past a colour
 * distance of 0.3, and up to 100 may change) was measured on these screens:
 * the same build shot again differs by 0 pixels; the smallest layout changes
 * tried, one heading 4 px lower, navbar links 2 px wider, an admonition's
 * margin 4 px larger, change 398 to 6,777 pixels on every screen that shows
 * the element. The colour distance lets anti-aliasing shades move, as patch
 * releases of Chromium and fonts do; a release that redraws the glyphs
 * themselves fails here. Regenerate the baselines on purpose with
 * `make screenshots` and review the images in the diff.
 */

type Screen = {
  name: string;
  show: (page: Page) => Promise<void>;
  /** Whole page, not the first screen: the playground's result lies below the fold. */
  fullPage?: boolean;
  mask?: (page: Page) => ReturnType<Page['locator']>[];
  /** The playground's runtime stored as after a first visit (tests/fixtures/storedRuntime.ts): a start in a second, not ten. */
  storedRuntime?: boolean;
};

const SCREENS: Screen[] = [
  {name: 'home', show: async (page) => void (await open(page, '/'))},
  {name: 'doc-installation', show: async (page) => void (await open(page, '/docs/installation'))},
  {name: 'post-release', show: async (page) => void (await open(page, '/blog/release-py-100'))},
  {name: 'tag-index', show: async (page) => void (await open(page, '/blog/tags'))},
  {
    name: 'search-popup',
    show: async (page) => {
      await open(page, '/docs/introduction');
      await page.getByRole('combobox', {name: '사이트 검색'}).fill('품사 표');
      await expect(page.getByRole('listbox', {name: '검색 결과'}).getByRole('option').first()).toContainText('품사 태깅 › 품사 태그 표');
    },
  },
  {
    name: 'not-found',
    show: async (page) => {
      await open(page, '/no-such-page');
      // The search link takes its words from the address once the page has hydrated.
      await expect(page.getByRole('link', {name: '사이트에서 ‘no such page’ 검색하기'})).toBeVisible();
    },
  },
  {
    name: 'playground-result',
    show: async (page) => {
      await open(page, '/playground');
      // Ready, from the stored state: the status line's last state.
      await expect(page.getByText(/^준비됨 .* hama 1\.0\.0\.$/)).toBeVisible({timeout: 90_000});
      await expect(page.locator('.theme-code-block pre').last()).toContainText("text = '오늘 날씨가 좋다'");
    },
    fullPage: true,
    // Start-up times differ from run to run.
    mask: (page) => [page.getByText(/^준비됨/)],
    storedRuntime: true,
  },
  {
    // The accuracy-against-speed chart (issue #23), drawn at build time.
    name: 'benchmark-chart',
    show: async (page) => {
      await open(page, '/docs/benchmark');
      // The figure's top just below the sticky navbar.
      await page.evaluate(() => {
        document.querySelector('article figure')!.scrollIntoView({block: 'start'});
        window.scrollBy(0, -(document.querySelector('.navbar')!.getBoundingClientRect().height + 16));
      });
    },
  },
  // The English edition (issue #16), on the same screens.
  {name: 'en-home', show: async (page) => void (await open(page, '/en/'))},
  {name: 'en-doc-pos-tagging', show: async (page) => void (await open(page, '/en/docs/pos_tagging'))},
  {name: 'en-post-release', show: async (page) => void (await open(page, '/en/blog/release-py-100'))},
  {
    name: 'en-search-popup',
    show: async (page) => {
      await open(page, '/en/docs/introduction');
      await page.getByRole('combobox', {name: 'Search the site'}).fill('tag table');
      await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toContainText(
        'POS tagging › Tag table',
      );
    },
  },
  {
    name: 'en-not-found',
    show: async (page) => {
      await open(page, '/en/no-such-page');
      await expect(page.getByRole('link', {name: 'Search the site for ‘no such page’'})).toBeVisible();
    },
  },
  {
    name: 'en-playground-result',
    show: async (page) => {
      await open(page, '/en/playground');
      await expect(page.getByText(/^Ready .* in Python [\d.]+\.$/)).toBeVisible({timeout: 90_000});
      await expect(page.locator('.theme-code-block pre').last()).toContainText("text = '오늘 날씨가 좋다'");
    },
    fullPage: true,
    mask: (page) => [page.getByText(/^Ready/)],
    storedRuntime: true,
  },
];

const VIEWPORTS = [
  {label: '1280', width: 1280, height: 800},
  {label: '375', width: 375, height: 812},
];

test.describe('screenshots', () => {
  // One screen per test, spread over both workers (one file runs on one worker otherwise).
  test.describe.configure({mode: 'parallel', timeout: 120_000});

  // Forced colours (Windows' contrast themes) repaint backgrounds, and the navbar's and breadcrumb's icons are
  // backgrounds drawn through a mask (src/components/MaskIcon): they must still show, in the text's colour.
  test('1280 px, forced colours › navbar-and-breadcrumbs', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.emulateMedia({forcedColors: 'active'});
    await open(page, '/docs/pos_tagging');
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot('navbar-and-breadcrumbs-1280-forced-colors.png', {clip: {x: 0, y: 0, width: 1280, height: 150}});
  });

  // Each screen is loaded once per width, shot light, then switched to dark in place (the site
  // follows the system's scheme as it changes, and Playwright's shot waits out the transitions):
  // every dark baseline matched so, unchanged, and the screenshots took 122 CPU-seconds instead
  // of 194 with a load per scheme. A page opened dark is checked in tests/e2e/accessibility/.
  for (const viewport of VIEWPORTS) {
    test.describe(`${viewport.label} px`, () => {
      test.use({viewport: {width: viewport.width, height: viewport.height}, colorScheme: 'light'});
      for (const screen of SCREENS) {
        test.describe(() => {
          // The not-found page logs its own 404 status; no other screen may log one.
          test.use({
            storedRuntime: Boolean(screen.storedRuntime),
            allowedConsoleErrors: /not-found$/.test(screen.name) ? /status of 404/ : null,
          });
          test(`${screen.name}, light and dark`, async ({page}) => {
            await screen.show(page);
            await page.evaluate(() => document.fonts.ready);
            for (const colorScheme of ['light', 'dark'] as const) {
              await page.emulateMedia({colorScheme});
              await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
              await expect(page).toHaveScreenshot(`${screen.name}-${viewport.label}-${colorScheme}.png`, {
                fullPage: screen.fullPage,
                mask: screen.mask?.(page),
              });
            }
          });
        });
      }
    });
  }
});
