// A first view as a reader on a mid-range phone gets it, this site beside a stock
// create-docusaurus site of the same Docusaurus version (issue #51): real Chromium,
// 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, cold cache, runs of all pages
// interleaved so that the machine's noise falls on every page alike. The same
// measurements as ../shared/perf/hydrate.mjs, the instrument the site's first view is
// judged by, plus the largest contentful paint and the bytes that arrived before the
// first paint; both builds are served by its server, ../shared/perf/serve.mjs.
// Not a test: `make benchmark-first-view` on a quiet machine. Writes
// benchmarks/first-view/results.json and prints the medians and the ratios to stock.
//
//   RUNS=5             runs per page (the median is reported)
//   STOCK_DIR=…        where the stock site is made and built (default: outside the repo, in the temp dir)
//   PERF_DIR=…         the instrument's folder (default ../shared/perf)
//   ONLY=/,/docs/pos_tagging   only these pages of this site (stock's two are always measured)
//   BEFORE_DIR=…       another build of this site (say, main's) measured in the same run, page for page
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUSAURUS_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).dependencies['@docusaurus/core'];
const RUNS = Number(process.env.RUNS ?? 5);
const STOCK_DIR = process.env.STOCK_DIR ?? path.join(os.tmpdir(), 'hama-first-view', `stock-${DOCUSAURUS_VERSION}`);
const PERF_DIR = path.resolve(ROOT, process.env.PERF_DIR ?? '../shared/perf');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OURS_DIR = path.join(ROOT, 'build');
const RESULTS = path.join(ROOT, 'benchmarks/first-view/results.json');
const BEFORE_DIR = process.env.BEFORE_DIR;
const PORTS = {ours: 4101, stock: 4102, before: 4103};

const run = (command, args, cwd) => execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});

/** The stock starter, made and built once in STOCK_DIR (outside the repo). */
function stockBuild() {
  if (!fs.existsSync(path.join(STOCK_DIR, 'package.json'))) {
    fs.mkdirSync(path.dirname(STOCK_DIR), {recursive: true});
    const args = ['classic', '--typescript', '--package-manager', 'npm', '--skip-install'];
    run('npx', ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, path.basename(STOCK_DIR), ...args], path.dirname(STOCK_DIR));
  }
  if (!fs.existsSync(path.join(STOCK_DIR, 'node_modules'))) run('npm', ['install', '--no-audit', '--no-fund'], STOCK_DIR);
  if (!fs.existsSync(path.join(STOCK_DIR, 'build/index.html'))) run('npm', ['run', 'build'], STOCK_DIR);
  return path.join(STOCK_DIR, 'build');
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/**
 * The doc page of an edition whose first view weighs most: its HTML and every script and
 * stylesheet it names, gzipped, as the server sends them.
 */
function heaviestDocPage(localePrefix) {
  const docsDir = path.join(OURS_DIR, localePrefix, 'docs');
  let heaviest = {route: '', bytes: 0};
  // Each page is also copied to x/index.html for GitHub Pages (github-pages plugin): the same page, skipped.
  const pages = fs.readdirSync(docsDir, {recursive: true}).filter((file) => file.endsWith('.html') && !file.endsWith('index.html'));
  for (const name of pages) {
    const html = fs.readFileSync(path.join(docsDir, name), 'utf8');
    // The minified HTML names its scripts unquoted (<script defer src=…>, ssrTemplate.ts); a stylesheet it still
    // links counts too (inlineStylesheet.ts writes the site's into the page, which the HTML's size already holds).
    const assets = [...new Set(html.match(/\/(?:[\w-]+\/)?assets\/[^"'\s>]+\.(?:js|css)/g))].map((url) => path.join(OURS_DIR, url));
    const bytes = gzipSize(path.join(docsDir, name)) + assets.reduce((sum, file) => sum + (fs.existsSync(file) ? gzipSize(file) : 0), 0);
    if (bytes > heaviest.bytes) heaviest = {route: `/${localePrefix}docs/${name.replace(/\.html$/, '')}`, bytes};
  }
  return heaviest.route;
}

/** Each page of ours, and the stock page of the same kind it is held against. */
function pages() {
  const list = [];
  for (const prefix of ['', 'en/']) {
    list.push({site: 'ours', route: `/${prefix}`, against: '/'});
    // The introduction, the tagging guide (the issue's heavy page) and the heaviest doc page of the build.
    const docs = new Set([`/${prefix}docs/introduction`, `/${prefix}docs/pos_tagging`, heaviestDocPage(prefix)]);
    for (const route of docs) list.push({site: 'ours', route, against: '/docs/intro'});
  }
  const only = process.env.ONLY?.split(',');
  const ours = list.filter(({route}) => !only || only.includes(route));
  const before = BEFORE_DIR ? ours.map((entry) => ({...entry, site: 'before'})) : [];
  return [{site: 'stock', route: '/'}, {site: 'stock', route: '/docs/intro'}, ...ours, ...before];
}

function serve(dir, port) {
  const server = spawn(process.execPath, [path.join(PERF_DIR, 'serve.mjs'), '--root', dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () => resolve(server));
    server.once('exit', (code) => reject(new Error(`serve.mjs for ${dir} stopped (${code})`)));
  });
}

/** One cold load of `url` in a fresh context, throttled as hydrate.mjs throttles. */
async function once(browser, url) {
  const context = await browser.newContext({locale: 'ko-KR', timezoneId: 'Asia/Seoul'});
  // Only the site itself: analytics and other hosts are cut off, for every site alike.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === new URL(url).hostname ? route.continue() : route.abort(),
  );
  await context.addInitScript(() => {
    window.__firstView = {longTasks: [], lcp: NaN, hydratedAt: NaN};
    new PerformanceObserver((list) =>
      window.__firstView.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__firstView.lcp = entry.startTime;
    }).observe({type: 'largest-contentful-paint', buffered: true});
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
        window.__firstView.hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(url, {waitUntil: 'load', timeout: 60000});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60000, state: 'attached'});
  const measured = await page.evaluate(() => {
    const {longTasks, lcp, hydratedAt} = window.__firstView;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const [navigation] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    const transfer = (entries) => entries.reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
    return {
      fcp,
      lcp,
      hydrated: hydratedAt,
      blocking: longTasks.filter(([start]) => start < hydratedAt).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      jsBytes: transfer(resources.filter((entry) => /\.m?js(\?|$)/.test(entry.name))),
      cssArrived: Math.max(0, ...resources.filter((entry) => /\.css(\?|$)/.test(entry.name)).map((entry) => entry.responseEnd)),
      bytesBeforeFcp: navigation.transferSize + transfer(resources.filter((entry) => entry.responseEnd <= fcp)),
      scriptsRequestedBeforeFcp: resources
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => entry.requestStart > 0 && entry.requestStart < fcp).length,
    };
  });
  await context.close();
  return measured;
}

