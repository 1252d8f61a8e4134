import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

export type Props = {readonly content: string};

/**
 * A page's description for search engines and link previews, for the stock
 * pages that have none (issue #5: every route has one).
 */
export default function MetaDescription({content}: Props): ReactNode {
  return (
    <Head>
      <meta name="description" content={content} />
      <meta property="og:description" content={content} />
    </Head>
  );
}
