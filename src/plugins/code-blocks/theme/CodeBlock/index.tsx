import {lazy, useEffect, useRef, useState, type ReactNode} from 'react';
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
      // Offline: the blocks keep the code they show; the next pointer or focus tries again.
      loading = undefined;
      console.warn('코드 블록 기능을 불러오지 못했습니다:', error);
    },
  );
  return loading;
}

/**
 * Whether the reader is using a button in the block's build HTML (a tag's: src/plugins/pos-tags), or a popover
 * one opened. Swapping the block then would take the button from under them (Tab back at the top); their next
 * pointer or focus on the block tries again. (A touch on a button does not ask for the swap: see onIntent.)
 */
function inUse(block: HTMLElement): boolean {
  const focused = document.activeElement;
  return Boolean(focused?.closest('[popover]') ?? (focused?.matches('button') && block.contains(focused)));
}

/** What keyboard focus can be on in a block: its code, the tags in it; the live block adds its buttons after the code. */
const FOCUSABLE = 'pre, button';

/** The build renders every block live; the server waits for this chunk before writing the page. */
const ServerCodeBlock = lazy<LiveCodeBlockType>(() => import('./Live'));

/**
 * Code blocks are highlighted once, at build time: hydration keeps the
 * server's HTML, and neither Prism nor the live component is loaded for a
 * page to be read (issue #5: loading them anyway cost some 35 KB and a long
 * task on every page with code). A block becomes the live component, with the
 * copy and wrap buttons Docusaurus renders in the browser only, when the
 * reader points at, touches or focuses it (Tab reaches every block's code).
 * Pages reached by client-side navigation have no server HTML: they render
 * the live block at once, or plain code for the moment its chunk takes.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Hydrated from the build's HTML (false in the browser only for blocks
  // rendered after hydration, as on client-side navigation).
  const [fromServer] = useState(!isBrowser);
  // A block whose code changes after hydration (the playground's prerendered
  // result replaced by a live one) can no longer keep the server's HTML.
  // (For good: back to the same code, the server's HTML is gone already.)
  const [serverCode, setServerCode] = useState<unknown[] | null>(() => [props.children, props.title]);
  const changed = serverCode === null || props.children !== serverCode[0] || props.title !== serverCode[1];
  if (serverCode && changed) setServerCode(null);
  // The live component once this block has gone live. A component is a
  // function, so it is set through an updater.
  const [Live, setLive] = useState<LiveCodeBlockType | undefined>(() => (isBrowser ? LiveCodeBlock : undefined));
  const box = useRef<HTMLDivElement>(null);

  /**
   * Swaps in the live block; keyboard focus (on the code, or a tag in it: src/plugins/pos-tags) stays where it
   * was. On the reader's intent, not while they are using one of its buttons.
   */
  const goLive = (byReader: boolean) =>
    void loadLiveCodeBlock().then(() => {
      if (!LiveCodeBlock || !box.current || (byReader && inUse(box.current))) return;
      const focused = Array.from(box.current.querySelectorAll(FOCUSABLE)).indexOf(document.activeElement!);
      flushSync(() => setLive(() => LiveCodeBlock));
      if (focused >= 0) box.current.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
    });

  useEffect(() => {
    if ((!fromServer || changed) && !Live) goLive(false);
    // On mount and when the code first changes: later attempts come from the reader (onIntent).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed]);

  if (typeof window === 'undefined') {
    return (
      <div>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (Live) {
    return (
      <div ref={box}>
        <Live {...props} />
      </div>
    );
  }
  // Also retries a chunk that failed to load (offline), without losing the code shown.
  // A touch on a button of the build's HTML (a tag's, which opens its popover) does without the live block.
  const onIntent = {
    onPointerEnter: () => goLive(true),
    onTouchStart: (event: {target: EventTarget}) => !(event.target as Element).closest('button') && goLive(true),
    onFocus: () => goLive(true),
  };
  if (!fromServer || changed) {
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