const METRICS = ['fcp', 'lcp', 'hydrated', 'blocking', 'jsBytes', 'bytesBeforeFcp', 'scriptsRequestedBeforeFcp', 'cssArrived'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stockDir = stockBuild();
if (!fs.existsSync(path.join(OURS_DIR, 'index.html'))) throw new Error('build/ has no index.html: run `make build` first.');
const list = pages();
const samples = new Map(list.map((entry) => [entry, []]));
const servers = [];
let browser;
try {
  servers.push(await serve(OURS_DIR, PORTS.ours), await serve(stockDir, PORTS.stock));
  if (BEFORE_DIR) servers.push(await serve(path.resolve(BEFORE_DIR), PORTS.before));
  browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu']});
  for (let round = 0; round < RUNS; round++) {
    for (const entry of list) {
      samples.get(entry).push(await once(browser, `http://127.0.0.1:${PORTS[entry.site]}${entry.route}`));
    }
    console.error(`round ${round + 1} of ${RUNS} done`);
  }
} finally {
  await browser?.close();
  for (const server of servers) server.kill();
}

const medians = (entry) =>
  Object.fromEntries(METRICS.map((metric) => [metric, median(samples.get(entry).map((sample) => sample[metric]))]));
const stock = Object.fromEntries(list.filter((entry) => entry.site === 'stock').map((entry) => [entry.route, medians(entry)]));
const results = {
  about:
    'First view in real Chromium (4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s, cold cache), medians of interleaved runs; ' +
    `stock is create-docusaurus@${DOCUSAURUS_VERSION} classic --typescript. Made by make benchmark-first-view; figures of one run only compare with each other.`,
  date: new Date().toISOString().slice(0, 10),
  runs: RUNS,
  cpus: os.cpus().length,
  pages: list.map((entry) => ({
    site: entry.site,
    route: entry.route,
    ...(entry.against ? {against: entry.against} : {}),
    median: medians(entry),
    samples: samples.get(entry),
  })),
};
fs.mkdirSync(path.dirname(RESULTS), {recursive: true});
fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);

const ms = (value) => `${Math.round(value).toLocaleString('en')}`;
const kb = (value) => `${(value / 1024).toFixed(1)}`;
const ratio = (value, base) => (base ? (value / base).toFixed(2) : '—');
console.log(`First view, median of ${RUNS} interleaved runs (ms; KB transferred). Ratios are to the stock page of the same kind.\n`);
console.log(
  '| page | stylesheet arrived | FCP | LCP | hydrated | blocking before hydration | JS KB | KB before FCP | scripts requested before FCP | FCP ÷ stock | hydrated ÷ stock | blocking − stock |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const page of results.pages) {
  const m = page.median;
  const base = page.against ? stock[page.against] : undefined;
  console.log(
    `| ${page.site} ${page.route}${base ? ` (vs ${page.against})` : ''} | ${ms(m.cssArrived)} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.hydrated)} | ${ms(m.blocking)} | ` +
      `${kb(m.jsBytes)} | ${kb(m.bytesBeforeFcp)} | ${m.scriptsRequestedBeforeFcp} | ${ratio(m.fcp, base?.fcp)} | ${ratio(m.hydrated, base?.hydrated)} | ` +
      `${base ? ms(m.blocking - base.blocking) : '—'} |`,
  );
}
console.log(`\nWritten to ${path.relative(ROOT, RESULTS)}.`);
