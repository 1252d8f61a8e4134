import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Playground from '@theme/Playground';
import PlaygroundErrorBoundary from '@theme/PlaygroundErrorBoundary';
import {usePlaygroundData} from '@site/src/plugins/playground/client/useHama';
import {MAX_SHARED_TEXT_LENGTH} from '@site/src/plugins/playground/contract';
import styles from './styles.module.css';
import Translate, {translate} from '@docusaurus/Translate';

/** ?watchdog=ms sets the watchdog's limit (1–60 s): for slow devices, and for the tests. */
function watchdogOf(search: string): number | undefined {
  const ms = Number(new URLSearchParams(search).get('watchdog'));
  return ms ? Math.min(Math.max(ms, 1000), 60_000) : undefined;
}

/**
 * /playground?text=… : the text lives in the address, so a link reproduces a
 * result. Read after hydration (the static HTML has no query) and written
 * back as the reader types.
 */
export type Props = {
  /** The inline script after the text box (client/addressText.ts), from the route's data (the plugin's index.ts). */
  readonly addressTextScript: string;
};

export default function PlaygroundPage({addressTextScript}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The default sentence and its result are in the static HTML; the address's text replaces it as the page hydrates.
  const {defaultText} = usePlaygroundData();
  const [text, setText] = useState(defaultText);
  const [copied, setCopied] = useState(false);
  // The address this page last wrote: reading it back must not replace what
  // the reader typed (it may be longer than what the address keeps).
  const written = useRef<string | null>(null);

  // Before the first paint after hydration, so the text box never shows the default over the address's text.
  useLayoutEffect(() => {
    // The live address, not this render's: text typed before hydration has
    // been adopted and written there already (useTypedBeforeHydration).
    const {search} = history.location;
    if (search === written.current) return;
    setText((new URLSearchParams(search).get('text') ?? defaultText).slice(0, MAX_SHARED_TEXT_LENGTH));
  }, [location.search, history, defaultText]);

  const onTextChange = (value: string) => {
    setText(value);
    setCopied(false);
    const params = new URLSearchParams(location.search);
    params.set('text', value.slice(0, MAX_SHARED_TEXT_LENGTH));
    written.current = `?${params}`;
    history.replace({search: written.current});
  };

  const copyLink = () => navigator.clipboard.writeText(window.location.href).then(() => setCopied(true));

  return (
    <Layout
      title={translate({id: 'playground.page.title', message: '플레이그라운드'})}
      description={translate({
        id: 'playground.page.description',
        message:
          '설치 없이 브라우저에서 hama 1.0.0을 실행해 한국어 문장의 형태소와 품사를 바로 확인합니다. 입력한 글은 서버로 가지 않습니다.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="playground.page.title">플레이그라운드</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate
            id="playground.page.intro"
            values={{
              pyodide: <a href="https://pyodide.org/">Pyodide</a>,
              pip: <code>pip install</code>,
              table: (
                <Link to="/docs/pos_tagging#tag-table">
                  <Translate id="playground.page.tagTable">품사 표</Translate>
                </Link>
              ),
            }}>
            {
              '문장을 입력하면 hama 1.0.0이 형태소로 나누고 품사 태그를 붙입니다. 파이썬 패키지를 그대로 {pyodide}(브라우저용 파이썬)로 이 페이지 안에서 실행하고, 의존성 mmh3(C 확장)만 같은 해시를 내는 순수 파이썬 구현으로 바꿔 씁니다. 그래서 입력한 글은 어떤 서버로도 가지 않고 결과는 {pip}로 설치한 hama와 같습니다. 태그의 뜻은 {table}에 있습니다. hama의 결과에는 틀린 태그가 흔합니다. 처음 보이는 문장의 "좋다"도 형용사(pa)인데 동사(pv)로 나옵니다.'
            }
          </Translate>
        </p>
        {/* A crash stops the playground only; the text stays in the address. */}
        <PlaygroundErrorBoundary>
          <Playground
            text={text}
            onTextChange={onTextChange}
            tagTimeoutMs={watchdogOf(location.search)}
            addressTextScript={addressTextScript}
          />
        </PlaygroundErrorBoundary>
        <p className={styles.share}>
          <button type="button" className="button button--secondary button--sm" onClick={copyLink}>
            <Translate id="playground.page.copyLink">이 문장의 링크 복사</Translate>
          </button>{' '}
          <span role="status">{copied ? translate({id: 'playground.page.linkCopied', message: '링크를 복사했습니다.'}) : ''}</span>
        </p>
        <p>
          <Translate
            id="playground.page.offline"
            values={{
              link: (
                <Link to="/offline#runtime">
                  <Translate id="playground.page.offlineLink">오프라인으로 저장</Translate>
                </Link>
              ),
            }}>
            {'네트워크 없이 쓰려면 플레이그라운드 런타임을 {link}하세요.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
