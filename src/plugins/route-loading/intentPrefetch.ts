// The spec's preloader (src/plugins/route-loading/preload.ts stands in for this import).
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {isSlowConnection} from '@site/src/utils/connection';

/**
 * Replaces `@docusaurus/core/lib/client/docusaurus` (see index.ts), the
 * `window.docusaurus` object that links call. Links call `prefetch` when they
 * scroll into view: here it does nothing. They call `preload` when the reader
 * points at or touches them: it fetches and loads the route's chunks, once
 * per route, as stock does; never on 2g or with data saver on (SPEC.md §7).
 */
const preloaded = new Set<string>();

export default Object.freeze({
  prefetch: (_routePath: string) => false as const,
  preload(routePath: string) {
    if (isSlowConnection() || preloaded.has(routePath)) return false as const;
    preloaded.add(routePath);
    return preloadRoute(routePath);
  },
});
