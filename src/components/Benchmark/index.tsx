import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {TABLES, setup, slowest, summary, type Locale, type TableName} from './tables';
import TableView from '../FiguresTable';
import styles from './styles.module.css';

export {default as BenchmarkChart} from './Chart';

function useLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'ko';
}

/** Inline code (`nouns()`) in a summary sentence, as on the rest of the page. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

export type BenchmarkTableProps = {readonly of: TableName};

/** One table of the benchmark's figures (tables.ts), from the results file. */
export function BenchmarkTable({of}: BenchmarkTableProps): ReactNode {
  return <TableView table={TABLES[of](translate, useLocale())} />;
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
