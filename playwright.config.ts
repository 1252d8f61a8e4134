import {defineConfig} from '@playwright/test';

// CI fails on a committed `.only`; locally a running server is reused.
const CI = Boolean(process.env.CI);
// Debian's Chromium: Playwright's own browser download cannot reach its host here.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SITE_PORT = 3000;
export const ANALYTICS_PORT = 3001;
export const SUBPATH_PORT = 3002;

/**
 * Each build is served the way GitHub Pages serves it (scripts/pages-server.mjs):
 * `/x/` is not redirected to `/x`, unknown paths get 404.html with status 404.
 */
function pagesServer(dir: string, port: number, base = '/') {
  return {
    command: `node scripts/pages-server.mjs --dir ${dir} --port ${port} --base ${base}`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests',
  testMatch: /(e2e|budgets|visual)\/.*\.spec\.ts/,
  // Baselines of the screenshot tests, one per name: `make screenshots` rewrites them.
  snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
  expect: {
    // Measured: see tests/visual/screenshots.spec.ts.
    toHaveScreenshot: {threshold: 0.3, maxDiffPixels: 100, animations: 'disabled', caret: 'hide'},
  },
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: 'reports/e2e.json'}]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Without these, Chromium keeps calling Google's hosts, which this network refuses.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    // Our readers' browser: a Korean locale and clock. tests/e2e/locales.spec.ts
    // also opens every route in en-US.
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  },
  projects: [
    {
      name: 'site',
      testIgnore: /\/(analytics|subpath|playground|playground-fuzz|screenshots)\.spec\.ts|budgets\/search\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
    {
      // A second build made with GA_TRACKING_ID set (see Makefile).
      name: 'analytics',
      testMatch: /\/analytics\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${ANALYTICS_PORT}`},
    },
    {
      // A third build made with BASE_URL=/hama/, as GitHub Pages serves a project site.
      name: 'subpath',
      testMatch: /\/subpath\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${SUBPATH_PORT}`},
    },
    {
      // Python in the browser keeps both cores busy for seconds: these tests run
      // after the timing-sensitive ones above (progress bar delays, navigation
      // and query times), not beside them.
      name: 'playground',
      testMatch: /e2e\/playground\.spec\.ts/,
      dependencies: ['site', 'analytics', 'subpath'],
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
    {
      // Its frame check (no 100 ms without a frame) holds for a page that has
      // the machine to itself: beside another test starting Python, an
      // ordinary input once went 183 ms without a frame. So it runs alone.
      name: 'playground-fuzz',
      testMatch: /e2e\/playground-fuzz\.spec\.ts/,
      dependencies: ['playground'],
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
    {
      // Screenshots run Python for the playground's result too; they need no
      // quiet machine, but must not disturb the timings above.
      name: 'screenshots',
      testMatch: /visual\/screenshots\.spec\.ts/,
      dependencies: ['playground-fuzz'],
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
    {
      // Its timings are figures to read, so it runs alone, last.
      name: 'playground-benchmark',
      testMatch: /budgets\/playground\.spec\.ts/,
      dependencies: ['screenshots'],
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
    {
      // Query times in milliseconds: alone too, after everything else. Beside the
      // other tests the slowest query went from about 1 ms to 8.3 ms.
      name: 'search-benchmark',
      testMatch: /budgets\/search\.spec\.ts/,
      dependencies: ['playground-benchmark'],
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
  ],
  webServer: [
    pagesServer('build', SITE_PORT),
    pagesServer('build-analytics', ANALYTICS_PORT),
    pagesServer('build-subpath', SUBPATH_PORT, '/hama/'),
  ],
});
