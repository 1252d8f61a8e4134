import {translate} from '@docusaurus/Translate';
import {MAX_TEXT_LENGTH, type InputProblem, type TextChange} from '../contract';
import type {ResultSource} from './resultSource';

/**
 * What the playground says to readers, in their language (i18n/<locale>/
 * code.json): input problems and the runner's failures. hamaRunner.ts speaks
 * the worker protocol and takes its sentences from here.
 */

/** Where a result came from, in a sentence shown under it. */
export function describeSource(source: ResultSource): string {
  return source.kind === 'live'
    ? translate(
        {id: 'playground.source.live', message: '이 브라우저의 hama 1.0.0이 {ms} ms 만에 분석했습니다.'},
        {ms: source.ms.toFixed(0)},
      )
    : translate(
        {
          id: 'playground.source.prerendered',
          message: '사이트를 빌드할 때 CPython {python}의 hama 1.0.0이 분석해 둔 결과입니다. 브라우저의 hama도 똑같이 분석합니다.',
        },
        {python: source.python},
      );
}

/** The reader-facing explanation of an input problem. */
export function describeProblem(problem: InputProblem): string {
  switch (problem.kind) {
    case 'empty':
      return translate({id: 'playground.problem.empty', message: '분석할 문장을 입력하세요.'});
    case 'too-long':
      return translate(
        {id: 'playground.problem.tooLong', message: '한 번에 {max}자까지 분석합니다. 지금 {length}자이니 나눠서 넣어 주세요.'},
        // Grouped with commas, as both Korean and English write them.
        {max: MAX_TEXT_LENGTH, length: problem.length.toLocaleString('ko-KR')},
      );
    case 'long-words':
      return translate(
        {
          id: 'playground.problem.longWords',
          message:
            '{words}: 띄어쓰기 없이 {max}글자를 넘는 낱말은 분석하지 않습니다. hama는 낱말을 나누는 모든 방법을 따져 보기 때문에, 이보다 긴 낱말은 하나만으로도 브라우저에서 몇 초가 걸리기도 합니다. 띄어 써서 다시 넣어 주세요.',
        },
        {words: problem.words.map((word) => `‘${word.length > 20 ? `${word.slice(0, 20)}…` : word}’`).join(', '), max: problem.max},
      );
    case 'too-slow':
      return translate(
        {
          id: 'playground.problem.tooSlow',
          message: '긴 낱말이 많아 분석이 {seconds}초 넘게 걸릴 수 있습니다. 페이지가 오래 기다리지 않도록 문장을 나눠서 넣어 주세요.',
        },
        {seconds: Math.round(problem.estimatedMs / 1000)},
      );
  }
}

/** What was done to the text before hama read it (contract.ts, textForHama), one sentence per change. */
export function describeTextChanges(changes: readonly TextChange[]): string {
  return changes
    .map((change) =>
      change === 'composed'
        ? translate({
            id: 'playground.change.composed',
            message: '자모를 풀어 쓴 한글(NFD)을 완성형(NFC)으로 모아 분석했습니다. hama는 풀어 쓴 글자를 다르게 읽습니다.',
          })
        : translate({
            id: 'playground.change.loneSurrogates',
            message: '짝이 없는 서로게이트(잘린 이모지 조각)는 글자가 아니어서 U+FFFD(�)로 바꿔 분석했습니다.',
          }),
    )
    .join(' ');
}

export const unsupported = () =>
  translate({
    id: 'playground.runner.unsupported',
    message: '이 브라우저는 WebAssembly나 Web Worker를 지원하지 않아 hama를 실행할 수 없습니다. 최신 브라우저에서 열어 주세요.',
  });

export const startTimeout = (seconds: number) =>
  translate(
    {id: 'playground.runner.startTimeout', message: '{seconds}초 안에 시작하지 못했습니다. 네트워크가 느리거나 끊겼을 수 있습니다.'},
    {seconds},
  );

export const notReady = () => translate({id: 'playground.runner.notReady', message: '아직 준비되지 않았습니다.'});

export const workerFailed = (reason?: string) =>
  reason
    ? translate({id: 'playground.runner.workerFailedBecause', message: '작업자 스크립트를 불러오지 못했습니다: {reason}'}, {reason})
    : translate({id: 'playground.runner.workerFailed', message: '작업자 스크립트를 불러오지 못했습니다.'});

export const newerBuild = () =>
  translate({
    id: 'playground.runner.newerBuild',
    message:
      '이 페이지를 연 뒤 사이트가 새로 배포되어, 이 페이지가 쓰던 플레이그라운드 파일이 서버에 없습니다. 페이지를 새로 고치면 새 버전으로 시작합니다.',
  });

export const offlineRuntime = () =>
  translate({
    id: 'playground.runner.offlineRuntime',
    message: '오프라인 상태입니다. 네트워크 없이 분석하려면 연결된 동안 "오프라인으로 저장" 페이지에서 플레이그라운드 런타임을 저장하세요.',
  });

export const pyodideFailed = (reason: string) =>
  translate({id: 'playground.runner.pyodideFailed', message: 'Pyodide를 시작하지 못했습니다: {reason}'}, {reason});

export const tagTimeout = (seconds: number) =>
  translate(
    {
      id: 'playground.runner.tagTimeout',
      message: '분석이 {seconds}초 안에 끝나지 않아 중단하고 hama를 다시 시작합니다. 문장을 짧게 나눠 보세요.',
    },
    {seconds},
  );

export const restarted = () => translate({id: 'playground.runner.restarted', message: 'hama가 다시 시작되었습니다.'});
