/** The theme components this plugin adds (theme/), for imports through @theme. */
declare module '@theme/SearchHit' {
  import type {ReactNode} from 'react';
  import type {SearchHit as Hit} from '@site/src/plugins/search/engine';

  export type Props = {readonly hit: Hit};
  export default function SearchHit(props: Props): ReactNode;
}
