import {defineConfig} from '@playwright/test';
import type {SiteFixtures} from './tests/fixtures/site';
import {SITE_PORT, ANALYTICS_PORT, SUBPATH_PORT, SUBPATH_BASE, origin} from './tests/fixtures/servers';

// CI fails on a committed `.only`; locally a running server is reused.
const CI = Boolean(process.env.CI);
// Debian's Chromium: Playwright's own browser download cannot reach its host here.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's chromium-headless-shell: the same Chromium release (Blink and V8) without the
// browser's window layer, which is what Playwright itself runs headless tests in. The browser
// tests ran on half the CPU in it (the navigation tests: 102 s instead of 217 s, 1.5 min
// instead of 2.2). The screenshots and the figures with limits in time stay in the browser
// readers have (READERS_BROWSER): the shell picks another font for Hangul in code, which the
// baselines would show, and the times are compared with those measured before. The counted
// budgets (bytes, restyles) read the same in both: every figure they print was equal (2026-11-27),
// on 0.87 core-minutes instead of 1.2.
const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
// A failed test keeps a trace of its actions and the page's console. The page's screenshots,
// DOM snapshots and requests at every action make the browser render and serialise pages all
// the time: with them, the navigation and i18n tests took 190 s instead of 155. FULL_TRACE=1 adds them.
const FULL_TRACE = Boolean(process.env.FULL_TRACE);

// Without the first four, Chromium keeps calling Google's hosts, which this network
// refuses. The last keeps pages off the internet: no host but this machine's resolves
// (tests/fixtures/site.ts records what a page asked of another host, and fails its test).
const BROWSER_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  // (A proxy would resolve names itself, past those rules.)
  '--no-proxy-server',
];
/** The screenshots and the figures with limits run in the browser readers have. */
const READERS_BROWSER = {executablePath: CHROMIUM_PATH, args: BROWSER_ARGS};

/**
 * Each build is served the way GitHub Pages serves it (scripts/pages-server.mjs):
 * `/x/` is not redirected to `/x`, unknown paths get 404.html with status 404.
 */
function pagesServer(dir: string, port: number, base = '/') {
  return {
    command: `node scripts/pages-server.mjs --dir ${dir} --port ${port} --base ${base}`,
    url: `${origin(port)}${base}`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  };
}

/** The budgets that count rather than time (the `bytes` project), in tests/budgets/. */
const COUNTED_BUDGETS = ['bytes.spec.ts', 'restyles.spec.ts'];

/** First views as readers get them, for the budgets: the service worker registers after the page. */
const FIRST_VIEWS = {baseURL: origin(SITE_PORT), serviceWorkers: 'allow'} as const;

/** The feature folders of tests/e2e/ that run against the root build. */
const SITE_FEATURES = ['navigation', 'layout', 'content', 'search', 'i18n', 'first-view', 'accessibility', 'security'];

/**
 * The order `make test-e2e` runs the projects in (scripts/run-e2e.ts), one
 * Playwright run per phase, so that a failure in one never skips the others
 * (project dependencies would). Every test but the figures with limits in time runs in one
 * phase, on both cores: a phase per kind left a core idle at each phase's end and
 * through the offline tests' waits. The playground and offline projects, one test
 * at a time each, start first: they are the longest chains. Last, alone, the
 * figures with limits in time (the byte budgets and the restyles, counted, not timed, run in the first).
 */
export const PHASES: readonly (readonly string[])[] = [
  ['playground', 'offline', 'bytes', ...SITE_FEATURES, 'analytics', 'subpath', 'deploy', 'screenshots'],
  ['budgets'],
];

