import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag: (...args: unknown[]) => void;
  }
}

/**
 * Replaces the gtag plugin's client module (route-loading plugin). Upstream
 * sends a page view with the path only; the spec wants path, title and
 * location (SPEC.md §7). The first page view is the one `gtag('config')`
 * sends on load; this sends one for each later change of path or query
 * (not for a jump to an anchor on the same page).
 */
const pageView: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || (location.pathname === previousLocation.pathname && location.search === previousLocation.search)) {
      return;
    }
    // Offline (a stored page, issue #26): nothing is queued to be sent later.
    if (!navigator.onLine) return;
    // react-helmet-async writes the new title in an animation frame that it
    // queued before this hook ran; a bare setTimeout (upstream's fix for
    // facebook/docusaurus#7420) can still see the old title on a busy page.
    const send = () =>
      window.gtag('event', 'page_view', {
        page_path: location.pathname + location.search + location.hash,
        page_title: document.title,
        page_location: window.location.href,
      });
    window.requestAnimationFrame(() => window.setTimeout(send));
  },
};

export default pageView;
