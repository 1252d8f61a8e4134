import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import outputPipelinePlugin, {
  OUTPUT_STEPS,
  orderedSteps,
  writtenForMachines,
  type OutputStepProps,
} from '@site/src/plugins/output-pipeline';

/** A plugin whose step records when it starts and ends, taking `ms` in between. */
function stepPlugin(name: string, log: string[], ms = 0) {
  return {
    name,
    content: `${name}'s content`,
    async outputStep({content}: {content: unknown}) {
      log.push(`${name} starts with ${String(content)}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} ends`);
    },
  };
}

describe('the output pipeline', () => {
  it('fails the build where a plugin has a step the order does not list, or the order lists a name not exactly one plugin steps for', () => {
    const log: string[] = [];
    expect(() => orderedSteps([stepPlugin('first', log), stepPlugin('stray', log)], ['first'])).toThrow(/list stray in OUTPUT_STEPS/);
    expect(() => orderedSteps([stepPlugin('first', log)], ['first', 'gone'])).toThrow(/lists gone, but 0 plugins/);
    expect(() => orderedSteps([stepPlugin('first', log), stepPlugin('first', log)], ['first'])).toThrow(/lists first, but 2 plugins/);
  });

  it("runs each plugin's step with its own content, each after the one before has finished, in OUTPUT_STEPS's order", async () => {
    const log: string[] = [];
    // Listed backwards, the earlier steps slower: run at once, as Docusaurus runs postBuild, they would interleave.
    const plugins = [{name: 'no-step'}, ...OUTPUT_STEPS.map((name, i) => stepPlugin(name, log, 5 * (OUTPUT_STEPS.length - i))).reverse()];
    await outputPipelinePlugin({} as LoadContext).postBuild!({plugins} as unknown as OutputStepProps);
    expect(log).toEqual(OUTPUT_STEPS.flatMap((name) => [`${name} starts with ${name}'s content`, `${name} ends`]));
    expect(OUTPUT_STEPS.at(-1)).toBe('offline');
  });

  it('knows a file written for machines by the step that declares it, and no other', () => {
    const log: string[] = [];
    const forMachines = writtenForMachines([
      {...stepPlugin('llms-txt', log), writesForMachines: (file: string) => file.endsWith('.md')},
      {...stepPlugin('robots-txt', log), writesForMachines: (file: string) => file === 'robots.txt'},
      stepPlugin('search', log),
    ]);
    expect(['docs/dict.md', 'robots.txt', 'search-index.json', 'docs/dict.html'].map(forMachines)).toEqual([true, true, false, false]);
  });
});
