// Lighthouse benchmark: this site beside a stock create-docusaurus site of the
// same Docusaurus version, both built for production and served with gzip on
// loopback. Not part of the tests; run on a quiet machine: `make benchmark`.
//
//   RUNS=3            Lighthouse runs per route (the median is reported)
//   ROUTES=/,/docs/dict   only these routes of this site (default: every page of both editions, from their sitemaps)
//
// Lighthouse 13 needs Node 22; the npm packages `node@22` and `lighthouse`
// are installed into .benchmark/tools, as is the stock site.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORK = path.join(ROOT, '.benchmark');
const TOOLS = path.join(WORK, 'tools');
const STOCK = path.join(WORK, 'stock');
const DOCUSAURUS_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).dependencies['@docusaurus/core'];
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const run = (command, args, cwd = ROOT, env = {}) =>
  execFileSync(command, args, {cwd, stdio: ['ignore', 'pipe', 'inherit'], env: {...process.env, ...env}}).toString();

function timed(label, action) {
  const start = Date.now();
  action();
  const seconds = (Date.now() - start) / 1000;
  console.error(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

function setUp() {
  fs.mkdirSync(TOOLS, {recursive: true});
  if (!fs.existsSync(path.join(TOOLS, 'node_modules/.bin/lighthouse'))) {
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', TOOLS, 'node@22', 'lighthouse@13', 'serve@14']);
  }
  if (!fs.existsSync(STOCK)) {
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${DOCUSAURUS_VERSION}`,
        'stock',
        'classic',
        '--typescript',
        '--package-manager',
        'npm',
        '--skip-install',
      ],
      WORK,
    );
    run('npm', ['install', '--no-audit', '--no-fund'], STOCK);
  }
  return {
    ours: timed('build, this site', () => run('npx', ['docusaurus', 'build', '--out-dir', path.join(WORK, 'ours')])),
    stock: timed('build, stock site', () => run('npx', ['docusaurus', 'build'], STOCK)),
  };
}

function serve(dir, port) {
  return spawn(path.join(TOOLS, 'node_modules/.bin/serve'), ['-l', `tcp://127.0.0.1:${port}`, '--no-port-switching', dir], {
    stdio: 'ignore',
  });
}

/** Every page of every edition, read from their sitemaps (Docusaurus writes one per locale: /sitemap.xml, /en/sitemap.xml). */
function sitemapRoutes(dir) {
  const locales = fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, 'sitemap.xml')));
  return ['sitemap.xml', ...locales.map((locale) => `${locale}/sitemap.xml`)]
    .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map(([, url]) => new URL(url).pathname)
    .sort();
}

function lighthouse(url) {
  const output = path.join(WORK, 'report.json');
  run(
    path.join(TOOLS, 'node_modules/.bin/node'),
    [
      path.join(TOOLS, 'node_modules/.bin/lighthouse'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    ROOT,
    {CHROME_PATH: CHROMIUM_PATH},
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  const scripts = report.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1000,
    jsKb: scripts.transferSize / 1000,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(base, route) {
  const runs = Array.from({length: RUNS}, () => lighthouse(`${base}${route}`));
  const result = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
  return {...result, lcpRuns: runs.map((run) => run.lcp)};
}

const format = (name, result, stock) =>
  `| ${name} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ` +
  `${(result.lcp / 1000).toFixed(2)} s | ${Math.round(result.tbt)} ms | ${result.cls.toFixed(3)} | ` +
  `${result.kb.toFixed(0)} KB | ${result.jsKb.toFixed(0)} KB | ` +
  (stock ? `${(result.lcp / stock.lcp).toFixed(2)} | ${(result.kb / stock.kb).toFixed(2)} |` : '— | — |');

const buildSeconds = setUp();
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : sitemapRoutes(path.join(WORK, 'ours'));
const servers = [serve(path.join(WORK, 'ours'), 3200), serve(path.join(STOCK, 'build'), 3201)];
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const stockHome = measure('http://127.0.0.1:3201', '/');
  const stockDoc = measure('http://127.0.0.1:3201', '/docs/intro');
  console.log(`Lighthouse ${RUNS}× per route (median), mobile preset, Chromium at ${CHROMIUM_PATH}, gzip on loopback`);
  console.log(`Production build: this site ${buildSeconds.ours.toFixed(1)} s, stock site ${buildSeconds.stock.toFixed(1)} s\n`);
  console.log('| route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | bytes | JS | LCP ÷ stock | bytes ÷ stock |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(format('stock /', stockHome));
  console.log(format('stock /docs/intro', stockDoc));
  for (const route of ROUTES) {
    console.log(format(route, measure('http://127.0.0.1:3200', route), route === '/' ? stockHome : stockDoc));
  }
  // Lighthouse's model puts the stock site's preloaded scripts on its LCP path
  // in some runs and not in others (about 2.2 s or about 1.1 s): every run is shown.
  const seconds = (runs) => runs.map((lcp) => (lcp / 1000).toFixed(2)).join(', ');
  console.log(`\nStock LCP, each run: / ${seconds(stockHome.lcpRuns)} s; /docs/intro ${seconds(stockDoc.lcpRuns)} s`);
} finally {
  servers.forEach((server) => server.kill());
}
