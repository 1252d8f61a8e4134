import type {ReactNode} from 'react';
import {eojeols, wordClassOf, WORD_CLASSES} from '@site/src/plugins/playground/analysis';
import styles from './styles.module.css';

export type Props = {
  /** The text hama analysed (its morphemes are found in it, eojeol by eojeol). */
  readonly text: string;
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** Shown beside the legend: the playground's buttons (DiagramActions). */
  readonly children?: ReactNode;
};

/**
 * An analysis drawn: each eojeol with its morphemes under it and each
 * morpheme's tag, coloured by the hama function that returns it (nouns(),
 * predicates()…; the legend names them), wrapping eojeol by eojeol. It is
 * rendered with the page, so the build's results are drawn in the HTML, and
 * for the eye only: the table or the printed output beside it is its text.
 */
export default function AnalysisDiagram({text, pairs, children}: Props): ReactNode {
  const groups = new Set(pairs.map(([, tag]) => wordClassOf(tag)));
  return (
    <div className={styles.diagram} data-analysis-diagram="">
      {/* Spans, not a list, hidden from screen readers: the drawing has nothing the text beside it lacks. */}
      <div className={styles.eojeols} aria-hidden="true" data-drawing="">
        {eojeols(text, pairs).map((eojeol, i) => (
          <span key={i} className={styles.eojeol}>
            <span className={styles.surface}>{eojeol.surface}</span>
            <span className={styles.morphemes}>
              {eojeol.morphemes.map(({form, tag}, j) => (
                <span key={j} className={styles.morpheme} data-class={wordClassOf(tag) ?? 'other'}>
                  <span>{form}</span>
                  <span className={styles.tag}>{tag}</span>
                </span>
              ))}
            </span>
          </span>
        ))}
      </div>
      <div className={styles.caption}>
        {/* The colours' names, hidden with the colours: code, what each hama.tagging function returns. */}
        <span className={styles.legend} aria-hidden="true" lang="en" data-legend="">
          {WORD_CLASSES.filter((group) => groups.has(group)).map((group) => (
            <code key={group} data-class={group}>
              {group === 'u' ? 'u' : `${group}()`}
            </code>
          ))}
        </span>
        {children}
      </div>
    </div>
  );
}
