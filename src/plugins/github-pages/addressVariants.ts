import fs from 'node:fs/promises';
import path from 'node:path';
import {scriptCalling, scriptTag} from '../shared/inlineScript';

/**
 * The same page under /x, /x/ and /x/index.html (SPEC.md §2: "a trailing
 * /index.html is stripped"), on GitHub Pages.
 *
 * With `trailingSlash: false` the build writes x.html. GitHub Pages answers
 * /x with it, but /x/ and /x/index.html only with a file x/index.html, and it
 * does not redirect: readers who added a slash got the not-found page
 * (issue #13). So each route's page is written a second time as
 * x/index.html, and a line of script in <head> rewrites the address to /x
 * before the app reads it: the router, links and analytics see one address,
 * and the canonical link already says /x.
 */

// The not-found page is served for every unknown path already.
const NOT_FOUND = '404';

/** Writes x/index.html beside every route's x.html. */
export async function writeFolderIndexes(outDir: string, routesPaths: readonly string[], baseUrl: string): Promise<void> {
  const routes = [...new Set(routesPaths)]
    .map((route) => route.slice(baseUrl.length))
    .filter((route) => route !== '' && route !== NOT_FOUND);
  await Promise.all(
    routes.map(async (route) => {
      const page = path.join(outDir, `${route}.html`);
      const folderIndex = path.join(outDir, route, 'index.html');
      const [hasPage, hasIndex] = await Promise.all(
        [page, folderIndex].map((file) =>
          fs.stat(file).then(
            () => true,
            () => false,
          ),
        ),
      );
      if (!hasPage || hasIndex) return;
      await fs.mkdir(path.dirname(folderIndex), {recursive: true});
      await fs.copyFile(page, folderIndex);
    }),
  );
}

/**
 * Inline script for <head>: /x/, /x/index.html and /x.html become /x (the
 * base URL itself keeps its slash), keeping the query and the hash. A path
 * with a malformed escape (/%E0%A4%A), which the router cannot decode and
 * would crash on, gets its % signs escaped, so the not-found page shows.
 * Self-contained: it runs as the text of a script (canonicalAddressTag).
 */
function canonicalAddress(baseUrl: string): void {
  const path = location.pathname;
  let canonical = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (canonical.length > baseUrl.length) canonical = canonical.replace(/\/+$/, '') || baseUrl;
  try {
    decodeURI(canonical);
  } catch {
    canonical = canonical.replace(/%/g, '%25');
  }
  if (canonical !== path) history.replaceState(history.state, '', canonical + location.search + location.hash);
}

/** The address fix-up as a <head> tag: named, or the minifier would join it with early-typing's line beside it. */
export const canonicalAddressTag = (baseUrl: string) =>
  scriptTag(scriptCalling(canonicalAddress, baseUrl), {'data-script': 'canonical-address'});
