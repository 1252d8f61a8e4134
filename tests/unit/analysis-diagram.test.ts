import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {analysisAsText, eojeols, wordClassOf} from '@site/src/plugins/playground/analysis';

/**
 * The analysis diagram's grouping (src/plugins/playground/analysis.ts): hama's
 * morphemes under the eojeol each was found in. tests/content/test_analysis_diagram.py
 * checks on the corpus that hama's morphemes are pieces of the text in order, which this relies on.
 */

fc.configureGlobal({seed: 20261126});

/** hama's word pattern (hama/tagging/tagging.py), as analysis.ts's comment states it. */
const HAMA_WORD = /[\p{L}\p{N}_']+|[.,!?;]/gu;

/** A text and pairs shaped as hama gives them: each of its words cut into pieces, in order, with a tag each. */
const analysed = fc
  .array(
    fc.oneof(fc.stringMatching(/^[가-힣a-zA-Z0-9']{1,6}$/), fc.constantFrom('.', ',', '!', '?', ';', '(', ')', '"', '2020', '다.', '(가)')),
    {minLength: 1, maxLength: 8},
  )
  .chain((tokens) =>
    fc
      .record({
        lead: fc.constantFrom('', ' ', '\n\t'),
        spaces: fc.array(fc.constantFrom(' ', '  ', '\n', '\t', '\u00a0', '\u3000', ''), {
          minLength: tokens.length - 1,
          maxLength: tokens.length - 1,
        }),
        cuts: fc.array(fc.array(fc.boolean(), {maxLength: 6}), {minLength: 64, maxLength: 64}),
        tags: fc.array(fc.constantFrom('nc', 'jc', 'pv', 'ef', 's', 'u', 'mm', 'f'), {minLength: 64, maxLength: 64}),
      })
      .map(({spaces, cuts, tags}) => {
        // Tokens joined by nothing run together into one eojeol, as "도구(2020)다." does.
        const text = tokens.map((token, i) => token + (spaces[i] ?? '')).join('');
        const pairs: Array<[string, string]> = [];
        for (const [w, [word]] of [...text.matchAll(HAMA_WORD)].entries()) {
          let piece = '';
          [...word].forEach((character, i) => {
            if (piece && cuts[w % cuts.length]![i]) {
              pairs.push([piece, tags[pairs.length % tags.length]!]);
              piece = '';
            }
            piece += character;
          });
          pairs.push([piece, tags[pairs.length % tags.length]!]);
        }
        return {text, pairs};
      }),
  );

/** hama 1.0.0's analysis of the playground's sentence, 오늘 날씨가 좋다. */
const TODAY = [
  ['오늘', 'nc'],
  ['날씨', 'nc'],
  ['가', 'jc'],
  ['좋다', 'pv'],
] as const;

describe('the analysis diagram groups morphemes by eojeol (analysis.ts)', () => {
  it('draws a sentence as its eojeols, each with its morphemes', () => {
    expect(eojeols('오늘 날씨가 좋다', TODAY)).toEqual([
      {surface: '오늘', morphemes: [{form: '오늘', tag: 'nc'}]},
      {
        surface: '날씨가',
        morphemes: [
          {form: '날씨', tag: 'nc'},
          {form: '가', tag: 'jc'},
        ],
      },
      {surface: '좋다', morphemes: [{form: '좋다', tag: 'pv'}]},
    ]);
  });

  it('keeps what hama does not read in the eojeol it stands in, and leaves out eojeols hama read nothing of', () => {
    // hama's real analysis of this text (hama 1.0.0).
    const text = 'hama는 NLP 도구(2020)다. — 끝';
    const pairs = [
      ['ham', 'nc'],
      ['a', 'f'],
      ['는', 'jc'],
      ['NLP', 'u'],
      ['도', 'mm'],
      ['구', 'nc'],
      ['2020', 'u'],
      ['다', 'ma'],
      ['.', 'u'],
      ['끝', 'u'],
    ] as const;
    expect(eojeols(text, pairs).map(({surface, morphemes}) => [surface, morphemes.length])).toEqual([
      ['hama는', 3],
      ['NLP', 1],
      ['도구(2020)다.', 5],
      ['끝', 1],
    ]);
  });

  it('draws a morpheme it cannot find in the text beside the one before, never losing it', () => {
    expect(
      eojeols('하마 강', [
        ['하마', 'nc'],
        ['물', 'nc'],
        ['강', 'nc'],
      ]),
    ).toEqual([
      {
        surface: '하마',
        morphemes: [
          {form: '하마', tag: 'nc'},
          {form: '물', tag: 'nc'},
        ],
      },
      {surface: '강', morphemes: [{form: '강', tag: 'nc'}]},
    ]);
    expect(eojeols('하마', [['물', 'nc']])).toEqual([{surface: '물', morphemes: [{form: '물', tag: 'nc'}]}]);
  });

  it('copies as the sentence on one line and its eojeol, morphemes joined by +', () => {
    expect(analysisAsText('오늘\n날씨가\t좋다', eojeols('오늘\n날씨가\t좋다', TODAY))).toBe(
      '오늘 날씨가 좋다\n오늘/nc 날씨/nc+가/jc 좋다/pv\n',
    );
  });

  it('copies as the sentence and its eojeol, morphemes joined by +', () => {
    expect(analysisAsText(' 오늘 날씨가 좋다\n', eojeols(' 오늘 날씨가 좋다\n', TODAY))).toBe(
      '오늘 날씨가 좋다\n오늘/nc 날씨/nc+가/jc 좋다/pv\n',
    );
  });

  it('colours hama groups and draws the other tags plain', () => {
    expect(['nc', 'pv', 'jx', 'ef', 's', 'u', 'mm', 'f'].map(wordClassOf)).toEqual([
      'nouns',
      'predicates',
      'postpositions',
      'suffixes',
      'symbols',
      'u',
      undefined,
      undefined,
    ]);
    expect(wordClassOf('constructor')).toBeUndefined();
  });

  it('for any text hama could analyse: every morpheme once, in order, under the eojeol that holds it', () => {
    fc.assert(
      fc.property(analysed, ({text, pairs}) => {
        const groups = eojeols(text, pairs);
        expect(groups.flatMap(({morphemes}) => morphemes.map(({form, tag}) => [form, tag]))).toEqual(pairs);
        const spaced = text.split(/\s+/).filter(Boolean);
        expect(analysisAsText(text, groups).split('\n')).toEqual([spaced.join(' '), expect.any(String), '']);
        let from = 0;
        for (const {surface, morphemes} of groups) {
          // Each eojeol is one of the text's, taken in order, and holds its morphemes in order.
          const at = spaced.indexOf(surface, from);
          expect(at, surface).toBeGreaterThanOrEqual(from);
          from = at + 1;
          let inside = 0;
          for (const {form} of morphemes) {
            inside = surface.indexOf(form, inside);
            expect(inside, `${form} in ${surface}`).toBeGreaterThanOrEqual(0);
            inside += form.length;
          }
        }
      }),
    );
  });
});
