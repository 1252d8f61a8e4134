// Prints one closing line over both test runners (pytest for content,
// Playwright for the browser), so CI and people read a single total.
import fs from 'node:fs';

function readPytest(file) {
  if (!fs.existsSync(file)) return {passed: 0, failed: 0, skipped: 0};
  const suite = fs.readFileSync(file, 'utf8').match(/<testsuite [^>]*>/)?.[0] ?? '';
  const count = (name) => Number(suite.match(new RegExp(`${name}="(\\d+)"`))?.[1] ?? 0);
  const failed = count('failures') + count('errors');
  const skipped = count('skipped');
  return {passed: count('tests') - failed - skipped, failed, skipped};
}

function readPlaywright(file) {
  if (!fs.existsSync(file)) return {passed: 0, failed: 0, skipped: 0};
  const {stats} = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped};
}

const runs = [readPytest('reports/content.xml'), readPlaywright('reports/e2e.json')];
const total = runs.reduce(
  (sum, run) => ({passed: sum.passed + run.passed, failed: sum.failed + run.failed, skipped: sum.skipped + run.skipped}),
  {passed: 0, failed: 0, skipped: 0},
);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
