import {translate} from '@docusaurus/Translate';
import {MAX_TEXT_LENGTH, type InputProblem, type TextChange} from '../contract';
import type {ResultSource} from './resultSource';

/**
 * What the playground says to readers, in their language: input problems and
 * the runner's failures. hamaRunner.ts speaks the worker protocol and takes
 * its sentences from here. The English is in i18n/en/code.json, and reaches only
 * the pages that show the playground's boxes (src/plugins/code-translations).
 */
const words = {
  live: (ms: string) => translate({id: 'playground.message.live', message: '이 브라우저의 hama 1.0.0이 {ms} ms 만에 분석했습니다.'}, {ms}),
  prerendered: (python: string) =>
    translate(
      {
        id: 'playground.message.prerendered',
        message: '사이트를 빌드할 때 CPython {python}의 hama 1.0.0이 분석해 둔 결과입니다. 브라우저의 hama도 똑같이 분석합니다.',
      },
      {python},
    ),
  empty: () => translate({id: 'playground.message.empty', message: '분석할 문장을 입력하세요.'}),
  tooLong: (max: string, length: string) =>
    translate(
      {id: 'playground.message.tooLong', message: '한 번에 {max}자까지 분석합니다. 지금 {length}자이니 나눠서 넣어 주세요.'},
      {max, length},
    ),
  longWords: (words: string, max: number) =>
    translate(
      {
        id: 'playground.message.longWords',
        message:
          '{words}: 띄어쓰기 없이 {max}글자를 넘는 낱말은 분석하지 않습니다. hama는 낱말을 나누는 모든 방법을 따져 보기 때문에, 이보다 긴 낱말은 하나만으로도 브라우저에서 몇 초가 걸리기도 합니다. 띄어 써서 다시 넣어 주세요.',
      },
      {words, max},
    ),
  tooSlow: (seconds: number) =>
    translate(
      {
        id: 'playground.message.tooSlow',
        message: '긴 낱말이 많아 분석이 {seconds}초 넘게 걸릴 수 있습니다. 페이지가 오래 기다리지 않도록 문장을 나눠서 넣어 주세요.',
      },
      {seconds},
    ),
  composed: () =>
    translate({
      id: 'playground.message.composed',
      message: '자모를 풀어 쓴 한글(NFD)을 완성형(NFC)으로 모아 분석했습니다. hama는 풀어 쓴 글자를 다르게 읽습니다.',
    }),
  loneSurrogates: () =>
    translate({
      id: 'playground.message.loneSurrogates',
      message: '짝이 없는 서로게이트(잘린 이모지 조각)는 글자가 아니어서 U+FFFD(�)로 바꿔 분석했습니다.',
    }),
  unsupported: () =>
    translate({
      id: 'playground.message.unsupported',
      message: '이 브라우저는 WebAssembly나 Web Worker를 지원하지 않아 hama를 실행할 수 없습니다. 최신 브라우저에서 열어 주세요.',
    }),
  startTimeout: (seconds: number) =>
    translate(
      {id: 'playground.message.startTimeout', message: '{seconds}초 안에 시작하지 못했습니다. 네트워크가 느리거나 끊겼을 수 있습니다.'},
      {seconds},
    ),
  notReady: () => translate({id: 'playground.message.notReady', message: '아직 준비되지 않았습니다.'}),
  workerFailed: () => translate({id: 'playground.message.workerFailed', message: '작업자 스크립트를 불러오지 못했습니다.'}),
  workerFailedBecause: (reason: string) =>
    translate({id: 'playground.message.workerFailedBecause', message: '작업자 스크립트를 불러오지 못했습니다: {reason}'}, {reason}),
  newerBuild: () =>
    translate({
      id: 'playground.message.newerBuild',
      message:
        '이 페이지를 연 뒤 사이트가 새로 배포되어, 이 페이지가 쓰던 플레이그라운드 파일이 서버에 없습니다. 페이지를 새로 고치면 새 버전으로 시작합니다.',
    }),
  offlineRuntime: () =>
    translate({
      id: 'playground.message.offlineRuntime',
      message:
        '오프라인 상태입니다. 네트워크 없이 분석하려면 연결된 동안 "오프라인으로 저장" 페이지에서 플레이그라운드 런타임을 저장하세요.',
    }),
  pyodideFailed: (reason: string) =>
    translate({id: 'playground.message.pyodideFailed', message: 'Pyodide를 시작하지 못했습니다: {reason}'}, {reason}),
  tagTimeout: (seconds: number) =>
    translate(
      {
        id: 'playground.message.tagTimeout',
        message: '분석이 {seconds}초 안에 끝나지 않아 중단하고 hama를 다시 시작합니다. 문장을 짧게 나눠 보세요.',
      },
      {seconds},
    ),
  restarted: () => translate({id: 'playground.message.restarted', message: 'hama가 다시 시작되었습니다.'}),
};

/** Where a result came from, in a sentence shown under it. */
export function describeSource(source: ResultSource): string {
  return source.kind === 'live' ? words.live(source.ms.toFixed(0)) : words.prerendered(source.python);
}

/** The reader-facing explanation of an input problem. */
export function describeProblem(problem: InputProblem): string {
  switch (problem.kind) {
    case 'empty':
      return words.empty();
    case 'too-long':
      // Grouped with commas, as both Korean and English write them.
      return words.tooLong(MAX_TEXT_LENGTH.toLocaleString('ko-KR'), problem.length.toLocaleString('ko-KR'));
    case 'long-words':
      return words.longWords(problem.words.map((word) => `‘${word.length > 20 ? `${word.slice(0, 20)}…` : word}’`).join(', '), problem.max);
    case 'too-slow':
      return words.tooSlow(Math.round(problem.estimatedMs / 1000));
  }
}

/** What was done to the text before hama read it (contract.ts, textForHama), one sentence per change. */
export function describeTextChanges(changes: readonly TextChange[]): string {
  return changes.map((change) => (change === 'composed' ? words.composed() : words.loneSurrogates())).join(' ');
}

export const {unsupported, startTimeout, notReady, newerBuild, offlineRuntime, pyodideFailed, tagTimeout, restarted} = words;
export const workerFailed = (reason?: string) => (reason ? words.workerFailedBecause(reason) : words.workerFailed());
