import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag: (...args: unknown[]) => void;
  }
}

/**
 * Replaces the gtag plugin's client module (spec-routing plugin). Upstream
 * sends a page view with the path only; the spec wants path, title and
 * location (SPEC.md §7). The first page view is the one `gtag('config')`
 * sends on load; this sends one for each later change of path or query
 * (not for a jump to an anchor on the same page).
 */
const pageView: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (
      !previousLocation ||
      (location.pathname === previousLocation.pathname &&
        location.search === previousLocation.search)
    ) {
      return;
    }
    // react-helmet-async sets the new title in the next tick (facebook/docusaurus#7420).
    window.setTimeout(() => {
      window.gtag('event', 'page_view', {
        page_path: location.pathname + location.search + location.hash,
        page_title: document.title,
        page_location: window.location.href,
      });
    });
  },
};

export default pageView;
