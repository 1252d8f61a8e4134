import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {FEEDS, HEADINGS, feedFolder} from './feeds';
import styles from './styles.module.css';

export type Props = {readonly blogPath?: string};

/** The blog's feed addresses (feeds.ts), in a table. */
export default function FeedLinks({blogPath = 'blog'}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const base = feedFolder(siteConfig, blogPath);
  return (
    <table className={styles.feeds}>
      <thead>
        <tr>
          {HEADINGS.map((heading) => (
            <th key={heading.id} scope="col">
              {/* eslint-disable-next-line @docusaurus/string-literal-i18n-messages -- literal descriptors in feeds.ts, shared with the Markdown twin */}
              {translate(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {FEEDS.map(({file, name, use}) => (
          <tr key={file}>
            <td>{name}</td>
            <td>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- a feed is a file, not a page of the app */}
              <a href={`${base}${file}`} className={styles.address}>
                {`${base}${file}`}
              </a>
            </td>
            {/* eslint-disable-next-line @docusaurus/string-literal-i18n-messages -- as above */}
            <td>{translate(use)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
