/**
 * Where the chart's points, labels and ticks go: plain arithmetic, apart from
 * React so that it can be tried on any figures.
 */
import {count} from './tables';

/** What the chart needs of an analyser's results. */
export type Plotted = {
  readonly key: string;
  readonly name: string;
  readonly nouns: {readonly f1: number};
  readonly speed: {readonly sentencesPerSecond: number};
};

/**
 * The drawing's own units; the SVG scales to the column's width. A phone gets
 * a narrower drawing of its own (shown by CSS), so that its text stays
 * readable instead of shrinking with a wide one.
 */
export const SIZES = {
  wide: {width: 560, height: 340, font: 15},
  narrow: {width: 340, height: 300, font: 13},
} as const;
export type Size = (typeof SIZES)[keyof typeof SIZES];
// Room on the left for the tick labels and, beside them, the rotated axis title.
export const MARGIN = {left: 64, right: 26, top: 14, bottom: 50};

type Point = {key: string; label: string; x: number; y: number; hama: boolean};
type Box = {x0: number; x1: number; y0: number; y1: number};

/** The area two boxes share. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
/** Tick labels: 1, 10, 100, 1,000, or 0.1 below one. */
export const tick = (n: number) => (n >= 1 ? count(n) : String(n));

/** Lays out the points on a log-speed × F1 plane, with each label placed clear of the ones above it. */
export function layout(analysers: readonly Plotted[], {width, height, font}: Size) {
  /** Rough width of a Latin character, to keep labels apart and inside the frame. */
  const charWidth = font * 0.7;
  const speeds = analysers.map((a) => a.speed.sentencesPerSecond);
  const f1s = analysers.map((a) => a.nouns.f1);
  const minDecade = Math.floor(Math.log10(Math.min(...speeds)));
  const maxDecade = Math.ceil(Math.log10(Math.max(...speeds)));
  const minY = Math.max(0, Math.floor(Math.min(...f1s) * 10) / 10 - 0.1);
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const x = (speed: number) => MARGIN.left + ((Math.log10(speed) - minDecade) / (maxDecade - minDecade)) * plotW;
  const y = (f1: number) => MARGIN.top + ((1 - f1) / (1 - minY)) * plotH;
  const points: Point[] = analysers.map((a) => ({
    key: a.key,
    label: a.name.replace(/ \(.*\)$/, ''),
    x: x(a.speed.sentencesPerSecond),
    y: y(a.nouns.f1),
    hama: a.key === 'hama',
  }));
  // Each label goes to the place around its point that covers the least of
  // the other points and of the labels placed before it (points from top to
  // bottom), inside the frame; the first such place in this order wins ties.
  const obstacles: Box[] = points.map((p) => ({x0: p.x - 5, x1: p.x + 5, y0: p.y - 5, y1: p.y + 5}));
  const labels = [...points]
    .sort((a, b) => a.y - b.y)
    .map((p) => {
      const labelWidth = p.label.length * charWidth;
      const places = [
        {lx: p.x + 10, ly: p.y + font / 3, anchor: 'start' as const},
        {lx: p.x - 10, ly: p.y + font / 3, anchor: 'end' as const},
        {lx: p.x, ly: p.y - 10, anchor: 'middle' as const},
        {lx: p.x, ly: p.y + font + 8, anchor: 'middle' as const},
        {lx: p.x + 6, ly: p.y - 8, anchor: 'start' as const},
        {lx: p.x - 6, ly: p.y - 8, anchor: 'end' as const},
        {lx: p.x + 6, ly: p.y + font + 6, anchor: 'start' as const},
        {lx: p.x - 6, ly: p.y + font + 6, anchor: 'end' as const},
      ];
      const boxOf = ({lx, ly, anchor}: (typeof places)[number]): Box => {
        const x0 = anchor === 'start' ? lx : anchor === 'end' ? lx - labelWidth : lx - labelWidth / 2;
        // The text's line box: ascent above the baseline, descent below.
        return {x0, x1: x0 + labelWidth, y0: ly - font * 0.95, y1: ly + font * 0.25};
      };
      const own = obstacles[points.indexOf(p)];
      const cost = (box: Box) =>
        (box.x0 < 0 || box.x1 > width || box.y0 < 0 || box.y1 > height - MARGIN.bottom ? Infinity : 0) +
        obstacles.reduce((sum, b) => sum + (b === own ? 0 : overlap(b, box)), 0);
      const costs = places.map((place) => cost(boxOf(place)));
      const place = places[costs.indexOf(Math.min(...costs))]!;
      obstacles.push(boxOf(place));
      return {...p, ...place};
    });
  const decades = Array.from({length: maxDecade - minDecade + 1}, (_, i) => 10 ** (minDecade + i));
  const yTicks = Array.from({length: Math.round((1 - minY) * 10) + 1}, (_, i) => Math.round((minY + i / 10) * 10) / 10);
  return {labels, decades, yTicks, x, y};
}
