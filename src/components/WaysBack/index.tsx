import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Props = {readonly heading: string};

const DESTINATIONS = [
  {to: '/', label: '홈'},
  {to: '/docs/introduction', label: '개발 가이드'},
  {to: '/blog', label: '블로그'},
] as const;

/** Links back into the site, for pages a reader reached by mistake. */
export default function WaysBack({heading}: Props): ReactNode {
  return (
    <nav aria-label={heading} className={styles.waysBack}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul>
        {DESTINATIONS.map(({to, label}) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
