import {lazy, useEffect, useMemo, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ScopeContext, openOnInterest, type Scope} from '../../client/scope';
import type HintsType from './Hints';

export type Props = {
  /** The prefix of the popovers' ids, unique on the page. */
  readonly id: string;
  /** The tags shown in the scope, separated by spaces: each gets one popover. */
  readonly tags: string;
  readonly children: ReactNode;
};

/** The popovers' contents (names and mappings of every tag), in their own chunk. */
const importHints = () => import('./Hints');
/** The build renders the popovers; the server waits for this chunk before writing the page. */
const ServerHints = lazy(importHints);
/** In the browser: set once the chunk has loaded. */
let Hints: typeof HintsType | undefined;
let loading: Promise<unknown> | undefined;
const loadHints = () =>
  (loading ??= importHints().then(
    (module) => void (Hints = module.default),
    // Offline: the tags stay text that opens nothing; the next scope to mount tries again.
    () => void (loading = undefined),
  ));

/**
 * A part of a page whose tags explain themselves (PosTag): a page's content
 * (the rehype plugin wraps it), the home page's example, a playground
 * result. Before it, one popover per tag it shows. They are in the page's
 * HTML, which hydration keeps as it is: the popovers' words cost the first
 * view no script. A scope rendered in the browser (a page reached by a link,
 * a new result) loads them then.
 */
export default function PosTagScope({id, tags, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const scope: Scope = useMemo(() => ({id, tags: new Set(tags.split(' '))}), [id, tags]);
  // Hydrated from the build's HTML, with the tags it had then. Once they change, the popovers are React's for
  // good: back to the same tags, the build's popovers are gone already.
  const [serverTags, setServerTags] = useState(() => (isBrowser ? null : tags));
  if (serverTags !== null && serverTags !== tags) setServerTags(null);
  const [Loaded, setLoaded] = useState(() => (isBrowser ? Hints : undefined));
  const kept = serverTags === tags;
  // The tags of code blocks that keep the build's HTML (src/plugins/code-blocks) are not React's to set.
  useEffect(() => document.querySelectorAll(`[popovertarget^="${id}-"]`).forEach(openOnInterest), [id]);
  useEffect(() => {
    if (!kept && !Loaded) void loadHints().then(() => setLoaded(() => Hints));
  }, [kept, Loaded]);

  let hints: ReactNode;
  if (typeof window === 'undefined') hints = <ServerHints scope={scope} />;
  else if (!kept) hints = Loaded ? <Loaded scope={scope} /> : null;
  // Before the content, not after it: its last element stays the last child, whose bottom margin
  // Infima removes. With the popovers last, a `:has()` rule did that, and it weighed on every style
  // recalculation (the API reference, 4× throttled, median of 7 loads: 697 ms in all, 612 without it).
  return (
    <ScopeContext.Provider value={scope}>
      {hints !== undefined ? (
        <div data-pos-tag-hints="">{hints}</div>
      ) : (
        // React leaves the children of an element with dangerouslySetInnerHTML alone when hydrating.
        <div data-pos-tag-hints="" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      )}
      {children}
    </ScopeContext.Provider>
  );
}
