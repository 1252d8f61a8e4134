/**
 * The claim markers (`{/* claim: id *\/}`, `{/* /claim: id *\/}`, and
 * `{/* restates: id *\/}`, `{/* not-a-claim: why *\/}` for the sentences that
 * need no claim of their own) taken out of a page before it compiles. They
 * say, in the source, how the register accounts for a sentence
 * (tests/content/claim_markers.py); the reader never sees
 * them, and the built page is the same as if they had never been written: left
 * in, each would split its text in two, and React would write `<!-- -->`
 * between the halves. Other comments, such as `{/* #anchor *\/}` in headings,
 * are Docusaurus's and stay.
 */
import type {Parent, Root, RootContent} from 'mdast';
import {comment as MARKER_COMMENT} from './claimMarker.json';

/** A marker as MDX parses it: an expression that is only that comment. */
const CLAIM_MARKER = new RegExp(String.raw`^\s*${MARKER_COMMENT}\s*$`);
/** The markers in a page's source, braces included. */
const CLAIM_MARKERS_IN_SOURCE = new RegExp(String.raw`\{${MARKER_COMMENT}\}`, 'g');

/** A page's source without its markers: what the blog's reading time counts. */
export const withoutClaimMarkers = (source: string) => source.replace(CLAIM_MARKERS_IN_SOURCE, '');

const isMarker = (node: RootContent) =>
  (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && CLAIM_MARKER.test(node.value);

function dropMarkers(parent: Parent): void {
  const kept: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (isMarker(child)) continue;
    const previous = kept.at(-1);
    // The text on either side of a marker is one text again, as it was written.
    if (child.type === 'text' && previous?.type === 'text') previous.value += child.value;
    else kept.push(child);
    if ('children' in child) dropMarkers(child);
  }
  parent.children = kept as Parent['children'];
}

export default function remarkClaimMarkers() {
  return (tree: Root) => dropMarkers(tree);
}
