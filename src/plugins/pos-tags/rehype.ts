import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Element, Root, RootContent} from 'hast';
import {mdxImport, mdxJsx, textOf} from '../shared/mdx';
import {findTags, isWordAndTagBlock} from './findTags';
import {readTagNames} from './table';

/** Where a tag stays text: a link or a heading, as HTML or JSX (a button inside either would be a control in a control, or in the TOC). */
const NO_TAGS_INSIDE = new Set(['a', 'Link', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'Heading']);
/** Printed output: a ```text block, or one without a language, which the theme shows as text too. */
const isOutput = (code: Element) => {
  const classes = [code.properties.className ?? []].flat().map(String);
  return classes.includes('language-text') || !classes.some((name) => name.startsWith('language-'));
};

type Parent = Root | Element;

/**
 * The tags of a Markdown page (docs and blog posts) explain themselves: inline
 * code with a tag (`nc`, or the tag of `('공부', 'nc')`) gets a PosTag for it,
 * and the tags of printed output (```text blocks, drawn by the code block's
 * Token wrapper) are counted; the page's content is then wrapped in a
 * PosTagScope that adds one popover per tag. Pages without tags are left
 * exactly as they were, and import nothing.
 */
export default function rehypePosTags({siteDir}: {siteDir: string}) {
  const known = new Set(readTagNames(siteDir).map((row) => row.tag));
  const isTag = (word: string) => known.has(word);
  return (tree: Root, file: {path?: string}) => {
    const found = new Set<string>();
    const visit = (node: Parent) => {
      for (const child of node.children) {
        if (child.type !== 'element' && !('children' in child)) continue;
        const name = child.type === 'element' ? child.tagName : (child as {name?: string | null}).name;
        if (name && NO_TAGS_INSIDE.has(name)) continue;
        if (child.type === 'element' && child.tagName === 'pre') {
          const code = child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
          if (!code || !isOutput(code)) continue;
          const text = textOf(code);
          const wordAndTag = isWordAndTagBlock(text, isTag);
          for (const line of text.split('\n')) {
            for (const piece of findTags(line, isTag, wordAndTag)) if (typeof piece !== 'string') found.add(piece.tag);
          }
          continue;
        }
        if (child.type === 'element' && child.tagName === 'code') {
          const pieces = findTags(textOf(child), isTag);
          if (pieces.every((piece) => typeof piece === 'string')) continue;
          for (const piece of pieces) if (typeof piece !== 'string') found.add(piece.tag);
          // The theme's inline code itself: Markdown's `code` goes through MDXCode, which takes code whose
          // children are not all strings for a code block.
          const children = pieces.map((piece) =>
            typeof piece === 'string' ? {type: 'text', value: piece} : mdxJsx('mdxJsxTextElement', 'PosTag', {tag: piece.tag}),
          );
          node.children[node.children.indexOf(child)] = mdxJsx('mdxJsxTextElement', 'CodeInline', {}, children) as Element;
          continue;
        }
        visit(child as Parent);
      }
    };
    visit(tree);
    if (found.size === 0) return;
    // A prefix for the popovers' ids, the same for the page in every build: a blog list shows several posts' tags.
    const id = `pos-${createHash('sha256')
      .update(path.relative(siteDir, file.path ?? ''))
      .digest('hex')
      .slice(0, 6)}`;
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const content = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    tree.children = [
      mdxImport('CodeInline', '@theme/CodeInline'),
      mdxImport('PosTag', '@theme/PosTag'),
      mdxImport('PosTagScope', '@theme/PosTagScope'),
      ...esm,
      mdxJsx('mdxJsxFlowElement', 'PosTagScope', {id, tags: [...found].sort().join(' ')}, content) as RootContent,
    ];
  };
}
