import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import './progressBar.css';

/** The spec's constants (SPEC.md §9); trickleRate is missing from @types/nprogress. */
const PROGRESS_BAR_DELAY_MS = 1000;
const settings: Partial<nprogress.NProgressOptions> & {trickleRate: number} = {
  showSpinner: false,
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
};
nprogress.configure(settings);

/**
 * Replaces theme-classic's `nprogress` client module (route-loading plugin):
 * fast navigations show no bar at all; one that takes longer than a second
 * gets a bar, never a spinner.
 */
const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    const timeout = window.setTimeout(() => nprogress.start(), PROGRESS_BAR_DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default progressBar;
