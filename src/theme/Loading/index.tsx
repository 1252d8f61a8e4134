import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import {askServerAboutLoad, forgetReload, reloadForNewerBuild} from '@site/src/utils/newerBuild';
import styles from './styles.module.css';
import Translate from '@docusaurus/Translate';

/** react-loadable's delay before a loading route shows its spinner (SPEC.md §4). */
const SPINNER_DELAY_MS = 200;

/**
 * What a route shows while its chunks load or after they failed (SPEC.md §2,
 * §4, §8). Replaces core's unstyled English fallback: a red box with the
 * error and a Retry button that loads the route again, and a centred spinner
 * once loading takes longer than react-loadable's 200 ms delay.
 *
 * A loader can mount already failed: when a navigation's preload fails, every
 * loader of the route (the docs layout and the doc inside it) keeps that
 * error. So each one retries once by itself when it first meets an error.
 * After that, the server is asked about the file that failed, past the
 * browser's cache (issue #32): if it is gone, a newer build is live and the
 * page loads afresh from it, once per address (src/utils/newerBuild.ts: the
 * same file gone again is a broken deploy, and the box shows); if the server has it, the load met a 404 that
 * the browser had kept, which the answer has replaced, so the loader tries
 * again (once per file: a route has a few). Only otherwise, a network that
 * fails or hangs, the box is shown, and one click on Retry asks the same way.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  const hasRetried = useRef(false);
  const refreshed = useRef(new Set<string>());
  const [shownError, setShownError] = useState<unknown>(null);
  // react-loadable's retry() resets the error, not pastDelay: after a load that took over 200 ms to
  // fail, Retry showed the spinner at once. The spinner waits its 200 ms from the reader's click.
  const [spinnerHeld, setSpinnerHeld] = useState(false);
  useEffect(() => {
    if (!spinnerHeld) return undefined;
    const timer = setTimeout(() => setSpinnerHeld(false), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spinnerHeld]);
  useEffect(() => {
    if (!error) return undefined;
    if (!hasRetried.current) {
      hasRetried.current = true;
      retry();
      return undefined;
    }
    let current = true;
    void askServerAboutLoad(error).then(({file, answer}) => {
      if (!current) return;
      // Gone: a newer build is live, loaded afresh once; a second time, the box (a broken deploy).
      if (answer === 'gone' && reloadForNewerBuild()) return;
      if (answer === 'there' && file !== null && !refreshed.current.has(file)) {
        refreshed.current.add(file);
        retry();
      } else setShownError(error);
    });
    return () => {
      current = false;
    };
  }, [error, retry]);

  if (error && shownError === error) {
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
            // Each new failure is asked about again, and tried again for each file the server has.
            refreshed.current.clear();
            forgetReload();
            setSpinnerHeld(true);
            retry();
          }}>
          <Translate id="loading.retry">다시 시도</Translate>
        </button>
      </div>
    );
  }
  if (pastDelay && !spinnerHeld) {
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
