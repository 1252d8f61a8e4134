import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';
import {translate} from '@docusaurus/Translate';

export type Props = ComponentProps<'table'> & {
  /** What the box is called where a page has many (default: 표 / Table). */
  readonly label?: string;
};

/**
 * A Markdown table in a box that scrolls sideways on narrow screens. The box
 * takes keyboard focus so that keyboard users can scroll it too (WCAG 2.1.1;
 * axe rule scrollable-region-focusable).
 */
export default function ScrollableTable({label, ...props}: Props): ReactNode {
  return (
    // A focusable region on purpose, so that keyboard users can scroll it (see above).
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label ?? translate({id: 'table.label', message: '표'})}>
      <table {...props} />
    </div>
  );
}
