import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/** Pairs of an upstream module (matched by its resolved path) and the file that replaces it. */
export type Replacements = ReadonlyArray<[upstream: RegExp, ours: string]>;

/**
 * A plugin's `configureWebpack` that swaps upstream modules for files in
 * `dir` at bundle time, in the client and server bundles alike.
 */
export function replaceModules(
  dir: string,
  replacements: Replacements,
): (...args: Parameters<ConfigureWebpack>) => Exclude<ReturnType<ConfigureWebpack>, void> {
  return (_config, _isServer, {currentBundler}) => {
    const {NormalModuleReplacementPlugin} = currentBundler.instance;
    return {
      plugins: replacements.map(
        ([upstream, ours]) => new NormalModuleReplacementPlugin(upstream, path.join(dir, ours)),
      ),
    };
  };
}
