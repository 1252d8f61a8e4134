import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {isFromReplacedBuild, isReplacedByNewerBuild, reloadForNewerBuild} from '@site/src/utils/newerBuild';
import {decodedPath} from '@site/src/utils/decodedPath';

/**
 * Replaces `@docusaurus/core/lib/client/preload` (route-loading plugin).
 *
 * Upstream rejects when a route's chunk fails to load, and the navigation
 * then reloads the whole page. The spec wants a red box with the error and a
 * Retry button instead (SPEC.md §8). So this preloader logs the failure as a
 * warning and resolves: the navigation goes on, and the route's loadable
 * component, whose load failed, renders `@theme/Loading` with the error and
 * a retry callback. Hover and viewport preloads that fail are only logged,
 * as the spec asks of "other load errors".
 *
 * Upstream's reload stays for the case it was written for (issue #32): the
 * chunk is gone from the server because a newer build has been deployed
 * since this tab opened. A navigation then loads its page afresh, from the
 * new build, instead of a box whose Retry could never succeed. (When the
 * server has the file, the check has replaced any 404 the browser kept for
 * it; @theme/Loading loads the route again.)
 */
/** Whether `pathname` is where the tab is going (the router has moved the address already), not a hover's prefetch. */
const isNavigationTo = (pathname: string) => decodedPath(window.location.pathname) === decodedPath(pathname);

export default function preload(pathname: string): Promise<unknown> {
  // A newer build's worker has taken this tab over: a navigation loads its page whole, from the newer
  // build (offline, from the worker's stored copy), and a hover fetches nothing of this build.
  if (isReplacedByNewerBuild()) {
    if (!isNavigationTo(pathname)) return Promise.resolve();
    window.location.reload();
    return new Promise(() => {});
  }
  const matches = Array.from(new Set([pathname, decodedPath(pathname)])).flatMap((candidate) => matchRoutes(routes, candidate));
  return Promise.all(
    // Route components are react-loadable components (ComponentCreator).
    matches.map((match) => match.route.component.preload?.()),
  ).catch(async (error: unknown) => {
    // Once per address (a newer build that lacks the file too would reload forever); after that, the red box.
    if (isNavigationTo(pathname) && (await isFromReplacedBuild(error)) && reloadForNewerBuild()) {
      // The page is going: the old one stays on screen until the new one arrives.
      return new Promise(() => {});
    }
    console.warn('페이지 리소스를 불러오지 못했습니다:', error);
    return undefined;
  });
}
