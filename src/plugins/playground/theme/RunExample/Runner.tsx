import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RunnerStatus from '@theme/RunnerStatus';
import {useHama} from '@site/src/plugins/playground/client/useHama';
import type {TagError} from '@site/src/plugins/playground/client/hamaRunner';
import {MAX_EXAMPLE_OUTPUT, type ExampleResult} from '@site/src/plugins/playground/contract';

export type Props = {
  /** The example's code; with `output`, what the page shows it printing. */
  readonly code: string;
  readonly output?: string;
};

/** The words of the runner (the English in i18n/en/code.json, brought with this chunk: src/plugins/code-translations). */
const wordsOfRunner = () => ({
  label: translate({id: 'playground.runner.label', message: '예제 코드 (고쳐서 다시 실행할 수 있습니다)'}),
  run: translate({id: 'playground.runner.run', message: '실행'}),
  reset: translate({id: 'playground.runner.reset', message: '원래 코드로 되돌리기'}),
  shortcut: translate({id: 'playground.runner.shortcut', message: 'Ctrl+Enter로도 실행합니다.'}),
  running: translate({id: 'playground.runner.running', message: '실행하는 중…'}),
  ran: (ms: string) =>
    translate({id: 'playground.runner.ran', message: '이 브라우저의 파이썬(Pyodide)이 hama 1.0.0으로 {ms} ms 만에 실행했습니다.'}, {ms}),
  same: translate({id: 'playground.runner.same', message: '페이지에 실린 출력과 같습니다.'}),
  differs: translate({id: 'playground.runner.differs', message: '페이지에 실린 출력과 다릅니다.'}),
  nothing: translate({id: 'playground.runner.nothing', message: '아무것도 출력하지 않았습니다.'}),
  stopped: translate(
    {id: 'playground.runner.stopped', message: '출력이 {max}자를 넘어 거기서 실행을 멈췄습니다.'},
    // Grouped with commas, as both Korean and English write them.
    {max: MAX_EXAMPLE_OUTPUT.toLocaleString('ko-KR')},
  ),
  timeout: (seconds: number) =>
    translate(
      {
        id: 'playground.runner.timeout',
        message: '{seconds}초 안에 끝나지 않아 실행을 멈추고 hama를 다시 시작합니다. 끝나지 않는 반복이 있는지 확인해 보세요.',
      },
      {seconds},
    ),
  output: translate({id: 'playground.runner.output', message: '출력'}),
  errors: translate({id: 'playground.runner.errors', message: '오류 출력'}),
});

type Outcome =
  | {readonly kind: 'ran'; readonly code: string; readonly result: ExampleResult; readonly ms: number}
  | {readonly kind: 'failed'; readonly message: string};

/**
 * Its look, here rather than in a CSS module: Docusaurus puts every module's rules into the one
 * stylesheet that each page loads first, and this chunk loads only when a reader runs an example.
 */
const STYLES = {
  runner: {
    padding: '1rem',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-global-radius)',
  },
  code: {
    display: 'block',
    width: '100%',
    padding: '0.5rem',
    font: 'var(--ifm-code-font-size) / 1.5 var(--ifm-font-family-monospace)',
    border: '1px solid var(--ifm-color-emphasis-500)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-background-color)',
    color: 'inherit',
  },
  actions: {display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', margin: '0.5rem 0', fontSize: '0.875rem'},
  title: {fontSize: '0.875rem', fontWeight: 'var(--ifm-font-weight-semibold)'},
  errors: {borderLeft: '3px solid var(--ifm-color-danger)'},
} as const;

/** Output as the page shows it: without the line ends at its end. */
const shown = (text: string) => text.replace(/\n+$/, '');

