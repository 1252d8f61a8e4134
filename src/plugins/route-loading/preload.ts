import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

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
 */
/** The path with its escapes decoded; a malformed one (%E0%A4%A) is matched as it is. */
function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default function preload(pathname: string): Promise<unknown> {
  const matches = Array.from(new Set([pathname, decoded(pathname)])).flatMap((candidate) => matchRoutes(routes, candidate));
  return Promise.all(
    // Route components are react-loadable components (ComponentCreator).
    matches.map((match) => match.route.component.preload?.()),
  ).catch((error: unknown) => {
    console.warn('페이지 리소스를 불러오지 못했습니다:', error);
  });
}
