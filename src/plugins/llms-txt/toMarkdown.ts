import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import type {Blockquote, Code, Heading, Link, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

/**
 * Turns one MDX source file into plain Markdown that reads like the page:
 * what Docusaurus renders specially becomes ordinary Markdown, and anything
 * this file does not know how to turn into text stops the build (a new MDX
 * component must say what it reads as, rather than vanish from the twin).
 */

/** Renders a JSX component as Markdown: `<TryIt text="…" />` → its example and output. */
export type RenderComponent = (props: Readonly<Record<string, string>>) => string;

export type Conversion = {
  /** The source file, for messages and for resolving relative links. */
  readonly file: string;
  readonly components: Readonly<Record<string, RenderComponent>>;
  /** Admonition kind → its label in the page's language ("경고"). */
  readonly admonitionLabels: Readonly<Record<string, string>>;
  /** Where a link in the source points to, as an absolute URL (see index.ts). */
  readonly resolveLink: (url: string, file: string) => string;
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter);
// No MDX or directive extension on the way out: a node left over from them
// cannot be written, so it fails the build instead of leaking into the twin.
const STRINGIFY: StringifyOptions = {bullet: '-', emphasis: '*', strong: '*', fences: true, rule: '-', listItemIndent: 'one'};
const writer = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, STRINGIFY);
const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** `{/* … *\/}`: an MDX comment, such as a heading's fixed anchor or the blog's truncate marker. */
const isComment = (value: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);

const paragraph = (children: Paragraph['children']): Paragraph => ({type: 'paragraph', children});

/**
 * Our own flags in code fences: `python run` (executed by tests), `text output` (what it printed),
 * `not-in-browser=…` (why the page offers no run button: src/plugins/playground/rehypeRunExamples.ts).
 */
const isFenceFlag = (word: string) => word === 'run' || word === 'output' || word.startsWith('not-in-browser=');

function convertCode(code: Code): RootContent[] {
  const meta = code.meta ?? '';
  const title = /title="([^"]*)"/.exec(meta)?.[1];
  const rest = meta
    .replace(/title="[^"]*"/, '')
    .split(/\s+/)
    .filter((word) => word && !isFenceFlag(word));
  const converted: Code = {...code, meta: rest.length ? rest.join(' ') : null};
  // A code block's title (a file name, "출력") is shown above it on the page.
  return title ? [paragraph([{type: 'text', value: `${title}:`}]), converted] : [converted];
}

function convertAdmonition(node: Parent & {name: string}, conversion: Conversion): Blockquote {
  const label = conversion.admonitionLabels[node.name];
  if (!label) throw new Error(`${conversion.file}: no label for the admonition ":::${node.name}"`);
  const [first, ...body] = node.children;
  const titled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title: Paragraph['children'] = titled ? [{type: 'text', value: `${label}: `}, ...first.children] : [{type: 'text', value: label}];
  return {
    type: 'blockquote',
    children: [paragraph([{type: 'strong', children: title}]), ...((titled ? body : node.children) as Blockquote['children'])],
  };
}

function convertComponent(node: MdxJsxFlowElement | MdxJsxTextElement, conversion: Conversion): Nodes[] {
  const render = node.name ? conversion.components[node.name] : undefined;
  if (!render) throw new Error(`${conversion.file}: <${node.name}> has no Markdown form; add one to the llms-txt plugin's components`);
  const props: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      throw new Error(`${conversion.file}: <${node.name}> takes only string attributes in its Markdown form`);
    }
    props[attribute.name] = attribute.value;
  }
  // Its Markdown is converted like the page's own (links made absolute).
  return convertChildren(markdownParser.parse(render(props)) as Root, conversion) as RootContent[];
}

/** The node as plain Markdown nodes: none when it is not content, several when it stands for more. */
function convert(node: Nodes, conversion: Conversion): Nodes[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (isComment(node.value)) return [];
      throw new Error(`${conversion.file}: the expression {${node.value}} has no Markdown form`);
    case 'mdxJsxFlowElement':
      return convertComponent(node, conversion);
    case 'mdxJsxTextElement': {
      if (node.name && conversion.components[node.name]) {
        // A component within a sentence (<RuntimeDownload />) reads as the words it renders.
        const [only, ...more] = convertComponent(node, conversion);
        if (only?.type !== 'paragraph' || more.length > 0)
          throw new Error(`${conversion.file}: <${node.name}> in running text renders more than words`);
        return only.children;
      }
      // An exponent (2<sup>n−1</sup>) in the usual plain-text form: 2^(n−1).
      if (node.name !== 'sup') throw new Error(`${conversion.file}: <${node.name}> in running text has no Markdown form`);
      const exponent = convertChildren(node, conversion) as PhrasingContent[];
      return toString(node).length === 1
        ? [{type: 'text', value: '^'}, ...exponent]
        : [{type: 'text', value: '^('}, ...exponent, {type: 'text', value: ')'}];
    }
    case 'containerDirective':
      return [convertAdmonition(node, conversion)].flatMap((quote) => convert(quote, conversion));
    case 'leafDirective':
    case 'textDirective':
      throw new Error(`${conversion.file}: the directive :${node.name} has no Markdown form`);
    case 'code':
      return convertCode(node);
    case 'link':
      return [
        {...node, url: conversion.resolveLink(node.url, conversion.file), children: convertChildren(node, conversion) as Link['children']},
      ];
    case 'heading': {
      const children = convertChildren(node, conversion) as Heading['children'];
      // `## Title {/* #id */}` leaves a space where the anchor comment was.
      const last = children.at(-1);
      if (last?.type === 'text') last.value = last.value.trimEnd();
      return [{...node, children}];
    }
    default:
      return 'children' in node ? [{...node, children: convertChildren(node, conversion)} as Nodes] : [node];
  }
}

function convertChildren(node: Parent, conversion: Conversion): Nodes[] {
  return node.children.flatMap((child) => convert(child, conversion));
}

/** The Markdown body of an MDX file (front matter and imports left out). */
export function mdxToMarkdown(source: string, conversion: Conversion): string {
  const tree = parser.parse(source) as Root;
  const body: Root = {type: 'root', children: convertChildren(tree, conversion) as RootContent[]};
  return writer.stringify(body).trim();
}
