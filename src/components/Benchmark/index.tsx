import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {TABLES, setup, slowest, summary, type Locale, type TableName} from './tables';
import TableView, {withCode} from '../FiguresTable';
import {edition} from '../FiguresTable/format';
import names from '@generated/pos-tags/default/names.json';
import styles from './styles.module.css';

export {default as BenchmarkChart} from './Chart';

const useLocale = (): Locale => edition(useDocusaurusContext().i18n.currentLocale);

export type BenchmarkTableProps = {readonly of: TableName};

/** One table of the benchmark's figures (tables.ts), from the results file. */
export function BenchmarkTable({of}: BenchmarkTableProps): ReactNode {
  const locale = useLocale();
  return <TableView table={TABLES[of](translate, (tag) => names[tag]?.[locale] ?? tag)} />;
}

/** The figures the page's prose talks about, as a short list. */
export function BenchmarkSummary(): ReactNode {
  return (
    <ul className={styles.summary}>
      {summary(translate).map((sentence) => (
        <li key={sentence}>{withCode(sentence)}</li>
      ))}
    </ul>
  );
}

/** Machine, software and date of the measurement. */
export function BenchmarkSetup(): ReactNode {
  return <p>{withCode(setup(translate))}</p>;
}

/** hama's slowest sentence, whole. */
export function BenchmarkSlowest(): ReactNode {
  return <p className={styles.slowest}>{slowest(translate)}</p>;
}
