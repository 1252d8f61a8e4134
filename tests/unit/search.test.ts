import {describe, expect, it} from 'vitest';
import {analyzeQuery, indexTerms, stem} from '@site/src/plugins/search/analyzer';
import {createIndex, loadIndex, searchSite, type Section} from '@site/src/plugins/search/engine';
import {snippet} from '@site/src/plugins/search/snippet';

const SECTIONS: Section[] = [
  {id: '/docs/installation#venv', page: '설치', heading: '가상 환경에 설치하기', text: 'venv를 만들고 그 안에 hama를 설치합니다.'},
  {id: '/docs/morphemes', page: '형태소', heading: '형태소', text: '형태소는 뜻을 가진 가장 작은 말의 단위입니다.'},
  {id: '/docs/pos_tagging#tag-table', page: '품사 태깅', heading: '품사 표', text: 'hama의 태그와 그 뜻을 정리한 표입니다.'},
  {id: '/docs/installation#install', page: 'Installation', heading: 'Install', text: 'Install hama with pip.'},
  {id: '/docs/pos_tagging#zipped', page: 'POS tagging', heading: 'Pairs: zipped=True', text: 'With zipped=True, tag() returns pairs.'},
];
// As the browser gets it: written by the build, read back from JSON.
const site = loadIndex(JSON.parse(JSON.stringify(createIndex(SECTIONS))));
const first = (query: string) => searchSite(site, query).hits[0]?.id;

describe('Korean analysis (analyzer.ts)', () => {
  it('takes particles and endings off a query word', () => {
    expect(stem('형태소를')).toBe('형태소');
    expect(stem('설치하려면')).toBe('설치');
  });

  it('takes off two particles stacked on a word, and no more than it should', () => {
    expect(stem('소스에만')).toBe('소스');
    expect(stem('파이썬으로도')).toBe('파이썬');
    expect(stem('필터에는')).toBe('필터');
    // A noun whose last syllable looks like a particle keeps it.
    expect(stem('정확도가')).toBe('정확도');
    expect(stem('쌍둥이가')).toBe('쌍둥이');
    expect(stem('글쓴이는')).toBe('글쓴이');
    expect(stem('사이가')).toBe('사이');
  });

  it('takes a rate off the thing it is a rate of, in a word of three or more syllables', () => {
    expect(stem('오탐률')).toBe('오탐');
    expect(stem('실패율이')).toBe('실패');
    expect(stem('확률')).toBe('확률');
  });

  it('indexes Hangul by two-syllable pieces', () => {
    expect(indexTerms('형태소')).toEqual(expect.arrayContaining(['형태', '태소']));
  });

  it('reads a query word several ways, against the words the index holds', () => {
    const kinds = (query: string) => analyzeQuery(query, site.vocabulary)[0]!.readings.map((reading) => reading.kind);
    expect(kinds('gudxoth')).toContain('layout');
    expect(kinds('morpheme')).toContain('synonym');
  });
});

