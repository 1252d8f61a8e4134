/** The theme component this plugin adds (theme/), for imports through @theme. */
declare module '@theme/OfflinePage' {
  export {default} from '@site/src/plugins/offline/theme/OfflinePage';
}
