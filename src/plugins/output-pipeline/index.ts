/**
 * The built site's post-build pass, in one place (issue #54). Docusaurus runs
 * every plugin's postBuild at once; the steps that rewrite or add to our
 * output run here instead, one after the other, in the order OUTPUT_STEPS
 * declares, so a step that works on another's files simply comes after it.
 * A plugin takes part with an `outputStep` and its name in that list; a build
 * whose plugins and list disagree fails before any step runs.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What Docusaurus hands a plugin's postBuild, its own loaded content included. */
export type OutputStepProps<Content = unknown> = Parameters<NonNullable<Plugin<Content>['postBuild']>>[0];

/** A plugin with a part in the pass: what it writes or rewrites in `props.outDir`. */
export type OutputStepPlugin<Content = unknown> = Plugin<Content> & {
  outputStep: (props: OutputStepProps<Content>) => Promise<void>;
  /**
   * Which of the files it writes (paths relative to the edition's folder) no reader opens in a
   * browser: editions for crawlers, feed readers or AI assistants. The offline listing leaves them out.
   */
  writesForMachines?: (file: string) => boolean;
};

/** The steps, by plugin name, in the order they run. */
export const OUTPUT_STEPS = [
  // Joins the route chunks several pages list; then the stylesheet goes into each page. Both rewrite each page's <head>.
  'page-scripts',
  'inline-stylesheet',
  // Copies each finished page to x/index.html (GitHub Pages): after the pages are final.
  'github-pages',
  // Hashes each page's inline scripts into its policy, the copies included.
  'content-security-policy',
  // Indexes the pages as they will be served, policy and all.
  'korean-search',
  // The playground's runtime folder, under the site's root.
  'playground',
  // The Markdown twins, llms.txt and llms-full.txt.
  'llms-txt',
  'robots-txt',
  // Lists every file of the finished edition for the service worker, and writes the worker: last.
  'offline',
] as const;

const hasStep = (plugin: Plugin<unknown>): plugin is OutputStepPlugin =>
  typeof (plugin as Partial<OutputStepPlugin>).outputStep === 'function';

/** The plugins' steps in OUTPUT_STEPS's order; throws where a listed plugin has no step or a step is not listed. */
export function orderedSteps<P extends Plugin<unknown> & {content?: unknown}>(
  plugins: readonly P[],
  order: readonly string[] = OUTPUT_STEPS,
) {
  const withStep = plugins.filter(hasStep);
  const unlisted = withStep.filter((plugin) => !order.includes(plugin.name));
  if (unlisted.length) throw new Error(`output-pipeline: list ${unlisted.map((p) => p.name).join(', ')} in OUTPUT_STEPS`);
  return order.map((name) => {
    const named = withStep.filter((candidate) => candidate.name === name);
    if (named.length !== 1)
      throw new Error(`output-pipeline: OUTPUT_STEPS lists ${name}, but ${named.length} plugins of that name have an outputStep`);
    return named[0] as P & OutputStepPlugin;
  });
}

/** Whether a file is one that some step declares it writes for machines (`writesForMachines`). */
export function writtenForMachines(plugins: readonly (Plugin<unknown> | OutputStepPlugin)[]): (file: string) => boolean {
  const tests = plugins.filter(hasStep).flatMap((plugin) => (plugin.writesForMachines ? [plugin.writesForMachines] : []));
  return (file) => tests.some((test) => test(file));
}

export default function outputPipelinePlugin(_context: LoadContext): Plugin {
  return {
    name: 'output-pipeline',
    async postBuild(props) {
      for (const plugin of orderedSteps(props.plugins)) await plugin.outputStep({...props, content: plugin.content});
    },
  };
}
