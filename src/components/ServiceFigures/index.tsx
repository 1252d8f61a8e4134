import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TableView, {withCode} from '../FiguresTable';
import {TABLES, serviceFacts, serviceSetup, type ServiceTableName} from './tables';
import {textOf} from './text';
import styles from './styles.module.css';

const useText = () => textOf(translate);

export type ServiceTableProps = {readonly of: ServiceTableName};

/** One table of the service benchmark's figures, from its results file. */
export function ServiceTable({of}: ServiceTableProps): ReactNode {
  return <TableView table={TABLES[of](useText())} />;
}

export type ServiceFactsProps = {readonly of: keyof ReturnType<typeof serviceFacts>};

/** The sentences that quote the figures on one topic, as a list. */
export function ServiceFacts({of}: ServiceFactsProps): ReactNode {
  return (
    <ul className={styles.facts}>
      {serviceFacts(useText())[of].map((sentence) => (
        <li key={sentence}>{withCode(sentence)}</li>
      ))}
    </ul>
  );
}

/** Machine, software and date of the measurement. */
export function ServiceSetup(): ReactNode {
  return <p>{withCode(serviceSetup(useText()))}</p>;
}
