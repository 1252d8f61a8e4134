import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
import {translate} from '@docusaurus/Translate';

export type Props = {readonly heading: string};

const destinations = () =>
  [
    {to: '/', label: translate({id: 'waysBack.home', message: '홈'})},
    {to: '/docs/introduction', label: translate({id: 'waysBack.guide', message: '개발 가이드'})},
    {to: '/blog', label: translate({id: 'waysBack.blog', message: '블로그'})},
  ] as const;

/** Links back into the site, for pages a reader reached by mistake. */
export default function WaysBack({heading}: Props): ReactNode {
  return (
    <nav aria-label={heading} className={styles.waysBack}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul>
        {destinations().map(({to, label}) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
