import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * scripts/summarize-tests.mjs, run as `make test` runs it, on a Playwright JSON report
 * shaped as Playwright 1.65 writes one: a failed expect.poll, coloured as in a terminal.
 */
const SCRIPT = path.resolve(__dirname, '../../scripts/summarize-tests.mjs');

const pollFailure = [
  'Error: \u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m) // Object.is equality\u001b[22m',
  '',
  'Expected: \u001b[32mfalse\u001b[39m',
  'Received: \u001b[31mtrue\u001b[39m',
  '',
  'Call Log:',
  '- Timeout  5000ms exceeded while waiting on the predicate',
].join('\n');

/**
 * The summary printed in a checkout at a new folder, whose report `reportIn(folder)` writes to
 * reports/e2e-1.json; `alsoExpected` names reports the summary expects and no run wrote.
 */
function summaryOf(reportIn: (dir: string) => unknown, alsoExpected: string[] = []) {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')));
  try {
    fs.mkdirSync(path.join(dir, 'reports'));
    fs.writeFileSync(path.join(dir, 'reports/e2e-1.json'), JSON.stringify(reportIn(dir)));
    return execFileSync('node', [SCRIPT, 'reports/e2e-1.json', ...alsoExpected], {cwd: dir, encoding: 'utf8'})
      .trim()
      .split('\n');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('the closing summary', () => {
  it('names a failed browser test, where its check failed and what it expected and received, on one line', () => {
    const report = (dir: string) => ({
      stats: {expected: 4, unexpected: 1, flaky: 0, skipped: 0},
      suites: [
        {
          title: 'e2e/offline/offline.spec.ts',
          suites: [
            {
              title: 'a new deploy',
              specs: [
                {
                  title: 'Korean: a stored reader is asked to reload',
                  file: 'e2e/offline/offline.spec.ts',
                  line: 181,
                  tests: [
                    {
                      projectName: 'offline',
                      status: 'unexpected',
                      results: [
                        {error: {message: pollFailure, location: {file: `${dir}/tests/e2e/offline/offline.spec.ts`, line: 206, column: 9}}},
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const [failed, total] = summaryOf(report);
    expect(failed).toBe(
      'failed: [offline] › e2e/offline/offline.spec.ts:181 › a new deploy › Korean: a stored reader is asked to reload: ' +
        'Error: expect(received).toBe(expected) // Object.is equality (at tests/e2e/offline/offline.spec.ts:206); ' +
        'Expected: false; Received: true; Timeout 5000ms exceeded while waiting on the predicate',
    );
    expect(total).toBe('tests: 4 passed, 1 failed');
  });

  it('counts a report that no run wrote as a failure, so tests that never ran are not "0 failed"', () => {
    const passing = () => ({stats: {expected: 3, unexpected: 0, flaky: 0, skipped: 0}, suites: []});
    expect(summaryOf(passing)).toEqual(['tests: 3 passed, 0 failed']);
    expect(summaryOf(passing, ['reports/e2e-2.json'])).toEqual([
      'failed: reports/e2e-2.json was not written: that run did not start or did not finish',
      'tests: 3 passed, 1 failed',
    ]);
  });
});