export default defineConfig<Pick<SiteFixtures, 'browserCache'>>({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // Baselines of the screenshot tests, one per name: `make screenshots` rewrites them.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: {
    // Measured: see tests/visual/screenshots.spec.ts.
    toHaveScreenshot: {threshold: 0.3, maxDiffPixels: 100, animations: 'disabled', caret: 'hide'},
  },
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // One report per phase (scripts/run-e2e.ts names it); scripts/summarize-tests.mjs reads them all.
  reporter: [['list'], ['json', {outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json'}]],
  use: {
    browserName: 'chromium',
    launchOptions: {executablePath: HEADLESS_SHELL_PATH, args: BROWSER_ARGS},
    trace: {mode: 'retain-on-failure', screenshots: FULL_TRACE, snapshots: FULL_TRACE},
    screenshot: 'only-on-failure',
    // Our readers' browser: a Korean locale and clock. tests/e2e/i18n/locales.spec.ts
    // also opens every route in en-US.
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // The site's service worker (issue #26) would answer requests before the routes
    // tests set up see them; the offline and budget projects let it run, as in readers' browsers.
    serviceWorkers: 'block',
  },
  // One project per folder; PHASES above says which run together. Within a phase,
  // Playwright hands out tests in this order: the longest chains first.
  projects: [
    {
      // Python in the browser, one test at a time: it keeps both cores busy, so two at
      // once took as long as one after the other (5.4 min for 323 s of tests run twice as slow).
      name: 'playground',
      testDir: 'tests/e2e/playground',
      workers: 1,
      use: {baseURL: origin(SITE_PORT)},
    },
    {
      // Offline reading with the service worker running, on every build; it runs
      // Python too, so one test at a time.
      name: 'offline',
      testDir: 'tests/e2e/offline',
      workers: 1,
      // Without the browser's own cache: the tests are about what the worker keeps and serves.
      use: {baseURL: origin(SITE_PORT), serviceWorkers: 'allow', browserCache: false},
    },
    {
      // The first-view byte budgets and the restyles: counted, not timed, so they run beside the other
      // tests, in the headless shell; handed out early (the byte budgets' longest test takes 48 s: last, it left a core idle at the phase's end).
      name: 'bytes',
      testDir: 'tests/budgets',
      testMatch: COUNTED_BUDGETS,
      use: FIRST_VIEWS,
    },
    ...SITE_FEATURES.map((feature) => ({name: feature, testDir: `tests/e2e/${feature}`, use: {baseURL: origin(SITE_PORT)}})),
    // A second build made with GA_TRACKING_ID set (see Makefile); its folder also
    // holds the check that the plain build has no analytics at all.
    {name: 'analytics', testDir: 'tests/e2e/analytics', use: {baseURL: origin(ANALYTICS_PORT)}},
    // A third build made with BASE_URL=/hama/, as GitHub Pages serves a project site.
    {name: 'subpath', testDir: 'tests/e2e/subpath', use: {baseURL: origin(SUBPATH_PORT)}},
    // Tabs open across a deploy: each test serves a build, then the next one, on a port of its own.
    {name: 'deploy', testDir: 'tests/e2e/deploy', use: {baseURL: origin(SITE_PORT)}},
    {
      // Screenshots run Python for the playground's result too; they need no quiet machine.
      name: 'screenshots',
      testDir: 'tests/visual',
      use: {baseURL: origin(SITE_PORT), launchOptions: READERS_BROWSER},
    },
    {
      // Figures with limits in time (navigation, playground start, query times, the
      // playground fuzz's longest task) are read alone, last: beside other tests the
      // slowest query went from about 1 ms to 8.3 ms, the fuzz's task to 259 ms.
      name: 'budgets',
      testDir: 'tests/budgets',
      testIgnore: COUNTED_BUDGETS,
      workers: 1,
      use: {...FIRST_VIEWS, launchOptions: READERS_BROWSER},
    },
  ],
  webServer: [
    pagesServer('build', SITE_PORT),
    pagesServer('build-analytics', ANALYTICS_PORT),
    pagesServer('build-subpath', SUBPATH_PORT, SUBPATH_BASE),
  ],
});
