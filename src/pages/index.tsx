import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import PosTag from '@theme/PosTag';
import PosTagScope from '@theme/PosTagScope';
import RunExample from '@theme/RunExample';
import {findTags} from '@site/src/plugins/pos-tags/findTags';
import homeExample from '@site/src/data/homeExample.json';
import {DEFAULT_TEXT} from '@site/src/plugins/playground/contract';
import styles from './index.module.css';
import Translate, {translate} from '@docusaurus/Translate';

// The home page is plain markup, code blocks and the example's Run button (its
// runner loads on a click): no images to wait for, so it stays the lightest page of the site.

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.narrow)}>
        <Heading as="h1" className={styles.title}>
          hama
        </Heading>
        <p className={styles.lead}>
          <Translate id="home.lead">
            hama는 한국어 문장을 형태소로 나누고 품사를 붙여 주는, 파이썬으로 만든 형태소 분석기입니다. 설치는 가볍습니다. 의존성은 C 확장
            모듈인 mmh3 하나입니다. 다만 분석은 비교한 일곱 분석기 가운데 가장 느리고, 띄어쓰기 없는 긴 어절에서는 시간과 메모리가 크게
            늘어납니다.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction">
            <Translate id="home.readGuide">개발 가이드 읽기</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/installation">
            <Translate id="home.install">설치하기</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

/** The tags the quick start's prose names (its home.tags sentence). */
const PROSE_TAGS = ['nc', 'jc', 'pv', 'jx', 'pa'] as const;
/** Those and the tags of its printed output: each explains itself (src/plugins/pos-tags). */
const QUICK_START_TAGS = [
  ...new Set([
    ...PROSE_TAGS,
    ...findTags(homeExample.output, (word) => /^[a-z]{1,2}$/.test(word)).flatMap((piece) => (typeof piece === 'string' ? [] : [piece.tag])),
  ]),
].join(' ');

function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start">
      <PosTagScope id="home" tags={QUICK_START_TAGS}>
        <div className={clsx('container', styles.narrow)}>
          <Heading as="h2" id="quick-start">
            <Translate id="home.quickStart">바로 시작하기</Translate>
          </Heading>
          <p>
            <Translate id="home.pin">
              1.0 버전을 지정해서 설치하세요. 1.1.0부터는 같은 이름으로 다른 라이브러리가 배포되므로 버전을 빼면 전혀 다른 패키지가
              설치됩니다.
            </Translate>{' '}
            <Link to="/docs/installation#pin-the-version">
              <Translate id="home.whyPin">왜 고정해야 하나요?</Translate>
            </Link>
          </p>
          <CodeBlock language="bash">{homeExample.install}</CodeBlock>
          <p>
            <Translate id="home.returns" values={{zipped: <code>zipped=True</code>}}>
              {
                '{zipped}를 주면 문장이 (형태소, 품사) 쌍의 목록으로 돌아옵니다. 주지 않으면 형태소 목록과 품사 목록, 두 목록의 튜플이 돌아옵니다.'
              }
            </Translate>
          </p>
          <CodeBlock language="python" title="example.py">
            {homeExample.code}
          </CodeBlock>
          <CodeBlock language="text" title={translate({id: 'home.output', message: '출력'})}>
            {homeExample.output}
          </CodeBlock>
          {/* It runs in place, as the guide's executed examples do (src/plugins/playground/rehypeRunExamples.ts marks theirs the same way). */}
          <div data-run-example="" className={styles.runExample}>
            <RunExample code={homeExample.code} output={homeExample.output} />
          </div>
          <p>
            <Translate
              id="home.tags"
              values={{
                ...Object.fromEntries(
                  PROSE_TAGS.map((tag) => [
                    tag,
                    <code key={tag}>
                      <PosTag tag={tag} />
                    </code>,
                  ]),
                ),
                table: (
                  <Link to="/docs/pos_tagging#tag-table">
                    <Translate id="home.tagTable">품사 표</Translate>
                  </Link>
                ),
              }}>
              {
                '{nc}는 보통명사, {jc}는 격조사, {pv}는 동사입니다. 모든 품사 기호는 {table}에 정리되어 있습니다. 다만 이 출력의 "는"과 "재미있다"는 틀린 분석입니다. "는"은 보조사({jx})이고 "재미있다"는 형용사({pa})입니다.'
              }
            </Translate>
          </p>
          <p>
            <Translate
              id="home.playground"
              values={{
                playground: (
                  <Link to={`/playground?text=${encodeURIComponent(DEFAULT_TEXT)}`}>
                    <Translate id="home.playgroundLink">플레이그라운드</Translate>
                  </Link>
                ),
              }}>
              {'설치하기 전에 {playground}에서 비슷한 예제를 브라우저로 바로 실행해 볼 수 있습니다.'}
            </Translate>
          </p>
        </div>
      </PosTagScope>
    </section>
  );
}

const guideLinks = () =>
  [
    {
      to: '/docs/introduction',
      title: translate({id: 'home.next.introduction', message: '소개'}),
      text: translate({id: 'home.next.introduction.text', message: 'hama가 하는 일과 하지 않는 일'}),
    },
    {
      to: '/docs/pos_tagging',
      title: translate({id: 'home.next.posTagging', message: '품사 태깅'}),
      text: translate({id: 'home.next.posTagging.text', message: '태그 표와 태거가 고르는 방법'}),
    },
    {
      to: '/docs/api/tagging',
      title: translate({id: 'home.next.api', message: 'API 레퍼런스'}),
      text: translate({id: 'home.next.api.text', message: '모든 함수의 시그니처와 예제'}),
    },
    {
      to: '/blog',
      title: translate({id: 'home.next.blog', message: '블로그'}),
      text: translate({id: 'home.next.blog.text', message: '출시 소식과 사용 안내'}),
    },
  ] as const;

function GuideLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="next-steps">
      <div className={clsx('container', styles.narrow)}>
        <Heading as="h2" id="next-steps">
          <Translate id="home.next">더 알아보기</Translate>
        </Heading>
        <ul className={styles.cards}>
          {guideLinks().map(({to, title, text}) => (
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
      title={translate({id: 'home.title', message: '파이썬 한국어 형태소 분석기'})}
      description={translate({
        id: 'home.description',
        message: 'hama는 파이썬으로 만든, 설치가 가벼운 한국어 형태소 분석기이자 품사 태거입니다. 설치, 사용법, API를 한국어로 안내합니다.',
      })}>
      <Hero />
      <main>
        <QuickStart />
        <GuideLinks />
      </main>
    </Layout>
  );
}
