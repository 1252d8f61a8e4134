/**
 * What every table of measured figures shares, and nothing else (no results
 * file): the page renders a Table as HTML (index.tsx), the Markdown twin as a
 * Markdown table (markdown.ts), and numbers read the same in both languages,
 * on the server and in the browser.
 */

export type Translate = (message: {id: string; message: string}) => string;

/** The editions figures are shown in; any other locale reads Korean, the site's default. */
export type Locale = 'ko' | 'en';
export const edition = (locale: string): Locale => (locale === 'en' ? 'en' : 'ko');

/** A table as plain strings: the page renders it as HTML, the twin as a Markdown table. */
export type Table = {
  readonly headings: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Columns holding figures, set right-aligned. */
  readonly numeric: readonly number[];
  /** Index of the row set in bold (hama's, beside other analysers). */
  readonly highlight?: number;
  /** Columns holding analyses (관세/nc + 를/jc), set as code. */
  readonly code?: readonly number[];
};

/** Fills `{name}` placeholders: translations keep the values out of the message. */
export const fill = (message: string, values: Readonly<Record<string, string>>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

// Numbers in the same form in both languages (and on the server and in the browser).
const grouped = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
export const count = grouped;
export const mib = (x: number) => `${x < 10 ? x.toFixed(1) : grouped(x)} MiB`;
export const perSecond = (x: number) => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : grouped(x));
export const duration = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 1)} s` : `${ms < 10 ? ms.toFixed(2) : ms.toFixed(ms < 100 ? 1 : 0)} ms`;
export const ratio = (x: number) => (x >= 10 ? grouped(x) : x.toFixed(1));
