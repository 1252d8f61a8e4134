import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TableView from '../FiguresTable';
import {overviewTable, results} from './tables';
import {layout, MARGIN, SIZES, tick, type Size} from './chartLayout';
import styles from './styles.module.css';

function Plot({size, className}: {readonly size: Size; readonly className: string}): ReactNode {
  const {labels, decades, yTicks, x, y} = layout(results.analysers, size);
  const {width, height, font} = size;
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const bottom = height - MARGIN.bottom;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={`${styles.chart} ${className}`} aria-hidden="true" fontSize={font}>
      {decades.map((d) => (
        <g key={d}>
          <line x1={x(d)} x2={x(d)} y1={MARGIN.top} y2={bottom} className={styles.grid} />
          <text x={x(d)} y={bottom + 20} textAnchor="middle">
            {tick(d)}
          </text>
        </g>
      ))}
      {yTicks.map((t) => (
        <g key={t}>
          <line x1={left} x2={right} y1={y(t)} y2={y(t)} className={styles.grid} />
          <text x={left - 8} y={y(t) + font / 3} textAnchor="end">
            {`${Math.round(t * 100)}%`}
          </text>
        </g>
      ))}
      <text x={(left + right) / 2} y={height - 8} textAnchor="middle" className={styles.axisTitle}>
        {translate({id: 'benchmark.chart.x', message: '초당 문장 (로그 눈금) →'})}
      </text>
      <text transform={`translate(${font} ${(MARGIN.top + bottom) / 2}) rotate(-90)`} textAnchor="middle" className={styles.axisTitle}>
        {translate({id: 'benchmark.chart.y', message: '명사 F1 →'})}
      </text>
      {labels.map((p) => (
        <g key={p.key} className={p.hama ? styles.hamaPoint : styles.point}>
          <circle cx={p.x} cy={p.y} r={p.hama ? 7 : 5} />
          <text x={p.lx} y={p.ly} textAnchor={p.anchor}>
            {p.label}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Accuracy against speed, drawn at build time as SVG, with the same figures in a table (its text alternative). */
export default function BenchmarkChart(): ReactNode {
  const captionId = useId();
  return (
    // The table follows the figure rather than sitting in it: a figure's caption must be its first or last child.
    <div className={styles.figure}>
      <figure aria-labelledby={captionId}>
        <Plot size={SIZES.wide} className={styles.wide!} />
        <Plot size={SIZES.narrow} className={styles.narrow!} />
        <figcaption id={captionId}>
          {translate({
            id: 'benchmark.chart.caption',
            message: '명사 추출 F1과 초당 문장 수. 가로축은 로그 눈금이라 한 칸이 열 배입니다. 같은 값을 아래 표에 적었습니다.',
          })}
        </figcaption>
      </figure>
      <TableView table={overviewTable(translate)} />
    </div>
  );
}
