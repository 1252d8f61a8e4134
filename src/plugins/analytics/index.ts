import path from 'node:path';
import pluginGoogleGtag from '@docusaurus/plugin-google-gtag';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import {scriptCalling} from '../shared/inlineScript';

export type Options = {readonly trackingID: string};

/**
 * The first page view's parameters, set before gtag.js reads the page (it
 * would otherwise take `location.href`, query and all, and the referrer as
 * the browser gives it): addresses without their query or fragment, so that
 * what a reader types into the playground (?text=) or search (?q=) never
 * leaves the page. `hamaBareAddress` is shared with pageView.ts through window.
 *
 * A reader whose browser asks not to be tracked (Global Privacy Control, Do
 * Not Track) gets no page view and no request to Google: gtag.js is loaded
 * here, only otherwise, and `hamaTrackingRefused` tells pageView.ts.
 * Self-contained: it runs as the text of an inline script (scriptCalling).
 */
function startAnalytics(trackingID: string, gtagUrl: string): void {
  const bare = (address: string) => {
    try {
      const url = new URL(address);
      return url.origin + url.pathname;
    } catch {
      return '';
    }
  };
  const dataLayer: unknown[] = (window.dataLayer = window.dataLayer || []);
  // As Google's own snippet: gtag.js reads each entry of dataLayer as an `arguments` object, not an array.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.hamaBareAddress = bare;
  window.hamaTrackingRefused =
    (navigator as {globalPrivacyControl?: boolean}).globalPrivacyControl === true ||
    navigator.doNotTrack === '1' ||
    (window as {doNotTrack?: string}).doNotTrack === '1';
  if (window.hamaTrackingRefused) return;
  window.gtag('js', new Date());
  const page = {page_location: bare(location.href), page_referrer: bare(document.referrer)};
  window.gtag('set', page);
  window.gtag('config', trackingID, {page_path: location.pathname, ...page});
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagUrl;
  document.head.appendChild(script);
}

/**
 * Google Analytics for a build with a tracking id (SPEC.md §7: a page view
 * with path, title and location on each route change), where stock
 * plugin-google-gtag, wrapped here, differs from what readers are promised:
 * - its inline configuration lets gtag.js send the address as it is, query
 *   included: replaced by startAnalytics above;
 * - its client module sends a page view whenever the address changes, and
 *   the playground and the search page rewrite theirs at each keystroke:
 *   replaced by pageView.ts, one page view per page, by path.
 * - its <script> for gtag.js loads it for every reader: startAnalytics loads
 *   it instead, unless the browser asks not to be tracked.
 * Its other tags are kept as they are.
 */
export default function analyticsPlugin(context: LoadContext, {trackingID}: Options): Plugin | null {
  const upstream = pluginGoogleGtag(context, {trackingID: [trackingID], anonymizeIP: false});
  // Like upstream: nothing on the dev server.
  if (!upstream) return null;
  const upstreamTags = upstream.injectHtmlTags!({content: undefined}) as {headTags: HtmlTagObject[]};
  const inline = upstreamTags.headTags.filter((tag) => tag.tagName === 'script' && tag.innerHTML);
  const gtagScript = upstreamTags.headTags.filter((tag) => tag.tagName === 'script' && typeof tag.attributes?.src === 'string');
  if (inline.length !== 1 || gtagScript.length !== 1) {
    throw new Error(`analytics: expected plugin-google-gtag's inline script and gtag.js, found ${inline.length} and ${gtagScript.length}`);
  }
  const gtagUrl = gtagScript[0]!.attributes!.src as string;
  return {
    ...upstream,
    name: 'analytics',
    getClientModules: () => [path.join(__dirname, 'pageView.ts')],
    injectHtmlTags: () => ({
      headTags: upstreamTags.headTags
        .filter((tag) => tag !== gtagScript[0])
        .map((tag) => (tag === inline[0] ? {...tag, innerHTML: scriptCalling(startAnalytics, trackingID, gtagUrl)} : tag)),
    }),
  };
}
