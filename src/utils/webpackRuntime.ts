/**
 * The file name of a build's webpack runtime, `runtime~main.<hash>.js`: its hash changes with any of the build's
 * chunks, so it names the build. The search index keys itself on it (search/index.ts), a page's tab compares it with
 * the live build's (newerBuild.ts), and the chunk joining checks that pages list it first (joinRouteChunks.ts).
 */
export const RUNTIME_FILE = /^runtime~main\.\w+\.js$/;

/** The runtime's file name at the end of a script's address, or null when the script is another. */
export function runtimeFileOf(src: string): string | null {
  const name = src.slice(src.lastIndexOf('/') + 1);
  return RUNTIME_FILE.test(name) ? name : null;
}
