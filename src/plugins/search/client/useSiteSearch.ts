import {useCallback, useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchResult} from '@site/src/plugins/search/engine';
import {INDEX_FILE} from '@site/src/plugins/search/indexFile';

type Searcher = (query: string) => SearchResult;

/**
 * The engine and the index are fetched on first use only (a separate chunk
 * and one JSON file), so pages that never search pay nothing. One load is
 * shared by every search box; a failed load is forgotten so Retry can redo it.
 */
let loading: Promise<Searcher> | null = null;

function loadSearcher(indexUrl: string, locale: string): Promise<Searcher> {
  loading ??= Promise.all([
    import('@site/src/plugins/search/engine'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    }),
  ]).then(
    ([engine, serialized]) => {
      const index = engine.loadIndex(serialized, locale);
      return (query: string) => {
        const start = performance.now();
        const result = engine.searchSite(index, query);
        // Read by the tests and the browser's performance panel.
        performance.measure('site-search', {start, end: performance.now()});
        return result;
      };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Longest query we search for; longer input is cut here, never sent anywhere. */
export const MAX_QUERY_LENGTH = 200;

/** The results page for a query, relative to the base URL. */
export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

export type SiteSearch =
  | {readonly status: 'idle' | 'loading'}
  | {readonly status: 'error'; readonly retry: () => void}
  | ({readonly status: 'ready'} & SearchResult);

/** Searches the site for `query` once `active` (the reader has opened search). */
export function useSiteSearch(query: string, active: boolean): SiteSearch {
  const indexUrl = useBaseUrl(`/${INDEX_FILE}`);
  const {currentLocale} = useDocusaurusContext().i18n;
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active || searcher) return undefined;
    let current = true;
    setFailed(false);
    loadSearcher(indexUrl, currentLocale).then(
      (loaded) => current && setSearcher(() => loaded),
      (error: unknown) => {
        console.warn('Search index could not be loaded:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [active, searcher, indexUrl, currentLocale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = useMemo(() => searcher?.(query.slice(0, MAX_QUERY_LENGTH)) ?? null, [searcher, query]);
  if (failed) return {status: 'error', retry};
  if (!result) return {status: active ? 'loading' : 'idle'};
  return {status: 'ready', ...result};
}
