import {useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {analysisAsText, eojeols} from '@site/src/plugins/playground/analysis';
import styles from './styles.module.css';

export type Props = {
  readonly text: string;
  readonly pairs: ReadonlyArray<readonly [string, string]>;
};

/** The words of these buttons (the English in i18n/en/code.json, brought with this component: src/plugins/code-translations). */
const wordsOfActions = () => ({
  svg: translate({id: 'playground.diagram.svg', message: 'SVG로 저장'}),
  png: translate({id: 'playground.diagram.png', message: 'PNG로 저장'}),
  copy: translate({id: 'playground.diagram.copy', message: '텍스트로 복사'}),
  saved: (file: string) => translate({id: 'playground.diagram.saved', message: '{file}로 저장했습니다.'}, {file}),
  copied: translate({id: 'playground.diagram.copied', message: '분석 결과를 텍스트로 복사했습니다.'}),
  saveFailed: translate({id: 'playground.diagram.saveFailed', message: '그림을 저장하지 못했습니다. 다시 눌러 보세요.'}),
  copyFailed: translate({
    id: 'playground.diagram.copyFailed',
    message: '복사하지 못했습니다. 브라우저가 이 페이지에 클립보드 쓰기를 허락하는지 확인하세요.',
  }),
});
export type Words = ReturnType<typeof wordsOfActions>;

type Action = (exported: typeof import('./export'), drawing: HTMLElement) => Promise<string>;

/** Long enough apart that a screen reader hears a message again when the same button is pressed again. */
const ANNOUNCE_AGAIN_MS = 100;

/**
 * Buttons for the analysis diagram they sit in (AnalysisDiagram's caption): save it as SVG or
 * PNG, as drawn, and copy the analysis as text (export.ts, loaded when one is pressed, does it).
 * Until the scripts arrive they keep their place but are not shown: they could do nothing.
 */
export default function DiagramActions({text, pairs}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const words = wordsOfActions();
  const [status, setStatus] = useState('');
  // A double click on one button does its job once; another button pressed meanwhile does its own,
  // and only the newest press's answer is shown (a late answer never covers a newer one).
  const running = useRef(new Set<string>());
  const presses = useRef(0);

  const act = (label: string, action: Action, failed: string) => (event: {currentTarget: HTMLElement}) => {
    if (running.current.has(label)) return;
    running.current.add(label);
    const press = ++presses.current;
    const drawing = event.currentTarget.closest('[data-analysis-diagram]')!.querySelector<HTMLElement>('[data-drawing]')!;
    setStatus('');
    const said = import('./export').then((exported) => action(exported, drawing)).catch(() => failed);
    const pause = new Promise((resolve) => window.setTimeout(resolve, ANNOUNCE_AGAIN_MS));
    void Promise.all([said, pause]).then(([message]) => {
      running.current.delete(label);
      if (press === presses.current) setStatus(message);
    });
  };

  const buttons: Array<[string, Action, string]> = [
    [words.svg, ({saveSvg}, drawing) => saveSvg(drawing, words), words.saveFailed],
    [words.png, ({savePng}, drawing) => savePng(drawing, words), words.saveFailed],
    [words.copy, ({copyText}) => copyText(analysisAsText(text, eojeols(text, pairs)), words), words.copyFailed],
  ];

  return (
    <>
      <span className={styles.actions} style={isBrowser ? undefined : {visibility: 'hidden'}}>
        {buttons.map(([label, action, failed]) => (
          <button key={label} type="button" className="button button--secondary button--sm" onClick={act(label, action, failed)}>
            {label}
          </button>
        ))}
      </span>
      <span role="status">{status}</span>
    </>
  );
}
