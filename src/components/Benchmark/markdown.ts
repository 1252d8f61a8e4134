import path from 'node:path';
import type {ComponentToMarkdown} from '@site/src/plugins/llms-txt';
import {readTagNames} from '../../plugins/pos-tags/table';
import {tableAsMarkdown} from '../FiguresTable/markdown';
import {edition} from '../FiguresTable/format';
import {TABLES, setup, slowest, summary, type TableName} from './tables';

/**
 * What the benchmark components read as in the Markdown twins (llms-txt
 * plugin): the same tables and sentences, from the same results file.
 */

// The tag table's names, read as the pos-tags plugin reads them (the site's folder is two levels up).
const TAG_NAMES = new Map(readTagNames(path.join(__dirname, '..', '..', '..')).map((row) => [row.tag, row]));

export const benchmarkTableAsMarkdown: ComponentToMarkdown = ({of}, context) => {
  if (!of || !(of in TABLES)) throw new Error(`<BenchmarkTable of="${of}">: no such table`);
  const locale = edition(context.locale);
  return tableAsMarkdown(TABLES[of as TableName](context.translate, (tag) => TAG_NAMES.get(tag)?.[locale] ?? tag));
};

export const benchmarkChartAsMarkdown: ComponentToMarkdown = (_, {translate}) =>
  [
    translate({id: 'benchmark.chart.markdown', message: '명사 추출 F1과 초당 문장 수(웹 페이지에는 같은 값의 그래프가 있습니다):'}),
    tableAsMarkdown(TABLES.overview(translate)),
  ].join('\n\n');

export const benchmarkSummaryAsMarkdown: ComponentToMarkdown = (_, {translate}) =>
  summary(translate)
    .map((s) => `- ${s}`)
    .join('\n');
export const benchmarkSetupAsMarkdown: ComponentToMarkdown = (_, {translate}) => setup(translate);
export const benchmarkSlowestAsMarkdown: ComponentToMarkdown = (_, {translate}) => `> ${slowest(translate)}`;
