/** The theme components this plugin adds (theme/), for imports through @theme. */
declare module '@theme/Playground' {
  export {default, type Props} from '@site/src/plugins/playground/theme/Playground';
}

declare module '@theme/TagOutput' {
  export {default, type Props} from '@site/src/plugins/playground/theme/TagOutput';
}

declare module '@theme/RunnerStatus' {
  export {default, type Props} from '@site/src/plugins/playground/theme/RunnerStatus';
}

declare module '@theme/PlaygroundErrorBoundary' {
  export {default, type Props} from '@site/src/plugins/playground/theme/PlaygroundErrorBoundary';
}

declare module '@theme/AnalysisDiagram' {
  export {default, type Props} from '@site/src/plugins/playground/theme/AnalysisDiagram';
}

declare module '@theme/DiagramActions' {
  export {default, type Props} from '@site/src/plugins/playground/theme/DiagramActions';
}

declare module '@theme/RunExample' {
  export {default, type Props} from '@site/src/plugins/playground/theme/RunExample';
}

declare module '@theme/RuntimeDownload' {
  export {default, type Props} from '@site/src/plugins/playground/theme/RuntimeDownload';
}

declare module '@theme/PlaygroundPage' {
  export {default, type Props} from '@site/src/plugins/playground/theme/PlaygroundPage';
}
