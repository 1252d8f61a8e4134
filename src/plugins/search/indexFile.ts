/** The index the build writes beside each locale's pages and the browser fetches (index.ts, client/useSiteSearch.ts). */
export const INDEX_FILE = 'search-index.json';
