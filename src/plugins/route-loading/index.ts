import type {Plugin} from '@docusaurus/types';
import {replaceModules, type Replacement} from '../shared/replaceModules';
import {UPSTREAM} from '../shared/upstream';

/**
 * How a route loads, where stock Docusaurus 3.10 differs from the spec
 * (SPEC.md §2 "Routing behaviour", §4, §7, §8, §9; site issue #2, points 10
 * and 11): the spec wins; and, within the spec's prefetch rules, when a route
 * is fetched ahead (issue #5). Each is one module of Docusaurus swapped for
 * one of ours at bundle time; everything else stays stock.
 *
 * - progressBar.ts replaces theme-classic's nprogress client module: the bar
 *   waits 1000 ms (stock: 200 ms) and uses the spec's constants.
 * - preload.ts replaces core's route preloader: a chunk that fails to load no
 *   longer reloads the whole page; the route renders and its loader shows the
 *   red error box with Retry (src/theme/Loading).
 * - intentPrefetch.ts replaces core's prefetch/preload pair (issue #5, within
 *   SPEC.md §7's prefetch rules): a link's route is fetched when the reader
 *   points at or touches it, not as soon as the link scrolls into view (a doc
 *   page's open sidebar fetched some 45 KB of pages the reader mostly never opens).
 */
const REPLACEMENTS: Replacement[] = [
  {upstream: UPSTREAM.progressBar, ours: 'progressBar.ts'},
  {upstream: UPSTREAM.preload, ours: 'preload.ts'},
  {upstream: UPSTREAM.clientEntry, ours: 'intentPrefetch.ts'},
];

/**
 * ASSET_SALT (README.md) gives every script and stylesheet a new name, as when
 * every page changes: the tests' "next deploy" builds set it, so that a tab
 * of the previous build meets files gone from the server (issue #32).
 */
const ASSET_SALT = process.env.ASSET_SALT;

export default function routeLoadingPlugin(): Plugin {
  const swaps = replaceModules(__dirname, REPLACEMENTS);
  return {
    name: 'route-loading',
    configureWebpack: (...args) => ({...swaps(...args), ...(ASSET_SALT && {output: {hashSalt: ASSET_SALT}})}),
  };
}
