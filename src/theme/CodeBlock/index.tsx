import {lazy, useEffect, useReducer, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof CodeBlockType>;
type LiveCodeBlockType = typeof CodeBlockType;

/** The live block and Prism, in their own chunk; set once it has loaded. */
let LiveCodeBlock: LiveCodeBlockType | undefined;
let loading: Promise<unknown> | undefined;

function loadLiveCodeBlock(): Promise<unknown> {
  loading ??= import('./Live').then(
    (module) => {
      LiveCodeBlock = module.default;
    },
    (error: unknown) => {
      // Offline: the blocks keep their static HTML; the next pointer or focus tries again.
      loading = undefined;
      console.warn('코드 블록 기능을 불러오지 못했습니다:', error);
    },
  );
  return loading;
}

/** The build renders every block live; the server waits for this chunk before writing the page. */
const ServerCodeBlock = lazy<LiveCodeBlockType>(() => import('./Live'));

/** How close to the viewport a block is made live (about half a phone screen). */
const NEAR_VIEWPORT = '400px 0px';

/** Blocks waiting to go live, taken one per idle period so that none makes a long task. */
const waiting: Array<() => void> = [];
let pumping = false;

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(callback, 50);
}

function pump() {
  if (pumping || waiting.length === 0) return;
  pumping = true;
  // Loading the chunk (Prism's own start-up) is one task; each block after it another.
  void loadLiveCodeBlock().then(() =>
    whenIdle(() => {
      pumping = false;
      if (!LiveCodeBlock) return;
      waiting.shift()?.();
      pump();
    }),
  );
}

/**
 * Code blocks are highlighted once, at build time, for the first page a
 * reader opens: hydration keeps the server's HTML, and neither Prism nor the
 * live component is loaded before the page can respond (issue #5). Each block
 * then becomes the live component (with its copy and wrap buttons, which
 * Docusaurus renders in the browser only) when it comes near the viewport, one
 * at a time when the browser is idle, or as soon as the reader points at,
 * touches or focuses it. Pages
 * reached by client-side navigation have no server HTML: they render the live
 * block at once, or plain code for the moment its chunk takes to arrive.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const [live, setLive] = useState(useIsBrowser());
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (live) {
      if (!LiveCodeBlock) void loadLiveCodeBlock().then(chunkArrived);
      return undefined;
    }
    const goLive = () => flushSync(() => setLive(true));
    // Only blocks the reader is about to see: Prism's start-up is not paid
    // for code further down the page until the reader scrolls towards it.
    const nearViewport = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearViewport.disconnect();
        waiting.push(goLive);
        pump();
      },
      {rootMargin: NEAR_VIEWPORT},
    );
    if (box.current) nearViewport.observe(box.current);
    return () => {
      nearViewport.disconnect();
      const index = waiting.indexOf(goLive);
      if (index !== -1) waiting.splice(index, 1);
    };
  }, [live]);

  if (typeof window === 'undefined') {
    return (
      <div>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  /** Swaps in the live block; keyboard focus (on the code) moves to the same place in it. */
  const goLiveNow = () =>
    void loadLiveCodeBlock().then(() => {
      if (!LiveCodeBlock || !box.current) return;
      const hadFocus = box.current.contains(document.activeElement);
      flushSync(() => {
        setLive(true);
        chunkArrived();
      });
      if (hadFocus) box.current.querySelector('pre')?.focus();
    });
  // Also retries a chunk that failed to load (offline), without losing the code shown.
  const onIntent = {onPointerEnter: goLiveNow, onTouchStart: goLiveNow, onFocus: goLiveNow};

  if (live && LiveCodeBlock) {
    return (
      <div ref={box}>
        <LiveCodeBlock {...props} />
      </div>
    );
  }
  if (live) {
    return (
      <div ref={box} {...onIntent}>
        <PlainCodeBlock {...props} />
      </div>
    );
  }
  return (
    <div
      ref={box}
      // React leaves the children of an element with dangerouslySetInnerHTML
      // alone when hydrating: the server's highlighted HTML stays as it is.
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
      {...onIntent}
    />
  );
}

/** The code as plain text in the code block's frame, until the live block's chunk arrives. */
function PlainCodeBlock({children, title, className}: Props): ReactNode {
  return (
    <div className={`theme-code-block ${className ?? ''}`}>
      {title && <div>{title}</div>}
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
