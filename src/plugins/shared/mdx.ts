/**
 * What the site's rehype plugins (pos-tags, the playground's run buttons) put into an MDX page:
 * an import, a JSX element, and the text of what they read.
 */
import type {ElementContent, RootContent} from 'hast';

/**
 * `import Name from 'source'` at the top of an MDX module, as a rehype plugin adds it: the
 * component a plugin puts into a page (pos-tags' PosTag, the playground's RunExample) is then
 * loaded with that page only.
 */
export function mdxImport(name: string, source: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/** `<Name attribute="…">children</Name>`; an attribute whose value is undefined is left out. */
export const mdxJsx = (
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement',
  name: string,
  attributes: Readonly<Record<string, string | undefined>>,
  children: unknown[] = [],
) =>
  ({
    type,
    name,
    attributes: Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  }) as unknown as ElementContent;

/** The text of a node and everything in it. */
export const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';
