import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {RunnerState, Stage} from '@site/src/plugins/playground/client/hamaRunner';
import styles from './styles.module.css';

/** Size of Pyodide's large files (314.0.7) as the page reads them; gzip sends about 6.3 MB of it. */
const RUNTIME_MB = 13.4;

const STAGES: ReadonlyArray<[Stage, string]> = [
  ['runtime', 'Pyodide(브라우저용 파이썬) 받기'],
  ['python', '파이썬 시작'],
  ['package', 'hama 1.0.0 설치'],
  ['dictionary', '사전 불러오기'],
];

export type Props = {readonly state: RunnerState; readonly onRetry: () => void};

/** Where hama's start in the browser has got to, or why it failed, with a way to retry. */
export default function RunnerStatus({state, onRetry}: Props): ReactNode {
  if (state.status === 'failed' || state.status === 'unsupported') {
    return (
      <div role="alert" className={styles.failed}>
        <p>{state.message}</p>
        {state.status === 'failed' && (
          <button type="button" className="button button--primary button--sm" onClick={onRetry}>
            다시 시도
          </button>
        )}
      </div>
    );
  }
  if (state.status === 'starting') {
    const current = STAGES.findIndex(([stage]) => stage === state.stage);
    return (
      <div role="status" className={styles.starting}>
        <p>hama를 준비하는 중입니다. 그동안 문장을 입력해 두세요.</p>
        <ol className={styles.stages}>
          {STAGES.map(([stage, label], i) => (
            <li key={stage} aria-current={i === current ? 'step' : undefined} className={clsx(i < current && styles.done, i === current && styles.current)}>
              {label}
              {i < current ? ' ✓' : i === current ? ' …' : ''}
            </li>
          ))}
        </ol>
        {/* Its own line, so that the list does not move as the count grows. */}
        <p className={styles.detail}>
          {state.stage === 'runtime' && state.loadedBytes !== undefined &&
            `${(state.loadedBytes / 1e6).toFixed(1)} / 약 ${RUNTIME_MB} MB 받음. 다음부터는 브라우저 캐시에서 읽습니다.`}
        </p>
      </div>
    );
  }
  return (
    <p role="status" className={styles.ready}>
      {state.status === 'ready' && `준비됨: 브라우저 속 Python ${state.python}에서 hama 1.0.0이 돌아갑니다 (시작 ${(state.startMs / 1000).toFixed(1)}초).`}
    </p>
  );
}
