/**
 * Docusaurus runs every plugin's postBuild at once. A plugin that must run on
 * files another one writes then (the CSP on the address variants, the search
 * index on the pages with their policy, the offline listing on the finished
 * site) waits here for that plugin's step, by name.
 */
export type BuildStep = 'first-view-pages' | 'github-pages' | 'content-security-policy' | 'search-index' | 'playground-runtime';

const steps = new Map<string, Promise<void>>();
const keyOf = (step: BuildStep, outDir: string) => `${step} ${outDir}`;

/** Runs a plugin's writing into `outDir` and records it for the plugins that wait on it. */
export function writeStep(step: BuildStep, outDir: string, write: () => Promise<void>): Promise<void> {
  const written = write();
  steps.set(keyOf(step, outDir), written);
  return written;
}

/** Resolves once `step` has written into `outDir`; the plugin that waits must be listed after the one that writes. */
export function stepWritten(step: BuildStep, outDir: string): Promise<void> {
  const written = steps.get(keyOf(step, outDir));
  if (!written) throw new Error(`the ${step} step has not started on ${outDir}: list its plugin before the plugins that wait for it`);
  return written;
}
