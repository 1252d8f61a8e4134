import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

const DESCRIPTION = 'hama 블로그의 모든 태그와 태그별 글 수입니다.';

/**
 * Adds the meta description that the stock tag index lacks, so that every
 * route has one for search engines and link previews (issue #5).
 * Wrapper, not a copy: everything else is the original page.
 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content={DESCRIPTION} />
        <meta property="og:description" content={DESCRIPTION} />
      </Head>
      <BlogTagsListPage {...props} />
    </>
  );
}
