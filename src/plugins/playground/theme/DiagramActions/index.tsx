import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {analysisAsText, eojeols} from '@site/src/plugins/playground/analysis';
import styles from './styles.module.css';

export type Props = {
  readonly text: string;
  readonly pairs: ReadonlyArray<readonly [string, string]>;
};

/**
 * The words of these buttons, here rather than in i18n/en/code.json: Docusaurus puts every code
 * translation into main.js, where they would weigh on each English page. Only the edition being
 * built reaches the bundle (process.env.HAMA_BUNDLE_LOCALE: src/plugins/lean-first-view).
 */
const KO = {
  svg: 'SVG로 저장',
  png: 'PNG로 저장',
  copy: '텍스트로 복사',
  saved: (file: string) => `${file}로 저장했습니다.`,
  copied: '분석을 텍스트로 복사했습니다.',
  failed: '저장하거나 복사하지 못했습니다. 다시 눌러 보세요.',
};
export type Words = typeof KO;
type Action = (exported: typeof import('./export'), drawing: HTMLElement) => Promise<string>;
const EN: Words = {
  svg: 'Save as SVG',
  png: 'Save as PNG',
  copy: 'Copy as text',
  saved: (file: string) => `Saved as ${file}.`,
  copied: 'Copied the analysis as text.',
  failed: 'Could not save or copy. Try again.',
};

/**
 * Buttons for the analysis diagram they sit in (AnalysisDiagram's caption): save it as SVG or
 * PNG, as drawn, and copy the analysis as text (export.ts, loaded when one is pressed, does it).
 * They wait for the scripts.
 */
export default function DiagramActions({text, pairs}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {currentLocale} = useDocusaurusContext().i18n;
  const words = (process.env.HAMA_BUNDLE_LOCALE ?? currentLocale) === 'en' ? EN : KO;
  const [status, setStatus] = useState('');

  const act = (action: Action) => (event: {currentTarget: HTMLElement}) => {
    const drawing = event.currentTarget.closest('figure')!.querySelector<HTMLElement>('[data-drawing]')!;
    setStatus('');
    import('./export').then((exported) => action(exported, drawing)).then(setStatus, () => setStatus(words.failed));
  };

  const buttons: Array<[string, Action]> = [
    [words.svg, ({saveSvg}, drawing) => saveSvg(drawing, words)],
    [words.png, ({savePng}, drawing) => savePng(drawing, words)],
    [words.copy, ({copyText}) => copyText(analysisAsText(text, eojeols(text, pairs)), words)],
  ];

  return (
    <>
      <span className={styles.actions}>
        {buttons.map(([label, action]) => (
          <button key={label} type="button" className="button button--secondary button--sm" disabled={!isBrowser} onClick={act(action)}>
            {label}
          </button>
        ))}
      </span>
      <span role="status">{status}</span>
    </>
  );
}
