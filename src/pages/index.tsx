import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import homeExample from '@site/src/data/homeExample.json';
import styles from './index.module.css';

// The home page is plain markup and two code blocks: no images to wait for,
// no extra components, so it stays the lightest page of the site.

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.narrow)}>
        <Heading as="h1" className={styles.title}>
          hama
        </Heading>
        <p className={styles.lead}>
          hama는 한국어 문장을 형태소로 나누고 품사를 붙여 주는, 순수 파이썬으로 만든 가벼운
          형태소 분석기입니다.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction">
            개발 가이드 읽기
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/installation">
            설치하기
          </Link>
        </div>
      </div>
    </header>
  );
}

function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start">
      <div className={clsx('container', styles.narrow)}>
        <Heading as="h2" id="quick-start">
          30초 만에 시작하기
        </Heading>
        <p>
          1.0 버전을 지정해서 설치하세요. 1.1.0부터는 같은 이름으로 다른 라이브러리가 배포되므로
          버전을 빼면 전혀 다른 패키지가 설치됩니다.{' '}
          <Link to="/docs/installation#pin-the-version">왜 고정해야 하나요?</Link>
        </p>
        <CodeBlock language="bash">{homeExample.install}</CodeBlock>
        <p>문장을 넣으면 (형태소, 품사) 쌍의 목록을 돌려받습니다.</p>
        <CodeBlock language="python" title="example.py">
          {homeExample.code}
        </CodeBlock>
        <CodeBlock language="text" title="출력">
          {homeExample.output}
        </CodeBlock>
        <p>
          <code>nc</code>는 보통명사, <code>jc</code>는 격조사, <code>pv</code>는 동사입니다. 모든
          품사 기호는 <Link to="/docs/pos_tagging#tag-table">품사 표</Link>에 정리되어 있습니다.
        </p>
        <p>
          설치하기 전에 <Link to={`/playground?text=${encodeURIComponent('오늘 날씨가 좋다')}`}>플레이그라운드</Link>에서
          같은 예제를 브라우저로 바로 실행해 볼 수 있습니다.
        </p>
      </div>
    </section>
  );
}

const GUIDE_LINKS = [
  {to: '/docs/introduction', title: '소개', text: 'hama가 하는 일과 하지 않는 일'},
  {to: '/docs/pos_tagging', title: '품사 태깅', text: '태그 표와 태거가 고르는 방법'},
  {to: '/docs/api/tagging', title: 'API 레퍼런스', text: '모든 함수의 시그니처와 예제'},
  {to: '/blog', title: '블로그', text: '출시 소식과 사용 안내'},
] as const;

function GuideLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="next-steps">
      <div className={clsx('container', styles.narrow)}>
        <Heading as="h2" id="next-steps">
          더 알아보기
        </Heading>
        <ul className={styles.cards}>
          {GUIDE_LINKS.map(({to, title, text}) => (
            <li key={to}>
              <Link className={styles.card} to={to}>
                <strong>{title}</strong>
                <span>{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="파이썬 한국어 형태소 분석기"
      description="hama는 순수 파이썬으로 만든 가벼운 한국어 형태소 분석기이자 품사 태거입니다. 설치, 사용법, API를 한국어로 안내합니다.">
      <Hero />
      <main>
        <QuickStart />
        <GuideLinks />
      </main>
    </Layout>
  );
}
