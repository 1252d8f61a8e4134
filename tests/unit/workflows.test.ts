import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * The GitHub Actions workflows (issue #53): the site is published only after the README's test
 * command has passed on the same commit, each job holds only the permissions it needs, and the
 * kill switch (README, "오프라인 끄기") can be deployed from the workflow.
 */
type Job = {
  needs?: string | string[];
  uses?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps?: {uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>}[];
};
type Workflow = {
  on: Record<string, {inputs?: Record<string, {type?: string; options?: string[]; default?: string}>} | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

const read = (name: string) => load(fs.readFileSync(path.resolve(__dirname, '../../.github/workflows', name), 'utf8')) as Workflow;
const deploy = read('deploy.yml');
const tests = read('test.yml');
const needs = (job: Job) => [job.needs ?? []].flat();
/** The jobs that run the repository's own code (npm and pip install scripts, the build, the tests). */
const runsOurCode = (job: Job) => Boolean(job.uses?.startsWith('./') || job.steps?.some((step) => step.run));

describe('the deploy workflow', () => {
  it('publishes only after the test workflow has passed: deploy needs the build, which needs the tests', () => {
    const [testJob] = Object.entries(deploy.jobs).filter(([, job]) => job.uses === './.github/workflows/test.yml');
    expect(testJob, 'a job that calls test.yml').toBeDefined();
    expect(tests.on).toHaveProperty('workflow_call');
    const deployJob = Object.entries(deploy.jobs).find(([, job]) =>
      job.steps?.some((step) => step.uses?.startsWith('actions/deploy-pages')),
    );
    expect(deployJob).toBeDefined();
    // Every path to the deploy job goes through the tests.
    const upstream = (name: string): string[] => needs(deploy.jobs[name]!).flatMap((need) => [need, ...upstream(need)]);
    expect(upstream(deployJob![0])).toContain(testJob![0]);
    const build = Object.entries(deploy.jobs).find(([, job]) =>
      job.steps?.some((step) => step.uses?.startsWith('actions/upload-pages-artifact')),
    );
    expect(upstream(build![0])).toContain(testJob![0]);
  });

  it('gives write permissions only to the job that publishes, which runs none of our code', () => {
    expect(deploy.permissions ?? {}, 'no permissions for the workflow as a whole').toEqual({});
    for (const [name, job] of Object.entries(deploy.jobs)) {
      const writes = Object.entries(job.permissions ?? {}).filter(([, level]) => level === 'write');
      if (runsOurCode(job)) expect(writes, `${name} runs npm, pip and our scripts`).toEqual([]);
      else expect(writes.map(([scope]) => scope).sort(), name).toEqual(['id-token', 'pages']);
    }
  });

  it("can build the kill switch: OFFLINE from a manual run's input or a repository variable reaches the build", () => {
    const input = deploy.on.workflow_dispatch?.inputs?.offline;
    expect(input).toMatchObject({type: 'choice', options: ['on', 'off']});
    const build = Object.values(deploy.jobs).find((job) => job.steps?.some((step) => step.run?.includes('make build')))!;
    const offline = build.env?.OFFLINE ?? build.steps!.find((step) => step.run?.includes('make build'))!.env?.OFFLINE;
    expect(offline).toMatch(/inputs\.offline/);
    expect(offline).toMatch(/vars\.OFFLINE/);
  });
});

describe('the Node.js release', () => {
  const pinned = fs.readFileSync(path.resolve(__dirname, '../../.node-version'), 'utf8').trim();

  it('is a maintained LTS line (24, in long-term support until April 2028), pinned in .node-version', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  });

  it('is what every workflow sets up and what the Makefile brings, from that one file', () => {
    for (const workflow of [deploy, tests]) {
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps ?? []) {
          if (!step.uses?.startsWith('actions/setup-node')) continue;
          expect(step.with).toMatchObject({'node-version-file': '.node-version'});
          expect(step.with).not.toHaveProperty('node-version');
        }
      }
    }
    const makefile = fs.readFileSync(path.resolve(__dirname, '../../Makefile'), 'utf8');
    expect(makefile).toContain('NODE_VERSION := $(shell cat .node-version)');
    expect(process.version, 'the tests run on the pinned release').toBe(`v${pinned}`);
  });
});
