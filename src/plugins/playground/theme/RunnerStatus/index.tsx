import type {ReactNode} from 'react';
import type {HamaRunner, Stage, StartTimings} from '@site/src/plugins/playground/client/hamaRunner';
import {useRunnerState} from '@site/src/plugins/playground/client/useHama';
import styles from './styles.module.css';
import Translate, {translate} from '@docusaurus/Translate';

/** Size of Pyodide's two large files (314.0.7) as the page reads them; gzip sends about 6.1 MB of it. */
const RUNTIME_MB = 12.1;

/** What each step of a start is doing, as the reader sees it. */
const stageText = (stage: Stage): string =>
  ({
    runtime: translate({id: 'playground.stage.runtime', message: 'Pyodide(브라우저용 파이썬) 받는 중'}),
    restore: translate({id: 'playground.stage.restore', message: '지난번에 저장해 둔 hama 상태를 불러오는 중'}),
    python: translate({id: 'playground.stage.python', message: '파이썬 시작하는 중'}),
    package: translate({id: 'playground.stage.package', message: 'hama 1.0.0 설치하는 중'}),
    dictionary: translate({id: 'playground.stage.dictionary', message: '사전 불러오는 중'}),
  })[stage];
const FIRST_START: readonly Stage[] = ['runtime', 'python', 'package', 'dictionary'];

const seconds = (ms = 0) => translate({id: 'playground.seconds', message: '{n}초'}, {n: (ms / 1000).toFixed(1)});

/** Where the time of a start went, in words. */
function breakdown({restored, timings: t}: {restored: boolean; timings: StartTimings}): string {
  return restored
    ? translate(
        {id: 'playground.breakdown.restored', message: '파일 확인 {download}, 저장해 둔 상태 복원 {restore}'},
        {download: seconds(t.download), restore: seconds(t.restore)},
      )
    : translate(
        {id: 'playground.breakdown.first', message: '받기 {download}, 파이썬 시작 {python}, hama 준비 {hama}'},
        {download: seconds(t.download), python: seconds(t.python), hama: seconds((t.package ?? 0) + (t.import ?? 0) + (t.init ?? 0))},
      );
}

export type Props = {readonly runner: HamaRunner};

/**
 * One line on hama's start in the browser: which step it is on, how long it
 * took and where the time went once ready, or why it failed (with a retry).
 */
export default function RunnerStatus({runner}: Props): ReactNode {
  const state = useRunnerState(runner);
  if (state.status === 'failed' || state.status === 'unsupported') {
    return (
      <div role="alert" className={styles.failed}>
        <p>{state.message}</p>
        {state.status === 'failed' && (
          <button type="button" className="button button--primary button--sm" onClick={() => runner.start()}>
            <Translate id="playground.retry">다시 시도</Translate>
          </button>
        )}
      </div>
    );
  }
  let line = '';
  if (state.status === 'starting') {
    const step = FIRST_START.indexOf(state.stage);
    const loaded =
      state.stage === 'runtime' && state.loadedBytes
        ? translate(
            {id: 'playground.starting.loaded', message: ': {loaded} / 약 {total} MB'},
            {loaded: (state.loadedBytes / 1e6).toFixed(1), total: RUNTIME_MB},
          )
        : '';
    const progress = step >= 0 ? ` (${step + 1}/${FIRST_START.length})` : '';
    line = `${translate({id: 'playground.starting', message: 'hama 준비 중'})}${progress}: ${stageText(state.stage)}${loaded}…`;
  } else if (state.status === 'ready') {
    line =
      translate(
        {id: 'playground.ready', message: '준비됨 · {time} ({breakdown}). Python {python} 속 hama 1.0.0.'},
        {time: seconds(state.startMs), breakdown: breakdown(state), python: state.python},
      ) +
      (state.snapshotProblem
        ? ` ${translate({id: 'playground.snapshot.problem', message: '저장해 둔 상태를 쓰지 못해 처음부터 시작했습니다.'})}`
        : '') +
      (state.snapshot === 'saving'
        ? ` ${translate({id: 'playground.snapshot.saving', message: '다음 방문을 위해 상태를 저장하는 중입니다.'})}`
        : '') +
      (state.snapshot === 'saved'
        ? ` ${translate({id: 'playground.snapshot.saved', message: '상태를 저장해 두어 다음엔 더 빨리 시작합니다.'})}`
        : '');
  }
  return (
    <p role="status" className={styles.line}>
      {line}
    </p>
  );
}