/**
 * An editable copy of a page's example, run with the playground's hama in
 * Pyodide (client/hamaRunner.ts, shared with the page's other boxes): at once
 * when opened, again on Run. What it printed is shown as printed, with stderr
 * and any traceback apart, and compared with the page's output while the code
 * is the page's. The runner's watchdog (client/hamaRunner.ts) stops an
 * example that runs too long; examples.py stops one that prints too much.
 */
export default function Runner({code, output}: Props): ReactNode {
  const words = wordsOfRunner();
  const {runner, status: hamaStatus} = useHama();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [source, setSource] = useState(code);
  // The code to run once hama is ready: at first the page's, as the reader asked by opening this.
  const [requested, setRequested] = useState<string | null>(code);
  // A run handed to hama and not answered yet.
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    // The button that opened this is gone: the reader goes on from the code.
    field.current?.focus();
    runner.start();
  }, [runner]);

  useEffect(() => {
    if (requested === null || hamaStatus !== 'ready') return;
    setRequested(null);
    setRunning(true);
    runner.runExample(requested).then(
      ({result, ms}) => {
        setOutcome({kind: 'ran', code: requested, result, ms});
        setRunning(false);
      },
      (error: TagError) => {
        setRunning(false);
        // hama restarted under it (another box's call ran too long): run it again once hama is back.
        if (error.kind === 'not-ready') setRequested(requested);
        else setOutcome({kind: 'failed', message: error.kind === 'timeout' ? words.timeout(runner.tagTimeoutMs / 1000) : error.message});
      },
    );
  }, [requested, hamaStatus, runner, words]);

  // Also a retry after hama failed to start: what the box holds now is what runs.
  const run = () => {
    if (running) return;
    setRequested(source);
    runner.start();
  };

  let status = '';
  if (running) status = words.running;
  else if (requested !== null) status = '';
  else if (outcome?.kind === 'failed') status = outcome.message;
  else if (outcome?.kind === 'ran') {
    const {result} = outcome;
    const sentences = [words.ran(outcome.ms.toFixed(0))];
    if (result.stopped) sentences.push(words.stopped);
    else if (!result.stdout && !result.stderr) sentences.push(words.nothing);
    if (output !== undefined && outcome.code === code && !result.stopped) {
      sentences.push(shown(result.stdout) === shown(output) && !result.stderr ? words.same : words.differs);
    }
    status = sentences.join(' ');
  }
  const result = outcome?.kind === 'ran' && !running ? outcome.result : null;

  return (
    <div style={STYLES.runner}>
      <label htmlFor={id} className="form-label">
        {words.label}
      </label>
      <textarea
        ref={field}
        id={id}
        style={STYLES.code}
        value={source}
        rows={Math.min(source.replace(/\n$/, '').split('\n').length, 30)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        aria-describedby={`${id}-shortcut`}
        onChange={(event) => setSource(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            run();
          }
        }}
      />
      <div style={STYLES.actions}>
        {/* aria-disabled, not disabled: a disabled button loses the keyboard's focus. */}
        <button type="button" className="button button--primary button--sm" aria-disabled={running} onClick={run}>
          {words.run}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={source === code}
          onClick={() => {
            setSource(code);
            field.current?.focus();
          }}>
          {words.reset}
        </button>
        <span id={`${id}-shortcut`}>{words.shortcut}</span>
      </div>
      {hamaStatus !== 'idle' && hamaStatus !== 'ready' && <RunnerStatus runner={runner} />}
      <p role="status" data-run-status="">
        {status}
      </p>
      {/* Each stream under its name, as the page's output blocks have theirs (the code block's title). */}
      {result?.stdout && (
        <>
          <div style={STYLES.title}>{words.output}</div>
          <pre data-stdout="" tabIndex={0}>
            {result.stdout}
          </pre>
        </>
      )}
      {result?.stderr && (
        <>
          <div style={STYLES.title}>{words.errors}</div>
          <pre data-stderr="" style={STYLES.errors} tabIndex={0}>
            {result.stderr}
          </pre>
        </>
      )}
    </div>
  );
}
