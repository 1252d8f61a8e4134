/** The theme components this plugin adds (theme/), for imports through @theme. */
declare module '@theme/SearchHit' {
  export {default, type Props} from '@site/src/plugins/search/theme/SearchHit';
}
