import {useContext, type ReactNode} from 'react';
import LineToken from '@theme-init/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {findTags, isWordAndTagBlock} from '../../../../findTags';
import {ScopeContext} from '../../../../client/scope';
import {tagged} from '../../../../client/tagged';

/**
 * theme-classic's token, wrapped: in a plain text block (printed output)
 * inside a scope with popovers (PosTagScope), each tag in a (morpheme, tag)
 * pair, in a list of tags, or after the morpheme on a `morpheme tag` line
 * becomes a PosTag. Blocks in other languages and text without tags are left
 * as they are. (A page's blocks are drawn by the build and go live on the
 * reader's intent: this code is not in a page's first view.)
 */
export default function LineTokenWithTags(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const scope = useContext(ScopeContext);
  const isTag = (word: string) => scope?.tags.has(word) ?? false;
  const tags =
    scope && metadata.language === 'text' && typeof props.children === 'string'
      ? tagged(findTags(props.children, isTag, isWordAndTagBlock(metadata.code, isTag)))
      : null;
  return tags ? <LineToken {...props}>{tags}</LineToken> : <LineToken {...props} />;
}
