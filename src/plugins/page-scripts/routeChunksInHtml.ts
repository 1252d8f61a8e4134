import fs from 'node:fs';

/** The parts of a webpack/Rspack compiler this plugin touches (both bundlers have them). */
type Compiler = {
  hooks: {done: {tap(name: string, fn: (stats: {compilation: {chunkGroups: ChunkGroup[]}}) => void): void}};
};
type ChunkGroup = {name?: string | null; origins: Array<{request?: string | null}>};
type ClientManifest = {origins: Record<string, Array<string | number>>};

/**
 * Lets each page's HTML list every script its route needs, not only
 * runtime~main and main.
 *
 * Stock Docusaurus (3.10) means to: the server render reports the route's
 * modules and the SSG looks them up in the client manifest. But it reports
 * them by import request ("@theme/DocItem") while the manifest keys them by
 * chunk name ("17896441"), so nothing is found, and main.js discovers the
 * route's dozen chunks while it evaluates: a script tag, a request and a timer
 * each, inside what is already the page's longest task. After the client
 * build, this adds each named chunk group's import requests as keys for its
 * chunks; ssrTemplate.ts then requests them with main.js.
 */
export function routeChunksInHtml(manifestPath: string) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('route-chunks-in-html', ({compilation}) => {
        const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
        for (const group of compilation.chunkGroups) {
          const chunks = group.name ? manifest.origins[group.name] : undefined;
          if (!chunks) continue;
          for (const {request} of group.origins) {
            if (request) manifest.origins[request] ??= chunks;
          }
        }
        fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
      });
    },
  };
}
