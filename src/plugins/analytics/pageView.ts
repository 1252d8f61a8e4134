import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    /** gtag's command queue (index.ts; the tests' fixtures declare it the same way). */
    dataLayer?: unknown[][];
    gtag: (...args: unknown[]) => void;
    /** An address without its query or fragment (index.ts defines it in <head>). */
    hamaBareAddress: (address: string) => string;
    /** The browser asks not to be tracked (Global Privacy Control, Do Not Track): index.ts sends nothing, nor does this. */
    hamaTrackingRefused: boolean;
  }
}

/**
 * Replaces plugin-google-gtag's client module (analytics plugin). Upstream
 * sends a page view with the path only, at every change of the address; the
 * spec wants path, title and location (SPEC.md §7), and readers' text stays
 * theirs (issue #32): one page view per page, when the path changes, never
 * when only the query does (the playground and the search page rewrite
 * `?text=` and `?q=` as the reader types), and no query or fragment in
 * anything sent. The first page view is the one `gtag('config')` sends.
 */
const pageView: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname || window.hamaTrackingRefused) return;
    // Offline (a stored page, issue #26): nothing is queued to be sent later.
    if (!navigator.onLine) return;
    const page_location = window.hamaBareAddress(window.location.href);
    const page_referrer = window.hamaBareAddress(new URL(previousLocation.pathname, window.location.href).href);
    // react-helmet-async writes the new title in an animation frame that it
    // queued before this hook ran; a bare setTimeout (upstream's fix for
    // facebook/docusaurus#7420) can still see the old title on a busy page.
    const send = () => {
      window.gtag('set', {page_location, page_referrer});
      window.gtag('event', 'page_view', {page_path: location.pathname, page_title: document.title, page_location, page_referrer});
    };
    window.requestAnimationFrame(() => window.setTimeout(send));
  },
};

export default pageView;
