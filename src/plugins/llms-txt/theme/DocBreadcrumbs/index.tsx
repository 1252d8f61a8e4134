import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import MarkdownTwin from '@theme/MarkdownTwin';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** A doc page's breadcrumbs, with its Markdown twin's links at the end of the row (a wrapper, not a copy). */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <MarkdownTwin permalink={metadata.permalink} />
    </div>
  );
}
