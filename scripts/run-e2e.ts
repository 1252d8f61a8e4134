/**
 * Runs the browser tests phase by phase (PHASES in playwright.config.ts), one
 * Playwright run each, so that a failing test in one phase never skips the
 * tests of the next; exits non-zero when any phase failed. `make test-e2e`
 * runs it; scripts/summarize-tests.mjs adds up the phases' reports. Phase
 * numbers as arguments run only those (`make test` runs the first beside the
 * content tests, then the second alone).
 */
import {spawnSync} from 'node:child_process';
import {PHASES} from '../playwright.config';

const chosen = process.argv.slice(2).map(Number);
for (const n of chosen) if (!PHASES[n - 1]) throw new Error(`no phase ${n}: PHASES has ${PHASES.length}`);

const failed: string[] = [];
for (const [i, projects] of PHASES.entries()) {
  if (chosen.length && !chosen.includes(i + 1)) continue;
  const start = Date.now();
  // Each phase its own output folder: a Playwright run empties its folder as it starts, and a
  // failure's trace must outlive the phases after it.
  const args = ['playwright', 'test', '--no-deps', '--output', `test-results/phase-${i + 1}`];
  const run = spawnSync('npx', [...args, ...projects.flatMap((project) => ['--project', project])], {
    stdio: 'inherit',
    env: {...process.env, E2E_REPORT: `reports/e2e-${i + 1}.json`},
  });
  console.log(
    `phase ${i + 1} (${projects.join(', ')}): ${run.status === 0 ? 'passed' : 'failed'} in ${((Date.now() - start) / 60_000).toFixed(1)} min`,
  );
  if (run.status !== 0) failed.push(projects.join(', '));
}
if (failed.length) {
  console.error(`Browser test phases that failed: ${failed.join('; ')}`);
  process.exit(1);
}
