import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {analyzeQuery} from '@site/src/plugins/search/analyzer';
import {createIndex, loadIndex, searchSite, type Section} from '@site/src/plugins/search/engine';
import {snippet} from '@site/src/plugins/search/snippet';
import {RESULT_LIMIT} from '@site/src/plugins/search/words';
import {inputProblem, MAX_TEXT_LENGTH, textForHama} from '@site/src/plugins/playground/contract';
import {inputLimits} from '@site/src/plugins/playground/limits';
import {resultToShow} from '@site/src/plugins/playground/client/resultSource';

/**
 * Whatever a reader types or pastes (issue #32): property-based tests over the
 * search analyser and engine and the playground's input handling, with
 * fast-check's generators of any UTF-16 text (lone surrogates, NUL, marks
 * and controls included) and the names of Object.prototype's members.
 */

// One seed, so that `make check` is the same run everywhere; change it to explore
// further (a failure prints the seed and path that replay it).
fc.configureGlobal({seed: 20261125});

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
const ODD = ['\u0000', '\u200f', '\u202e', '\u202c', '\ud800', '\udfff', '\ufeff', '%E0%A4%A', '\u1112\u1161\u1106\u1161'];

/** Any text: every UTF-16 unit, words of Object.prototype, odd characters, Hangul and Latin words, mixed. */
const anyText = fc.oneof(
  fc.string({unit: 'binary', maxLength: 60}),
  fc.string({unit: 'grapheme', maxLength: 40}),
  fc.constantFrom(...PROTOTYPE_NAMES, ...ODD),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...PROTOTYPE_NAMES, ...ODD, '형태소', '설치', 'hama', 'zipped', 'ㅎㅌㅅ'),
        fc.string({unit: 'binary-ascii'}),
      ),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.join(' ')),
);

const SECTIONS: Section[] = [
  {id: '/docs/installation#venv', page: '설치', heading: '가상 환경에 설치하기', text: 'venv를 만들고 그 안에 hama를 설치합니다.'},
  {id: '/docs/morphemes', page: '형태소', heading: '형태소', text: '형태소는 뜻을 가진 가장 작은 말의 단위입니다. constructor'},
  {id: '/docs/installation#install', page: 'Installation', heading: 'Install', text: 'Install hama with pip. toString valueOf'},
];
const IDS = new Set(SECTIONS.map((section) => section.id));
const koSite = loadIndex(JSON.parse(JSON.stringify(createIndex(SECTIONS))), 'ko');
const enSite = loadIndex(JSON.parse(JSON.stringify(createIndex(SECTIONS))), 'en');

describe('search answers any query (analyzer.ts, engine.ts, snippet.ts)', () => {
  it("reads the names of Object.prototype's members as words like any other", () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const site of [koSite, enSite]) {
        expect(() => searchSite(site, name), name).not.toThrow();
        expect(() => analyzeQuery(name, site.vocabulary), name).not.toThrow();
      }
    }
    // Keys that make no Hangul with the Korean layout on (es-hangul throws on them).
    for (const keys of ['njq', 'NJQ', 'hhk', 'qqqq']) expect(() => searchSite(enSite, keys), keys).not.toThrow();
    // A word the pages use is found, even when Object.prototype has a member of that name.
    expect(searchSite(koSite, 'constructor').hits[0]?.id).toBe('/docs/morphemes');
  });

  it('never throws, and returns at most the result limit, of sections that exist, with snippets', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (query, korean) => {
        const {hits} = searchSite(korean ? koSite : enSite, query);
        expect(hits.length).toBeLessThanOrEqual(RESULT_LIMIT);
        for (const hit of hits) {
          expect(IDS.has(hit.id)).toBe(true);
          expect(() => snippet(hit.text, hit.matchedTerms)).not.toThrow();
        }
      }),
      {numRuns: 400},
    );
  });

  it('finds the same for decomposed (NFD) and composed (NFC) Hangul', () => {
    fc.assert(
      fc.property(anyText, (query) => {
        const ids = (text: string) => searchSite(koSite, text).hits.map((hit) => hit.id);
        expect(ids(query.normalize('NFD'))).toEqual(ids(query.normalize('NFC')));
      }),
      {numRuns: 200},
    );
  });

  it('answers a pasted document of a few hundred kilobytes quickly', () => {
    const documentText = '형태소 분석기 hama를 설치합니다. constructor __proto__ \ud800 '.repeat(6000);
    const start = performance.now();
    searchSite(koSite, documentText);
    const ms = performance.now() - start;
    console.log(`a ${(documentText.length / 1024).toFixed(0)} K-character query took ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
  });
});

describe("the playground's input handling (contract.ts, resultSource.ts)", () => {
  const limits = inputLimits();
  const prerendered = {python: '3.12', results: {'오늘 날씨가 좋다': {pairs: [], listsRepr: '[]', zippedRepr: '[]', textRepr: "''"}}};

  it('gives hama composed, well-formed text, and says when it changed it', () => {
    fc.assert(
      fc.property(anyText, (typed) => {
        const {text, changes} = textForHama(typed);
        expect(text).toBe(text.normalize('NFC'));
        expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        expect(changes.length > 0).toBe(text !== typed);
        // Decomposed and composed forms of a text reach hama as the same text.
        expect(textForHama(typed.normalize('NFD')).text).toBe(textForHama(typed.normalize('NFC')).text);
      }),
      {numRuns: 500},
    );
  });

  it('judges any text without throwing, and refuses what is too long by its length in characters', () => {
    fc.assert(
      fc.property(anyText, fc.nat(400), (typed, repeat) => {
        const text = textForHama(typed.repeat(1 + (repeat % 20))).text;
        const problem = inputProblem(text, limits);
        const characters = [...text].length;
        if (text.trim() === '') expect(problem).toEqual({kind: 'empty'});
        else if (characters > MAX_TEXT_LENGTH) expect(problem).toEqual({kind: 'too-long', length: characters});
        else expect(problem?.kind).not.toBe('too-long');
      }),
      {numRuns: 500},
    );
  });

  it('refuses a pasted document of a few hundred kilobytes at once', () => {
    const pasted = '하마가 물에서 논다. '.repeat(30_000);
    const start = performance.now();
    const problem = inputProblem(textForHama(pasted).text, limits);
    const ms = performance.now() - start;
    console.log(`a ${(pasted.length / 1024).toFixed(0)} K-character paste was judged in ${ms.toFixed(1)} ms`);
    expect(problem?.kind).toBe('too-long');
    expect(ms).toBeLessThan(200);
  });

  it('finds no build-time result for a text named like a member of Object.prototype', () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(resultToShow(name, null, name, prerendered), name).toBeNull();
    }
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = resultToShow(text, null, '오늘 날씨가 좋다', prerendered);
        expect(shown?.text).toBe(text === '오늘 날씨가 좋다' ? text : '오늘 날씨가 좋다');
      }),
    );
  });
});
