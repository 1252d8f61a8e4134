import {useEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof CodeBlockType>;

/** Blocks waiting to go live, taken one per idle period so that none makes a long task. */
const waiting: Array<() => void> = [];
let pumping = false;

function pump() {
  if (pumping || waiting.length === 0) return;
  pumping = true;
  const next = () => {
    pumping = false;
    waiting.shift()?.();
    pump();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, {timeout: 2000});
  else window.setTimeout(next, 50);
}

/**
 * Code blocks are highlighted once, at build time, for the first page a
 * reader opens: hydration keeps the server's HTML instead of running Prism
 * again on the main thread (issue #5: about a fifth of the script time on
 * /docs/api/tagging). Each block then becomes the live component (with its
 * copy and wrap buttons, which Docusaurus renders in the browser only) one at
 * a time when the browser is idle, or at once when the reader points at,
 * touches or focuses it. Pages reached by client-side navigation render the
 * live block directly: there is no server HTML to keep.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const [live, setLive] = useState(useIsBrowser());
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (live) return undefined;
    const goLive = () => flushSync(() => setLive(true));
    waiting.push(goLive);
    pump();
    return () => {
      const index = waiting.indexOf(goLive);
      if (index !== -1) waiting.splice(index, 1);
    };
  }, [live]);

  if (typeof window === 'undefined' || live) {
    return (
      <div ref={box}>
        <CodeBlock {...props} />
      </div>
    );
  }

  /** Swaps in the live block now; keyboard focus (on the code) moves to the same place in it. */
  const goLiveNow = () => {
    const hadFocus = box.current?.contains(document.activeElement) ?? false;
    flushSync(() => setLive(true));
    if (hadFocus) box.current?.querySelector('pre')?.focus();
  };
  return (
    <div
      ref={box}
      // React leaves the children of an element with dangerouslySetInnerHTML
      // alone when hydrating: the server's highlighted HTML stays as it is.
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
      onPointerEnter={goLiveNow}
      onTouchStart={goLiveNow}
      onFocus={goLiveNow}
    />
  );
}
