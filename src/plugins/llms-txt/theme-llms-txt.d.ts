/** The theme components this plugin adds (theme/), for imports through @theme. */
declare module '@theme/MarkdownTwin' {
  export {default, type Props} from '@site/src/plugins/llms-txt/theme/MarkdownTwin';
}
