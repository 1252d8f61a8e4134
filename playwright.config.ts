import {defineConfig} from '@playwright/test';

// CI fails on a committed `.only`; locally a running server is reused.
const CI = Boolean(process.env.CI);
// Debian's Chromium: Playwright's own browser download cannot reach its host here.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SITE_PORT = 3000;
export const ANALYTICS_PORT = 3001;
export const SUBPATH_PORT = 3002;

/**
 * `docusaurus serve`: clean URLs and 404.html with status 404, like a common
 * static host. It reads the base URL from the config, hence the environment.
 */
function staticServer(dir: string, port: number, env = '') {
  return {
    command: `${env} npx docusaurus serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`.trim(),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests',
  testMatch: /(e2e|budgets)\/.*\.spec\.ts/,
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
  },
  projects: [
    {
      name: 'site',
      testIgnore: /\/(analytics|subpath|playground)\.spec\.ts/,
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
      // Its timings are figures to read, so it runs alone, last.
      name: 'playground-benchmark',
      testMatch: /budgets\/playground\.spec\.ts/,
      dependencies: ['playground'],
      use: {baseURL: `http://127.0.0.1:${SITE_PORT}`},
    },
  ],
  webServer: [
    staticServer('build', SITE_PORT),
    staticServer('build-analytics', ANALYTICS_PORT),
    staticServer('build-subpath', SUBPATH_PORT, 'BASE_URL=/hama/'),
  ],
});
