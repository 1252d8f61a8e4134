import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePlaygroundData} from '@site/src/plugins/playground/client/useHama';
import {runtimeDownloadText} from '@site/src/plugins/playground/runtimeDownload';

export type Props = Record<string, never>;

/** How much a first start of the playground downloads, measured by the build: `<RuntimeDownload />` in the guide's text. */
export default function RuntimeDownload(): ReactNode {
  return runtimeDownloadText(usePlaygroundData().downloadBytes, translate);
}
