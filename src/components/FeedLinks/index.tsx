import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export type Props = {readonly blogPath?: string};

const FEEDS = [
  {file: 'rss.xml', name: 'RSS 2.0', use: '대부분의 피드 리더가 읽는 가장 흔한 형식'},
  {file: 'atom.xml', name: 'Atom 1.0', use: '날짜와 글쓴이를 더 엄밀하게 적는 표준 형식'},
  {file: 'feed.json', name: 'JSON Feed 1.1', use: '프로그램에서 바로 파싱하기 좋은 JSON 형식'},
] as const;

/**
 * The blog's feed addresses, absolute and built from the configured site URL
 * and base URL, so that they are right on every deployment.
 */
export default function FeedLinks({blogPath = 'blog'}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const base = `${siteConfig.url}${siteConfig.baseUrl}${blogPath}/`;
  return (
    <table className={styles.feeds}>
      <thead>
        <tr>
          <th scope="col">형식</th>
          <th scope="col">주소</th>
          <th scope="col">특징</th>
        </tr>
      </thead>
      <tbody>
        {FEEDS.map(({file, name, use}) => (
          <tr key={file}>
            <td>{name}</td>
            <td>
              <a href={`${base}${file}`} className={styles.address}>
                {`${base}${file}`}
              </a>
            </td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
