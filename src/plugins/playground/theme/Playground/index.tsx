import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import TagOutput from '@theme/TagOutput';
import RunnerStatus from '@theme/RunnerStatus';
import {describeProblem, inputProblem, MAX_TEXT_LENGTH, MAX_WORD_LENGTH, TagError, type TagResult} from '@site/src/plugins/playground/client/hamaRunner';
import {useHama} from '@site/src/plugins/playground/client/useHama';
import {useTypedBeforeHydration} from '@site/src/utils/typedBeforeHydration';
import styles from './styles.module.css';

/** Pause after the last key press before the text is analysed. */
const TYPING_PAUSE_MS = 300;

export type Props = {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** The watchdog's limit in ms, when not the default. */
  readonly tagTimeoutMs?: number;
};

/**
 * The playground: type Korean, see hama's morphemes and tags as you pause.
 * hama starts as soon as this is shown; the reader can type meanwhile.
 */
export default function Playground({text, onTextChange, tagTimeoutMs}: Props): ReactNode {
  const {runner, state} = useHama(tagTimeoutMs);
  const inputId = useId();
  const [output, setOutput] = useState<{text: string; result: TagResult; ms: number} | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A text the watchdog stopped is not sent again by itself when hama restarts.
  const timedOut = useRef<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(field, onTextChange);

  useEffect(() => runner.start(), [runner]);

  const problem = inputProblem(text);
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!ready || problem || text === output?.text || text === timedOut.current) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      setBusy(true);
      runner.tag(text).then(
        ({result, ms}) => {
          if (!current) return;
          setOutput({text, result, ms});
          setError(null);
        },
        (failure: TagError) => {
          if (!current) return;
          if (failure.kind === 'timeout') timedOut.current = text;
          if (failure.kind !== 'not-ready') setError(failure.message);
        },
      ).finally(() => current && setBusy(false));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [ready, problem, text, output?.text, runner]);

  return (
    <div className={styles.playground}>
      <label htmlFor={inputId} className="form-label">
        분석할 문장
      </label>
      <textarea
        ref={field}
        id={inputId}
        className={clsx('text-input', styles.input)}
        value={text}
        rows={3}
        spellCheck={false}
        aria-describedby={`${inputId}-help`}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <p id={`${inputId}-help`} className={styles.help}>
        {MAX_TEXT_LENGTH}자까지, 낱말 하나는 {MAX_WORD_LENGTH}글자까지 분석합니다. 입력을 멈추면 바로 분석합니다.
      </p>
      <div className={styles.statusArea}>
        <RunnerStatus state={state} onRetry={() => runner.start()} />
      </div>
      {problem && problem.kind !== 'empty' && (
        <p role="alert" className={styles.problem}>
          {describeProblem(problem)}
        </p>
      )}
      {error && !problem && (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      )}
      <p role="status" className={styles.busy}>
        {busy ? '분석하는 중…' : ''}
      </p>
      <div className={styles.outputArea}>{output && <TagOutput result={output.result} ms={output.ms} />}</div>
    </div>
  );
}
