import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Markdown tables render inside a focusable scroll box (issue #5, axe rule
 * scrollable-region-focusable at 375 px). The original map, plus one key.
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
