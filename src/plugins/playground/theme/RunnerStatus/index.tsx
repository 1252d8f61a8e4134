import type {ReactNode} from 'react';
import type {RunnerState, Stage, StartTimings} from '@site/src/plugins/playground/client/hamaRunner';
import styles from './styles.module.css';

/** Size of Pyodide's two large files (314.0.7) as the page reads them; gzip sends about 6.1 MB of it. */
const RUNTIME_MB = 12.1;

/** What each step of a start is doing, as the reader sees it. */
const STAGES: Record<Stage, string> = {
  runtime: 'Pyodide(브라우저용 파이썬) 받는 중',
  restore: '지난번에 저장해 둔 hama 상태를 불러오는 중',
  python: '파이썬 시작하는 중',
  package: 'hama 1.0.0 설치하는 중',
  dictionary: '사전 불러오는 중',
};
const FIRST_START: readonly Stage[] = ['runtime', 'python', 'package', 'dictionary'];

const seconds = (ms = 0) => `${(ms / 1000).toFixed(1)}초`;

/** Where the time of a start went, in words. */
function breakdown({restored, timings: t}: {restored: boolean; timings: StartTimings}): string {
  return restored
    ? `파일 확인 ${seconds(t.download)}, 저장해 둔 상태 복원 ${seconds(t.restore)}`
    : `받기 ${seconds(t.download)}, 파이썬 시작 ${seconds(t.python)}, hama 준비 ${seconds((t.package ?? 0) + (t.import ?? 0) + (t.init ?? 0))}`;
}

export type Props = {readonly state: RunnerState; readonly onRetry: () => void};

/**
 * One line on hama's start in the browser: which step it is on, how long it
 * took and where the time went once ready, or why it failed (with a retry).
 */
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
  let line = '';
  if (state.status === 'starting') {
    const step = FIRST_START.indexOf(state.stage);
    const loaded =
      state.stage === 'runtime' && state.loadedBytes ? `: ${(state.loadedBytes / 1e6).toFixed(1)} / 약 ${RUNTIME_MB} MB` : '';
    line = `hama 준비 중${step >= 0 ? ` (${step + 1}/${FIRST_START.length})` : ''}: ${STAGES[state.stage]}${loaded}…`;
  } else if (state.status === 'ready') {
    line =
      `준비됨 · ${seconds(state.startMs)} (${breakdown(state)}). Python ${state.python} 속 hama 1.0.0.` +
      (state.snapshotProblem ? ' 저장해 둔 상태를 쓰지 못해 처음부터 시작했습니다.' : '') +
      (state.snapshot === 'saving' ? ' 다음 방문을 위해 상태를 저장하는 중입니다.' : '') +
      (state.snapshot === 'saved' ? ' 상태를 저장해 두어 다음엔 더 빨리 시작합니다.' : '');
  }
  return (
    <p role="status" className={styles.line}>
      {line}
    </p>
  );
}
