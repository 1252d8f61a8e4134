import type {Table} from './format';

/** A table of figures as the Markdown twins show it (llms-txt plugin): the same strings as the page's table. */
const cell = (text: string) => text.replace(/\|/g, '\\|');
export const tableAsMarkdown = ({headings, rows, code = []}: Table) =>
  [headings, headings.map(() => '---'), ...rows.map((row) => row.map((value, i) => (code.includes(i) ? `\`${value}\`` : value)))]
    .map((row) => `| ${row.map(cell).join(' | ')} |`)
    .join('\n');
