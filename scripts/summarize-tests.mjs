// Prints one closing line over the test runners (Vitest for unit tests,
// pytest for content, Playwright for the browser), so CI and people read a
// single total.
import fs from 'node:fs';

/** A JUnit report (pytest, Vitest): the sum over its test suites. */
function readJunit(file) {
  if (!fs.existsSync(file)) return {passed: 0, failed: 0, skipped: 0};
  const suites = fs.readFileSync(file, 'utf8').match(/<testsuite [^>]*>/g) ?? [];
  const count = (name) => suites.reduce((sum, suite) => sum + Number(suite.match(new RegExp(` ${name}="(\\d+)"`))?.[1] ?? 0), 0);
  const failed = count('failures') + count('errors');
  const skipped = count('skipped');
  return {passed: count('tests') - failed - skipped, failed, skipped};
}

function readPlaywright(file) {
  if (!fs.existsSync(file)) return {passed: 0, failed: 0, skipped: 0};
  const {stats} = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped};
}

// The browser tests write one report per phase (scripts/run-e2e.ts).
const playwrightReports = fs.existsSync('reports') ? fs.readdirSync('reports').filter((file) => /^e2e(-\d+)?\.json$/.test(file)) : [];
const runs = [
  readJunit('reports/unit.xml'),
  readJunit('reports/content.xml'),
  ...playwrightReports.map((file) => readPlaywright(`reports/${file}`)),
];
const total = runs.reduce(
  (sum, run) => ({passed: sum.passed + run.passed, failed: sum.failed + run.failed, skipped: sum.skipped + run.skipped}),
  {passed: 0, failed: 0, skipped: 0},
);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
