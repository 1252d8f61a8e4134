import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import MetaDescription from '@site/src/components/MetaDescription';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** The stock tag index with the meta description it lacks. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MetaDescription content={translate({id: 'blog.tags.description', message: 'hama 블로그의 모든 태그와 태그별 글 수입니다.'})} />
      <BlogTagsListPage {...props} />
    </>
  );
}
