import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import MetaDescription from '@site/src/components/MetaDescription';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/** The stock author index with the meta description it lacks. */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MetaDescription
        content={translate({id: 'blog.authors.description', message: 'hama 블로그에 글을 쓰는 사람들과 각자 쓴 글 수입니다.'})}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
