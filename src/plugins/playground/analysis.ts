/**
 * An analysis as the diagram draws it (theme/AnalysisDiagram): hama's
 * morphemes grouped by eojeol, the space-separated words of the text. hama
 * cuts each of its words (`[\w']+|[.,!?;]`) into pieces of that word and
 * drops every other character, so each morpheme is found in the text, in
 * order, after the one before (tests/content/test_analysis_diagram.py checks
 * this on the corpus). Shared by the drawing and the playground's buttons.
 */
import wordClasses from './wordClasses.json';

/** A group of tags the diagram colours: the hama.tagging function that returns them (symbols(): s), or u. */
export type WordClass = keyof typeof wordClasses.groups;
export type Morpheme = {readonly form: string; readonly tag: string};
export type Eojeol = {readonly surface: string; readonly morphemes: readonly Morpheme[]};

const CLASS_OF = new Map<string, WordClass>(
  Object.entries(wordClasses.groups).flatMap(([name, tags]) => tags.map((tag) => [tag, name as WordClass] as const)),
);

/** The group a tag is coloured by, or undefined for those drawn plain (mm, ma, ii, xp, xs, f). */
export const wordClassOf = (tag: string): WordClass | undefined => CLASS_OF.get(tag);

export const WORD_CLASSES = Object.keys(wordClasses.groups) as WordClass[];

/** The (morpheme, tag) pairs of `text` grouped by the eojeol each was found in; eojeols hama read nothing of are left out. */
export function eojeols(text: string, pairs: ReadonlyArray<readonly [string, string]>): Eojeol[] {
  const groups: Array<{surface: string; end: number; morphemes: Morpheme[]}> = [];
  let cursor = 0;
  for (const [form, tag] of pairs) {
    const at = text.indexOf(form, cursor);
    const last = groups.at(-1);
    // Not in the text after the last one (never seen on the corpus): drawn beside it rather than lost.
    if (at < 0) {
      if (last) last.morphemes.push({form, tag});
      else groups.push({surface: form, end: cursor, morphemes: [{form, tag}]});
      continue;
    }
    cursor = at + form.length;
    if (last && at < last.end) {
      last.morphemes.push({form, tag});
      continue;
    }
    const start = text.slice(0, at).search(/\S*$/);
    const end = at + text.slice(at).search(/\s|$/);
    groups.push({surface: text.slice(start, end), end, morphemes: [{form, tag}]});
  }
  return groups.map(({surface, morphemes}) => ({surface, morphemes}));
}

/**
 * The analysis as text, for an issue or a slide: the sentence on one line, then
 * each eojeol as its morphemes joined by + (오늘/nc 날씨/nc+가/jc 좋다/pv).
 */
export const analysisAsText = (text: string, groups: readonly Eojeol[]): string =>
  `${text.trim().replace(/\s+/g, ' ')}\n${groups.map(({morphemes}) => morphemes.map(({form, tag}) => `${form}/${tag}`).join('+')).join(' ')}\n`;
