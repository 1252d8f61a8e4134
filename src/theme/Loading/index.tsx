import {useEffect, useRef, type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import {isFromReplacedBuild} from '@site/src/utils/newerBuild';
import styles from './styles.module.css';
import Translate from '@docusaurus/Translate';

/**
 * What a route shows while its chunks load or after they failed (SPEC.md §2,
 * §4, §8). Replaces core's unstyled English fallback: a red box with the
 * error and a Retry button that loads the route again, and a centred spinner
 * once loading takes longer than react-loadable's 200 ms delay.
 *
 * A loader can mount already failed: when a navigation's preload fails, every
 * loader of the route (the docs layout and the doc inside it) keeps that
 * error. So each one retries once by itself when it first meets an error;
 * only a second failure shows the box, and one click on Retry brings back
 * the whole route. When the files have gone from the server meanwhile (a
 * newer build was deployed while the network was down, issue #32), Retry
 * loads the page afresh from that build instead.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  const hasRetried = useRef(false);
  useEffect(() => {
    if (error && !hasRetried.current) {
      hasRetried.current = true;
      retry();
    }
  }, [error, retry]);

  if (error && !hasRetried.current) {
    return null;
  }
  if (error) {
    return (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.errorTitle}>
          <Translate id="loading.failed">페이지를 불러오지 못했습니다.</Translate>
        </p>
        {/* Offline, the page is one the reader has not stored (issue #26). */}
        {typeof navigator !== 'undefined' && !navigator.onLine && (
          <p>
            <Translate id="loading.offline">
              오프라인 상태이고 이 페이지는 이 기기에 저장되어 있지 않습니다. 연결되면 다시 시도해 주세요.
            </Translate>
          </p>
        )}
        <p className={styles.errorMessage}>{String(error)}</p>
        <button
          type="button"
          className={styles.retryButton}
          onClick={() => {
            retry();
            // Asked beside the retry, which then fails again if the files are gone: the new build's page replaces it.
            void isFromReplacedBuild(error).then((gone) => gone && window.location.reload());
          }}>
          <Translate id="loading.retry">다시 시도</Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerFrame} role="status">
        <span className={styles.spinner} />
        <span className={styles.visuallyHidden}>
          <Translate id="loading.loading">불러오는 중…</Translate>
        </span>
      </div>
    );
  }
  return null;
}
