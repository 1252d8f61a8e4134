// Prints one closing line over the test runners (Vitest for unit tests,
// pytest for content, Playwright for the browser), so CI and people read a
// single total, and above it the name of each test that failed: CI keeps only
// the end of the output, where each runner's own list of failures is long gone.
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

const none = {passed: 0, failed: 0, skipped: 0, failures: []};

/** A JUnit report (pytest, Vitest): the sum over its test suites. */
function readJunit(file) {
  const xml = fs.readFileSync(file, 'utf8');
  const suites = xml.match(/<testsuite [^>]*>/g) ?? [];
  const count = (name) => suites.reduce((sum, suite) => sum + Number(suite.match(new RegExp(` ${name}="(\\d+)"`))?.[1] ?? 0), 0);
  const failed = count('failures') + count('errors');
  const skipped = count('skipped');
  const attribute = (tag, name) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1] ?? '';
  const failures = [...xml.matchAll(/(<testcase [^>]*>)\s*<(failure|error)\b/g)].map(
    ([, tag]) => `${attribute(tag, 'classname')} › ${attribute(tag, 'name')}`,
  );
  return {passed: count('tests') - failed - skipped, failed, skipped, failures};
}

/**
 * A Playwright error in one line, without the terminal's colours: its first line, where it was
 * thrown, and what it expected and received. CI keeps only this, so it must say which expect
 * failed and how ("Expected: false; Received: true; Timeout 5000ms exceeded").
 */
function describeError({message, location}) {
  const [first, ...rest] = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim().replace(/^- /, '').replace(/\s+/g, ' '))
    .filter(Boolean);
  const details = rest.filter((line) => /^(Locator|Expected|Received|Timeout|Error:)/i.test(line)).slice(0, 5);
  const where = location ? ` (at ${path.relative(process.cwd(), location.file)}:${location.line})` : '';
  return [`${first}${where}`, ...details].join('; ');
}

/**
 * A Playwright JSON report's tests that ended unexpectedly, named as Playwright's own list
 * names them; `titles` are the describe blocks around `suite` (none for a file's own suite).
 */
function playwrightFailures(suite, titles = []) {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const name = [`[${test.projectName}]`, `${spec.file}:${spec.line}`, ...titles, spec.title].join(' › ');
          const error = test.results.at(-1)?.error;
          return error?.message ? `${name}: ${describeError(error)}` : name;
        }),
    ),
    // (A describe block without a title, as a loop over settings may make, adds no name.)
    ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, child.title ? [...titles, child.title] : titles)),
  ];
}

function readPlaywright(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const {stats} = report;
  const failures = report.suites.flatMap((suite) => playwrightFailures(suite));
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures};
}

// The reports `make test` expects, named by the Makefile (TEST_REPORTS): the unit tests, the content
// tests in two parts, one per browser phase (scripts/run-e2e.ts). A run that never wrote its report
// (it did not start, or died) counts as a failure, so the line never says "0 failed" over tests that did not run.
const expected = process.argv.slice(2);
if (expected.length === 0) throw new Error('summarize-tests: name the reports to add up (TEST_REPORTS in the Makefile)');
const runs = expected.map((file) => {
  if (!fs.existsSync(file)) return {...none, failed: 1, failures: [`${file} was not written: that run did not start or did not finish`]};
  return file.endsWith('.json') ? readPlaywright(file) : readJunit(file);
});
const total = runs.reduce(
  (sum, run) => ({passed: sum.passed + run.passed, failed: sum.failed + run.failed, skipped: sum.skipped + run.skipped}),
  {passed: 0, failed: 0, skipped: 0},
);
for (const failure of runs.flatMap((run) => run.failures)) console.log(`failed: ${failure}`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
