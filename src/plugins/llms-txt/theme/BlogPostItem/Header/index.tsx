import type {ReactNode} from 'react';
import Header from '@theme-init/BlogPostItem/Header';
import MarkdownTwin from '@theme/MarkdownTwin';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

/** A post's header, with its Markdown twin's links under the byline on the post's own page (not in lists). */
export default function HeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && (
        <div className={styles.twin}>
          <MarkdownTwin permalink={metadata.permalink} />
        </div>
      )}
    </>
  );
}
