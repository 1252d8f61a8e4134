/** The theme components this plugin adds (theme/), for imports through @theme. */
declare module '@theme/PosTag' {
  export {default, type Props} from '@site/src/plugins/pos-tags/theme/PosTag';
}
declare module '@theme/PosTagScope' {
  export {default, type Props} from '@site/src/plugins/pos-tags/theme/PosTagScope';
}
/** What the plugin writes at build time (index.ts). */
declare module '@generated/pos-tags/default/hints.json' {
  const tags: import('@site/src/plugins/pos-tags/data').Hints;
  export default tags;
}
declare module '@generated/pos-tags/default/names.json' {
  const names: import('@site/src/plugins/pos-tags/data').TagNames;
  export default names;
}
