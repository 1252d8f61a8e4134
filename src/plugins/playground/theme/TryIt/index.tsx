import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import RunnerStatus from '@theme/RunnerStatus';
import PosTagScope from '@theme/PosTagScope';
import AnalysisDiagram from '@theme/AnalysisDiagram';
import DiagramActions from '@theme/DiagramActions';
import PlaygroundErrorBoundary from '@theme/PlaygroundErrorBoundary';
import {resultToShow, type ShownResult} from '@site/src/plugins/playground/client/resultSource';
import type {TagError} from '@site/src/plugins/playground/client/hamaRunner';
import {describeProblem, describeSource, describeTextChanges} from '@site/src/plugins/playground/client/messages';
import {inputProblem, tagsOf, textForHama} from '@site/src/plugins/playground/contract';
import {useHama, usePlaygroundData} from '@site/src/plugins/playground/client/useHama';
import {useTypedBeforeHydration} from '@site/src/plugins/early-typing/typedBeforeHydration';
import styles from './styles.module.css';
import Translate from '@docusaurus/Translate';

export type Props = {readonly text: string};

/**
 * A small "try it" box for doc pages (<TryIt text="…" /> in MDX). The page
 * arrives with the result for `text`, computed at build time by CPython
 * (the playground plugin finds every <TryIt text="…"> in the Markdown). hama
 * is started only when the reader presses the button, so a page that shows
 * the box downloads nothing of the playground until then. A crash inside
 * stops the box only, and the reader can carry on in the playground.
 */
export default function TryIt({text}: Props): ReactNode {
  return (
    <PlaygroundErrorBoundary playgroundLink={`/playground?text=${encodeURIComponent(text)}`}>
      <TryItBox text={text} />
    </PlaygroundErrorBoundary>
  );
}

function TryItBox({text: initialText}: Props): ReactNode {
  const {runner, status} = useHama();
  const {prerendered, limits} = usePlaygroundData();
  const inputId = useId();
  const tagScope = useId();
  const [text, setText] = useState(initialText);
  const [requested, setRequested] = useState<string | null>(null);
  const [liveOutput, setLiveOutput] = useState<ShownResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {text: analysed, changes} = textForHama(text);
  const problem = inputProblem(analysed, limits);
  const field = useRef<HTMLInputElement>(null);
  const earlyTyping = useTypedBeforeHydration(field, setText);
  const playgroundUrl = useBaseUrl('/playground');

  // Runs the request once hama is ready (at once if it already was).
  useEffect(() => {
    if (requested === null || status !== 'ready') return;
    setRequested(null);
    runner.tag(requested).then(
      ({result, ms}) => {
        setLiveOutput({text: requested, result, source: {kind: 'live', ms}});
        setError(null);
      },
      (failure: TagError) => setError(failure.message),
    );
  }, [requested, status, runner]);

  // The result shown names its text: until the button is pressed, that of the box's sentence.
  const output = resultToShow(analysed, liveOutput, initialText, prerendered);

  const run = () => {
    // What the box shows: typed before this box hydrated, it may not have reached React's state yet.
    const shown = field.current?.value ?? text;
    const forHama = textForHama(shown).text;
    if (inputProblem(forHama, limits)) return;
    setText(shown);
    setRequested(forHama);
    runner.start();
  };

  return (
    // data-try-it: pointing at the box starts fetching the runtime (client/warmOnIntent.ts).
    <div className={styles.tryIt} data-try-it="">
      {/* Submitted before the scripts arrive, the form opens the text in the playground. */}
      <form
        action={playgroundUrl}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}>
        <label htmlFor={inputId} className={clsx('form-label', styles.label)}>
          <Translate id="tryIt.label">직접 해 보기</Translate>
        </label>
        <input
          ref={field}
          {...earlyTyping}
          id={inputId}
          name="text"
          className={clsx('text-input', styles.input)}
          value={text}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={Boolean(problem)}>
          <Translate id="tryIt.run">hama로 분석</Translate>
        </button>
      </form>
      {problem && problem.kind !== 'empty' && <p role="alert">{describeProblem(problem)}</p>}
      {changes.length > 0 && !problem && <p>{describeTextChanges(changes)}</p>}
      {status !== 'idle' && status !== 'ready' && <RunnerStatus runner={runner} />}
      {error && <p role="alert">{error}</p>}
      {output && (
        <>
          {output.result.pairs.length > 0 && (
            <AnalysisDiagram text={output.text} pairs={output.result.pairs}>
              {/* Keyed by the text: a new analysis starts with no message of the last one's. */}
              <DiagramActions key={output.text} text={output.text} pairs={output.result.pairs} />
            </AnalysisDiagram>
          )}
          {/* Its tags explain themselves (src/plugins/pos-tags). */}
          <PosTagScope id={tagScope} tags={tagsOf(output.result)}>
            <CodeBlock language="text" title={`print(tag(${output.result.textRepr}, zipped=True))`}>
              {output.result.zippedRepr}
            </CodeBlock>
          </PosTagScope>
          <p className={styles.source}>{describeSource(output.source)}</p>
          <Link to={`/playground?text=${encodeURIComponent(output.text)}`}>
            <Translate id="tryIt.openInPlayground">플레이그라운드에서 태그 이름과 두 결과 형태 보기</Translate>
          </Link>
        </>
      )}
    </div>
  );
}
