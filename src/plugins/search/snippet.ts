/**
 * The excerpt shown under a search result. Kept apart from the engine so the
 * navbar can render results without bundling MiniSearch into every page.
 */
import {isHangul} from './words';

export type SnippetPart = {readonly text: string; readonly match: boolean};

const SNIPPET_LENGTH = 140;
const LEAD = 24;

/** Character ranges of `text` where a matched term occurs (Latin terms only as whole words). */
function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  const isWordChar = (char: string | undefined) => char !== undefined && /[a-z0-9_]/.test(char);
  for (const term of terms) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      if (isHangul(term) || (!isWordChar(lower[at - 1]) && !isWordChar(lower[end]))) ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping bigrams (형태 + 태소) become one highlighted run (형태소).
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * A short excerpt of `text` around the densest cluster of matches, cut
 * into plain and matched parts (rendered as text by React, never as HTML).
 */
export function snippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): SnippetPart[] {
  const ranges = matchRanges(text, terms);
  let start = 0;
  let best = -1;
  for (const [from] of ranges) {
    const candidate = Math.max(0, from - LEAD);
    const inside = ranges.filter(([a, b]) => a >= candidate && b <= candidate + length).length;
    if (inside > best) [best, start] = [inside, candidate];
  }
  // Start at a word, not inside one, when a space is near.
  const space = text.indexOf(' ', start);
  const firstMatch = ranges.find(([from]) => from >= start)?.[0] ?? Infinity;
  if (start > 0 && space !== -1 && space < start + LEAD / 2 && space < firstMatch) start = space + 1;
  const end = Math.min(text.length, start + length);
  const parts: SnippetPart[] = [];
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a > cursor) parts.push({text: text.slice(cursor, a), match: false});
    parts.push({text: text.slice(a, b), match: true});
    cursor = b;
  }
  if (cursor < end) parts.push({text: text.slice(cursor, end), match: false});
  if (start > 0) parts.unshift({text: '… ', match: false});
  if (end < text.length) parts.push({text: ' …', match: false});
  return parts;
}
