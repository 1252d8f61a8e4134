/** The index the build writes beside each locale's pages and the browser fetches (index.ts, client/useSiteSearch.ts). */
export const INDEX_FILE = 'search-index.json';

/** The index's field naming the build that wrote it (its webpack runtime's file name), beside MiniSearch's own. */
export const BUILD_KEY = 'build';
