/**
 * An open tab after a deploy (issue #32). GitHub Pages replaces the whole
 * site, so a file this tab's build asks for (a route's or the search engine's
 * chunk, named by its content's hash) may be gone: the server answers 404,
 * and the tab must load the page afresh from the newer build rather than show
 * a red box whose Retry asks for the same missing file forever, or mix the
 * two builds. A network that fails or hangs is not that: it keeps the red box.
 */
import {runtimeFileOf} from './webpackRuntime';

/** How long the server has to answer; a hanging network is a network failure. */
const ASK_SERVER_MS = 5000;

/** The address a failed chunk load was for (webpack's and Rspack's ChunkLoadError and CSS chunk errors carry it). */
function requestOf(error: unknown): string | null {
  const request = (error as {request?: unknown} | null)?.request;
  return typeof request === 'string' ? request : null;
}

/** What the server says of a file (askServer). */
type ServerAnswer = 'gone' | 'there' | 'unknown';

/**
 * What the server says of a file, asked now past the browser's cache: `gone` (404: a newer build
 * is live), `there`, or `unknown` (no answer in time: a network that fails or hangs). Asked with
 * `cache: 'reload'`, whose answer also replaces the browser's stored copy: a 404 kept from earlier
 * (GitHub Pages lets a browser keep one for ten minutes) for a file the server has again (a page of
 * the newer build that met the older one: a rollback, a CDN edge not yet updated) would otherwise
 * fail every later load of it. After `there`, loading the file again gets it.
 */
async function askServer(url: string): Promise<ServerAnswer> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), ASK_SERVER_MS);
  try {
    const response = await fetch(url, {cache: 'reload', signal: controller.signal});
    if (response.status === 404) return 'gone';
    // Read whole, so that the browser stores the whole file.
    await response.arrayBuffer();
    return response.ok ? 'there' : 'unknown';
  } catch {
    return 'unknown';
  } finally {
    window.clearTimeout(timer);
  }
}

/** Whether the server says the file at `url` is not there (404). */
export async function goneFromServer(url: string): Promise<boolean> {
  return (await askServer(url)) === 'gone';
}

/** The server's answer about the file whose load failed with `error`, and that file. */
export async function askServerAboutLoad(error: unknown): Promise<{file: string | null; answer: ServerAnswer}> {
  const file = requestOf(error);
  return {file, answer: file === null ? 'unknown' : await askServer(file)};
}

/** Whether a failed load means that a newer build has replaced this tab's: its file is gone from the server. */
export async function isFromReplacedBuild(error: unknown): Promise<boolean> {
  return (await askServerAboutLoad(error)).answer === 'gone';
}

/**
 * Whether a newer build's service worker has taken this tab over (offline plugin, register.ts): another
 * tab accepted the update, or it came by itself. The worker has deleted this build's stored files, and
 * the server has others, so this tab's own chunks may load from nowhere, offline above all (issue #53).
 */
let replacedByNewerBuild = false;

export function markReplacedByNewerBuild(): void {
  replacedByNewerBuild = true;
}

export const isReplacedByNewerBuild = (): boolean => replacedByNewerBuild;

/** Where this tab last reloaded for a newer build, and when: kept across the reload, not beyond the tab. */
const RELOADED_KEY = 'hama:reloaded-for-newer-build';
/**
 * A second reload for the same address within this time means the live build lacks the file too (a
 * broken deploy, a CDN edge half updated): reloading again would loop, so the red box shows instead.
 */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Loads the page afresh from the newer build, unless this tab has just done so for this address;
 * says whether it reloads. Without session storage it cannot know, and does not reload.
 */
export function reloadForNewerBuild(): boolean {
  const address = window.location.pathname + window.location.search;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {address?: string; at?: number} | null;
    if (last?.address === address && Date.now() - (last.at ?? 0) < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({address, at: Date.now()}));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** The reader asks again (Retry): a newer build may reload the page once more. */
export function forgetReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The name of this tab's webpack runtime (`runtime~main.<hash>.js`), which changes with any of the build's chunks. */
export function thisBuildsRuntime(): string | null {
  for (const script of Array.from(document.scripts)) {
    const name = runtimeFileOf(script.src);
    if (name) return name;
  }
  return null;
}
