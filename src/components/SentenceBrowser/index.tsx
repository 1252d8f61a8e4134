import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The accuracy page's sentence browser (issue #33): a disclosure in the page's
 * HTML whose list, and the sentences it shows (benchmarks/accuracy/sentence-results.json,
 * 123 KiB gzip in 2026-11-26's build), come in one chunk of their own when a reader opens it,
 * never with the page. Opened before the scripts arrived, it loads once they do.
 */
export default function SentenceBrowser(): ReactNode {
  const isBrowser = useIsBrowser();
  const details = useRef<HTMLDetailsElement>(null);
  const [Browser, setBrowser] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    import('./Browser').then(
      (module) => setBrowser(() => module.default),
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (details.current?.open) load();
  }, [load]);

  let body: ReactNode;
  if (!isBrowser)
    body = (
      <p>
        <Translate id="benchmark.sentences.needsScript">문장 목록은 JavaScript로 불러옵니다.</Translate>
      </p>
    );
  else if (Browser) body = <Browser />;
  else if (failed)
    body = (
      <p role="alert">
        <Translate id="benchmark.sentences.failed">문장 목록을 불러오지 못했습니다. 연결을 확인하고 다시 시도해 주세요.</Translate>{' '}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            // The button goes as the list comes: the reader stays on the disclosure, not on the page's top.
            details.current?.querySelector('summary')?.focus();
            load();
          }}>
          <Translate id="benchmark.sentences.retry">다시 시도</Translate>
        </button>
      </p>
    );
  else
    body = (
      <p role="status">
        <Translate id="benchmark.sentences.loading">문장 목록을 불러오는 중…</Translate>
      </p>
    );
  return (
    <details ref={details} className={styles.browser} onToggle={(event) => event.currentTarget.open && !Browser && load()}>
      <summary>
        <Translate id="benchmark.sentences.open">문장별 분석 결과</Translate>
      </summary>
      {body}
    </details>
  );
}
