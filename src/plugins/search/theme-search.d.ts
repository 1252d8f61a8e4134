/** The theme components this plugin adds (theme/), for imports through @theme. */
declare module '@theme/SearchFailed' {
  export {default, type Props} from '@site/src/plugins/search/theme/SearchFailed';
}
declare module '@theme/SearchHit' {
  export {default, type Props} from '@site/src/plugins/search/theme/SearchHit';
}
