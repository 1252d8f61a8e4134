import {useContext, type ReactNode} from 'react';
import LineToken from '@theme-init/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {findTags, isWordAndTagBlock, type Piece} from '../../../../findTags';
import {ScopeContext, type Scope} from '../../../../client/scope';
import PosTag from '@theme/PosTag';

/** Whether a block prints `morpheme tag` lines, worked out once per block rather than for each of its tokens. */
const wordAndTagBlocks = new WeakMap<Scope, Map<string, boolean>>();
function wordAndTagBlock(scope: Scope, code: string): boolean {
  const blocks = wordAndTagBlocks.get(scope) ?? new Map<string, boolean>();
  wordAndTagBlocks.set(scope, blocks);
  if (!blocks.has(code))
    blocks.set(
      code,
      isWordAndTagBlock(code, (word) => scope.tags.has(word)),
    );
  return blocks.get(code)!;
}

/** Text with its tags as PosTag buttons, or null when it holds no tag (the token is then rendered untouched). */
function tagged(pieces: readonly Piece[]): ReactNode[] | null {
  if (pieces.every((piece) => typeof piece === 'string')) return null;
  return pieces.map((piece, i) => (typeof piece === 'string' ? piece : <PosTag key={i} tag={piece.tag} />));
}

/**
 * theme-classic's token, wrapped: in a plain text block (printed output)
 * inside a scope with popovers (PosTagScope), each tag in a (morpheme, tag)
 * pair, in a list of tags, or after the morpheme on a `morpheme tag` line
 * becomes a PosTag. Blocks in other languages and text without tags are left
 * as they are, but for plain text's span (below). (A page's blocks are drawn
 * by the build and go live on the reader's intent: this code is not in a
 * page's first view.)
 */
export default function LineTokenWithTags(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const scope = useContext(ScopeContext);
  const tags =
    scope && metadata.language === 'text' && typeof props.children === 'string'
      ? tagged(findTags(props.children, (word) => scope.tags.has(word), wordAndTagBlock(scope, metadata.code)))
      : null;
  // Prism's unstyled text is drawn bare: its <span class="token plain"> has no style and no rule of ours, and
  // was 70–200 bytes (gzip) of a guide page's HTML (src/components/MaskIcon says why that matters).
  if (props.className === 'token plain') return <>{tags ?? props.children}</>;
  return tags ? <LineToken {...props}>{tags}</LineToken> : <LineToken {...props} />;
}