describe('search (engine.ts)', () => {
  it('finds a section by an inflected word', () => {
    expect(first('형태소를')).toBe('/docs/morphemes');
    expect(first('가상 환경에')).toBe('/docs/installation#venv');
  });

  it('finds a heading by its initial consonants', () => {
    expect(first('ㅍㅅ ㅍ')).toBe('/docs/pos_tagging#tag-table');
  });

  it('reads Korean typed with the keyboard left in English, and says so', () => {
    const result = searchSite(site, 'gudxoth');
    expect(result.hits[0]?.id).toBe('/docs/morphemes');
    expect(result.understoodAs).toBe('형태소');
  });

  it('mends an English typo against the words the index holds', () => {
    expect(first('instal')).toBe('/docs/installation#install');
  });

  it('reads a letter doubled in the wrong place as one typo, and says what it read', () => {
    // zipedd is two edits from zipped (a six-letter word may have one), yet one slip: the doubled letter moved.
    const result = searchSite(site, 'zipedd');
    expect(result.understoodAs).toBe('zipped');
    expect(result.hits[0]?.id).toBe('/docs/pos_tagging#zipped');
  });

  it('counts a word found only where it stands whole, not where its bigrams lie apart', () => {
    // A long section holds 형태 (형태가) and 태소 (태소설) far apart and says 형태소 nowhere.
    const scattered: Section = {
      id: '/docs/long#scattered',
      page: '긴 문서',
      heading: '분석 결과',
      text: `분석 결과의 형태가 여러 가지입니다. ${'분석 결과를 읽는 법을 설명합니다. '.repeat(20)}태소설이라는 말은 없습니다.`,
    };
    const whole: Section = {id: '/docs/short', page: '짧은 문서', heading: '분석 결과', text: '분석 결과는 형태소의 리스트입니다.'};
    const both = loadIndex(JSON.parse(JSON.stringify(createIndex([scattered, whole]))));
    const hits = searchSite(both, '형태소 분석 결과').hits;
    expect(hits.map((hit) => hit.id)).toEqual(['/docs/short', '/docs/long#scattered']);
    expect(hits.map((hit) => hit.wordsFound)).toEqual([3, 2]);
    // A compound typed whole stands where the page spaces it, even when the bigram across the space is not in the index.
    const spaced: Section = {id: '/docs/search#index', page: '검색', heading: '검색 색인', text: '검색 색인은 빌드할 때 만듭니다.'};
    const compound = loadIndex(JSON.parse(JSON.stringify(createIndex([spaced]))));
    expect(searchSite(compound, '검색색인').hits.map((hit) => [hit.id, hit.wordsFound])).toEqual([['/docs/search#index', 1]]);
  });

  it('keeps version numbers and dotted names whole, and a name is still found by its parts', () => {
    const sections: Section[] = [
      {id: '/docs/installation#pin', page: '설치', heading: '버전 고정', text: 'hama==1.0.0으로 고정하세요.'},
      {id: '/docs/troubleshooting#unpublished', page: '문제 해결', heading: 'hama==1.0.1', text: '1.0.1은 배포되지 않았습니다.'},
      {id: '/docs/api/tagging', page: 'tagging API', heading: 'tagging API', text: 'import hama 다음에 tagging을 씁니다.'},
      {id: '/docs/troubleshooting#wrong-package', page: '문제 해결', heading: "No module named 'hama.tagging'", text: '다른 hama입니다.'},
    ];
    const index = loadIndex(JSON.parse(JSON.stringify(createIndex(sections))));
    // 1.0.1 was read as 1, 0 and 1, which every page about 1.0.0 holds.
    expect(searchSite(index, '1.0.1').hits.map((hit) => hit.id)).toEqual(['/docs/troubleshooting#unpublished']);
    // Where the name stands whole first, then where its parts stand apart; other pages only say hama.
    expect(searchSite(index, 'hama.tagging').hits.map((hit) => [hit.id, hit.wordsFound])).toEqual([
      ['/docs/troubleshooting#wrong-package', 1],
      ['/docs/api/tagging', 1],
      ['/docs/troubleshooting#unpublished', 0],
      ['/docs/installation#pin', 0],
    ]);
  });

  it('reads a particle written onto a Latin word as part of it, not as a word to find', () => {
    expect(analyzeQuery('mecab보다 느린가').map((word) => word.word)).toEqual(['mecab', '느린가']);
    expect(analyzeQuery('init()을 tag()는').map((word) => word.word)).toEqual(['init', 'tag']);
    // Not a particle when more Hangul follows: 보다는 stays a word.
    expect(analyzeQuery('mecab보다는').map((word) => word.word)).toEqual(['mecab', '보다는']);
  });

  it('does not count a word twice through a synonym the query also types', () => {
    // 태그 → 품사 is a synonym; in 품사 태그 the reader typed 품사 already.
    const readings = analyzeQuery('품사 태그', site.vocabulary).map((word) => word.readings.map((reading) => reading.kind));
    expect(readings).toEqual([['typed'], ['typed']]);
    expect(analyzeQuery('태그', site.vocabulary)[0]!.readings.map((reading) => reading.shown)).toEqual(['태그', '품사']);
  });

  it('does not mend as a typo a word that a synonym the index holds explains', () => {
    const sections: Section[] = [
      {
        id: '/docs/service#time-budget',
        page: '서비스',
        heading: '시간 예산',
        text: 'timeout을 두세요. 런타임이 길면 이웃 프로세스도 기다립니다.',
      },
    ];
    const index = loadIndex(JSON.parse(JSON.stringify(createIndex(sections))));
    // 타임아웃 → timeout (synonyms.json); 아웃 is not in the index, and a mend would read 타임이웃.
    expect(analyzeQuery('타임아웃', index.vocabulary)[0]!.readings.map((reading) => reading.kind)).toEqual(['typed', 'synonym']);
  });

  it('answers strange input without throwing', () => {
    for (const query of ['', '   ', '😀'.repeat(50), '\u0000\u202e', '가'.repeat(200), 'a'.repeat(200)]) {
      expect(() => searchSite(site, query)).not.toThrow();
    }
  });
});

describe('snippets (snippet.ts)', () => {
  it('marks the matched terms in the text', () => {
    const parts = snippet('형태소는 뜻을 가진 가장 작은 말의 단위입니다.', ['형태']);
    expect(
      parts
        .filter((part) => part.match)
        .map((part) => part.text)
        .join(''),
    ).toContain('형태');
    expect(parts.map((part) => part.text).join('')).toContain('단위');
  });
});
