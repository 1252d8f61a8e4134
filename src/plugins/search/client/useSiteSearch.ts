import {useCallback, useEffect, useMemo, useState} from 'react';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchResult} from '@site/src/plugins/search/engine';
import {BUILD_KEY, INDEX_FILE} from '@site/src/plugins/search/indexFile';
import {isFromReplacedBuild, thisBuildsRuntime} from '@site/src/utils/newerBuild';

type Searcher = (query: string) => SearchResult;

/** The site has been deployed anew since this tab opened: its engine is gone, or the index is the new build's. */
class ReplacedBuild extends Error {}

/**
 * The engine and the index are fetched on first use only (a separate chunk
 * and one JSON file), so pages that never search pay nothing. One load is
 * shared by every search box; a failed load is forgotten so Retry can redo it.
 */
let loading: Promise<Searcher> | null = null;

function loadSearcher(indexUrl: string, locale: string): Promise<Searcher> {
  loading ??= Promise.all([
    import('@site/src/plugins/search/engine').catch(async (error: unknown) => {
      throw (await isFromReplacedBuild(error)) ? new ReplacedBuild() : error;
    }),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    }),
  ]).then(
    ([engine, serialized]) => {
      // Another build's index would give this page results from pages it does not have.
      const own = thisBuildsRuntime();
      if (own && serialized[BUILD_KEY] && serialized[BUILD_KEY] !== own) throw new ReplacedBuild();
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

/**
 * Searches the site for `query` once `active` (the reader has opened search).
 * In a tab older than the site's build (issue #32), the query is searched on
 * the results page of the new build, loaded afresh, as soon as there is one.
 */
export function useSiteSearch(query: string, active: boolean): SiteSearch {
  const indexUrl = useBaseUrl(`/${INDEX_FILE}`);
  const {withBaseUrl} = useBaseUrlUtils();
  const {currentLocale} = useDocusaurusContext().i18n;
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [failed, setFailed] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (replaced && query.trim()) window.location.assign(withBaseUrl(searchPageUrl(query.slice(0, MAX_QUERY_LENGTH))));
  }, [replaced, query, withBaseUrl]);

  useEffect(() => {
    if (!active || searcher) return undefined;
    let current = true;
    setFailed(false);
    loadSearcher(indexUrl, currentLocale).then(
      (loaded) => current && setSearcher(() => loaded),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ReplacedBuild) setReplaced(true);
        else {
          console.warn('Search index could not be loaded:', error);
          setFailed(true);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [active, searcher, indexUrl, currentLocale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = useMemo(() => searcher?.(query.slice(0, MAX_QUERY_LENGTH)) ?? null, [searcher, query]);
  if (failed) return {status: 'error', retry};
  // While the new build's results page is on its way.
  if (!result || replaced) return {status: active ? 'loading' : 'idle'};
  return {status: 'ready', ...result};
}
