import type {ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type {Table} from './format';
import styles from './styles.module.css';

/** The last column (counted from 0) that styles.module.css aligns as figures. */
const LAST_NUMERIC_COLUMN = 5;

/** A table of figures: first column as row headings, figures right-aligned, the highlighted row in bold. */
export default function TableView({table}: {readonly table: Table}): ReactNode {
  const code = new Set(table.code);
  const cell = (i: number) => (code.has(i) ? styles.analysis : undefined);
  if (table.numeric.some((column) => column > LAST_NUMERIC_COLUMN))
    throw new Error(`FiguresTable: a numeric column past the ${LAST_NUMERIC_COLUMN}th needs its rule in styles.module.css`);
  return (
    // The table names its numeric columns rather than each of their cells carrying a class: on the tagging
    // guide those classes were 90 bytes (gzip) of what the page needs before its first paint (src/components/MaskIcon).
    <ScrollableTable className={styles.table} data-numeric={table.numeric.join(' ') || undefined}>
      <thead>
        <tr>
          {table.headings.map((heading, i) => (
            <th key={heading} scope="col" className={cell(i)}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={row[0]} className={r === table.highlight ? styles.highlight : undefined}>
            {row.map((value, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {value}
                </th>
              ) : (
                <td key={i} className={cell(i)}>
                  {code.has(i) ? <code>{value}</code> : value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Inline code (`init()`) in a sentence of figures, as in the pages' prose. */
export function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}
