/**
 * An open tab after a deploy (issue #32). GitHub Pages replaces the whole
 * site, so a file this tab's build asks for (a route's or the search engine's
 * chunk, named by its content's hash) may be gone: the server answers 404,
 * and the tab must load the page afresh from the newer build rather than show
 * a red box whose Retry asks for the same missing file forever, or mix the
 * two builds. A network that fails or hangs is not that: it keeps the red box.
 */

/** How long the server has to answer; a hanging network is a network failure. */
const ASK_SERVER_MS = 5000;

/** The address a failed chunk load was for (webpack's and Rspack's ChunkLoadError and CSS chunk errors carry it). */
function requestOf(error: unknown): string | null {
  const request = (error as {request?: unknown} | null)?.request;
  return typeof request === 'string' ? request : null;
}

/**
 * Whether the server, asked now and past the browser's cache, says the file at `url` is not there (404).
 * Asked with `cache: 'reload'`, whose answer also replaces the browser's stored copy: a 404 kept
 * from earlier (GitHub Pages lets a browser keep one for ten minutes) for a file that the server has
 * again (a rollback; a late prefetch from a tab of the older build) would otherwise fail every Retry.
 */
export async function goneFromServer(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), ASK_SERVER_MS);
  try {
    const response = await fetch(url, {cache: 'reload', signal: controller.signal});
    // Read whole, so that the browser stores the whole file.
    await response.arrayBuffer();
    return response.status === 404;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}

/** Whether a failed load means that a newer build has replaced this tab's: its file is gone from the server. */
export async function isFromReplacedBuild(error: unknown): Promise<boolean> {
  const url = requestOf(error);
  return url !== null && goneFromServer(url);
}

/** The name of this tab's webpack runtime (`runtime~main.<hash>.js`), which changes with any of the build's chunks. */
export function thisBuildsRuntime(): string | null {
  for (const script of Array.from(document.scripts)) {
    const name = /\/(runtime~main\.[\w]+\.js)$/.exec(script.src)?.[1];
    if (name) return name;
  }
  return null;
}
