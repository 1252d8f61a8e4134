// Plain JavaScript: the pages' bundle and the service worker (plugin-pwa compiles
// src/plugins/offline/sw/offline.js with Babel, outside the site's TypeScript) both import it.

/**
 * A path with its escapes decoded, as a reader reads it and as routes are matched; a malformed
 * escape (%E0%A4%A), which decodeURI throws on, is kept as it is.
 * @param {string} pathname
 * @returns {string}
 */
export function decodedPath(pathname) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
