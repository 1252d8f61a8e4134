import {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import TagOutput from '@theme/TagOutput';
import RunnerStatus from '@theme/RunnerStatus';
import {TagError} from '@site/src/plugins/playground/client/hamaRunner';
import {describeProblem, describeTextChanges} from '@site/src/plugins/playground/client/messages';
import {inputProblem, MAX_TEXT_LENGTH, PENDING_ATTRIBUTE, textForHama} from '@site/src/plugins/playground/contract';
import {useHama, usePlaygroundData} from '@site/src/plugins/playground/client/useHama';
import {resultToShow, type ShownResult} from '@site/src/plugins/playground/client/resultSource';
import {useTypedBeforeHydration} from '@site/src/plugins/early-typing/typedBeforeHydration';
import styles from './styles.module.css';
import Translate, {translate} from '@docusaurus/Translate';

/** Pause after the last key press before the text is analysed (a 60-character sentence then shows within about 150 ms). */
const TYPING_PAUSE_MS = 40;

export type Props = {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** The watchdog's limit in ms, when not the default. */
  readonly tagTimeoutMs?: number;
  /**
   * The page's inline script after the text box (client/addressText.ts): the address's text shown
   * before the page's scripts arrive.
   */
  readonly addressTextScript?: string;
};

/**
 * The playground: type Korean, see hama's morphemes and tags as you pause.
 * A sentence known at build time shows its result at once (computed then by
 * CPython); hama starts once the page has hydrated; the reader can type meanwhile.
 */
export default function Playground({text, onTextChange, tagTimeoutMs, addressTextScript}: Props): ReactNode {
  const {runner, status} = useHama(tagTimeoutMs);
  const {prerendered, defaultText, limits} = usePlaygroundData();
  const inputId = useId();
  const [liveOutput, setLiveOutput] = useState<ShownResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A text the watchdog stopped is not sent again by itself when hama restarts.
  const timedOut = useRef<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const earlyTyping = useTypedBeforeHydration(field, onTextChange);

  useEffect(() => runner.start(), [runner]);
  // React now shows the address's text and its state; the stylesheet's stand-in is no longer needed.
  useLayoutEffect(() => document.documentElement.removeAttribute(PENDING_ATTRIBUTE), []);

  // What hama reads: the box's text composed (NFC) and well formed.
  const {text: analysed, changes} = textForHama(text);
  const problem = inputProblem(analysed, limits);
  const ready = status === 'ready';
  // While a text waits for hama, the last result (or the default sentence's) stays, naming its own text.
  const output = resultToShow(analysed, liveOutput, defaultText, prerendered);
  const pending = !problem && output?.text !== analysed;

  useEffect(() => {
    if (!ready || problem || analysed === output?.text || analysed === timedOut.current) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      setBusy(true);
      runner
        .tag(analysed)
        .then(
          ({result, ms}) => {
            if (!current) return;
            setLiveOutput({text: analysed, result, source: {kind: 'live', ms}});
            setError(null);
          },
          (failure: TagError) => {
            if (!current) return;
            if (failure.kind === 'timeout') timedOut.current = analysed;
            if (failure.kind !== 'not-ready') setError(failure.message);
          },
        )
        .finally(() => current && setBusy(false));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
      // Its answer no longer shows (the text changed, or the watchdog restarted hama): not busy with it.
      setBusy(false);
    };
  }, [ready, problem, analysed, output?.text, runner]);

  return (
    <div className={styles.playground}>
      <label htmlFor={inputId} className="form-label">
        <Translate id="playground.input.label">분석할 문장</Translate>
      </label>
      <textarea
        ref={field}
        {...earlyTyping}
        id={inputId}
        className={clsx('text-input', styles.input)}
        value={text}
        rows={3}
        spellCheck={false}
        aria-describedby={`${inputId}-help`}
        onChange={(event) => onTextChange(event.target.value)}
      />
      {addressTextScript && <script dangerouslySetInnerHTML={{__html: addressTextScript}} />}
      <p id={`${inputId}-help`} className={styles.help}>
        <Translate id="playground.input.help" values={{maxText: MAX_TEXT_LENGTH, maxWord: limits.maxWordLength}}>
          {'{maxText}자까지, 낱말 하나는 {maxWord}글자까지 분석합니다. 입력을 멈추면 바로 분석합니다.'}
        </Translate>
      </p>
      <RunnerStatus runner={runner} />
      {problem && problem.kind !== 'empty' && (
        <p role="alert" className={styles.problem}>
          {describeProblem(problem)}
        </p>
      )}
      {changes.length > 0 && !problem && <p className={styles.help}>{describeTextChanges(changes)}</p>}
      {error && !problem && (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      )}
      <p role="status" className={styles.busy}>
        {busy ? translate({id: 'playground.busy', message: '분석하는 중…'}) : ''}
      </p>
      <div className={styles.outputArea}>
        {/* Kept in the HTML (hidden) for the address's text before the scripts arrive. */}
        <p className={styles.pending} hidden={!(pending && !ready)}>
          <Translate id="playground.pending">분석 준비 중: hama가 준비되는 대로 이 문장을 분석합니다.</Translate>
        </p>
        {output && !(pending && !ready) && <TagOutput text={output.text} result={output.result} source={output.source} />}
      </div>
    </div>
  );
}
