import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {locate, type UpstreamFile} from './upstream';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

export type Replacement = {
  /** The upstream module (upstream.ts), matched by its resolved path. */
  readonly upstream: UpstreamFile;
  /** Our file that replaces it, relative to the plugin's folder. */
  readonly ours: string;
};

/** The parts of a webpack/Rspack compiler this file touches (both bundlers have them). */
type Compiler = {
  hooks: {done: {tap(name: string, fn: (stats: {compilation: {modules: Iterable<object>}}) => void): void}};
};

/** The module's resolved path as a pattern, separators either way: `@docusaurus[\\/]core[\\/]lib[\\/]…\.js$`. */
const patternOf = (module: string) =>
  new RegExp(
    `${module
      .split('/')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\\\/]')}$`,
  );

/**
 * Fails the build when a swap did not happen: the upstream module was bundled
 * as it is (its path changed, so the pattern matched nothing), or, in the
 * client bundle, ours was not bundled at all.
 */
function checkSwaps(files: ReadonlyArray<{replacement: Replacement; upstream: string; ours: string}>, isServer: boolean) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('check-swaps', ({compilation}) => {
        // A normal module's resource is its file (webpack and Rspack alike).
        const bundled = new Set(Array.from(compilation.modules, (module) => (module as {resource?: string}).resource));
        for (const {replacement, upstream, ours} of files) {
          if (bundled.has(upstream)) {
            throw new Error(
              `${replacement.upstream.module} was bundled as it is: its swap for ${ours} matched nothing (src/plugins/shared/upstream.ts)`,
            );
          }
          if (!isServer && !bundled.has(ours)) {
            throw new Error(
              `${ours} should replace ${replacement.upstream.module}, but nothing bundled it: has Docusaurus stopped importing that module? (src/plugins/shared/upstream.ts)`,
            );
          }
        }
      });
    },
  };
}

/**
 * A plugin's `configureWebpack` that swaps upstream modules for files in
 * `dir` at bundle time, in the client and server bundles alike, and fails the
 * build when an upstream file is gone or a swap did not happen, rather than
 * letting an upgrade quietly bring the stock behaviour back.
 */
export function replaceModules(
  dir: string,
  replacements: readonly Replacement[],
): (...args: Parameters<ConfigureWebpack>) => Exclude<ReturnType<ConfigureWebpack>, void> {
  const files = replacements.map((replacement) => {
    const upstream = locate(replacement.upstream.module);
    if (!fs.existsSync(upstream)) {
      throw new Error(
        `${replacement.upstream.module} is gone (we read it in ${replacement.upstream.version}): ${replacement.upstream.ours} has nothing to replace; see src/plugins/shared/upstream.ts`,
      );
    }
    return {replacement, upstream, ours: path.join(dir, replacement.ours)};
  });
  return (_config, isServer, {currentBundler}) => {
    const {NormalModuleReplacementPlugin} = currentBundler.instance;
    return {
      plugins: [
        ...files.map(({replacement, ours}) => new NormalModuleReplacementPlugin(patternOf(replacement.upstream.module), ours)),
        checkSwaps(files, isServer),
      ],
    };
  };
}
