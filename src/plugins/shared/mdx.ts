import type {RootContent} from 'hast';

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
