import {translate} from '@docusaurus/Translate';

/** The /offline page's words; the English in i18n/en/code.json comes with this page's chunk (src/plugins/code-translations). */
type Sizes = {size: string};

export const wordsOfOfflinePage = () => ({
  title: translate({id: 'offline.page.title', message: '오프라인으로 저장'}),
  description: translate({
    id: 'offline.page.description',
    message: '네트워크 없이도 hama 가이드를 읽고 검색하고, 플레이그라운드에서 문장을 분석할 수 있도록 이 브라우저에 저장합니다.',
  }),
  intro: translate({
    id: 'offline.page.intro',
    message:
      '망분리 환경이나 비행기 안처럼 네트워크가 없을 때도 가이드를 읽고 검색하고, 플레이그라운드에서 문장을 분석할 수 있도록 이 브라우저에 저장합니다. 저장하지 않아도 한 번 연 페이지는 보관되지만, 가이드 전체는 아래에서 저장해야 합니다. 한국어판과 영어판은 따로 저장합니다.',
  }),
  unsupported: translate({
    id: 'offline.page.unsupported',
    message:
      '이 브라우저에서는 오프라인 저장을 쓸 수 없습니다. 서비스 워커가 꺼져 있거나(일부 사생활 보호 모드), 개발 서버에서 보고 있습니다.',
  }),
  loading: translate({id: 'offline.page.loading', message: '저장 상태를 확인하는 중…'}),
  edition: translate({id: 'offline.page.edition', message: '가이드, 블로그와 검색'}),
  pages: ({count, size}: Sizes & {count: number | string}) =>
    translate({id: 'offline.page.pages', message: '가이드와 블로그의 페이지 {count}개(피드에 실린 글 모두 포함): {size}'}, {count, size}),
  search: ({size}: Sizes) => translate({id: 'offline.page.search', message: '검색 색인: {size}'}, {size}),
  assets: ({size}: Sizes) => translate({id: 'offline.page.assets', message: '스크립트(검색 엔진 포함), 스타일, 그림: {size}'}, {size}),
  runtime: translate({id: 'offline.page.runtime', message: '플레이그라운드 런타임'}),
  runtimeIntro: translate({
    id: 'offline.page.runtimeIntro',
    message:
      '플레이그라운드가 브라우저에서 실행하는 Pyodide(웹어셈블리로 옮긴 CPython)와 hama 1.0.0입니다. 크기가 커서 따로 저장하며, 저장하면 네트워크 없이도 새 문장을 분석할 수 있습니다.',
  }),
  stored: ({size}: Sizes) => translate({id: 'offline.page.stored', message: '저장됨: {size}'}, {size}),
  partly: ({kept, size}: Sizes & {kept: number}) =>
    translate({id: 'offline.page.partly', message: '저장 안 됨 (지금까지 연 파일 {kept}개, {size} 보관 중)'}, {kept, size}),
  store: ({size}: Sizes) => translate({id: 'offline.page.store', message: '오프라인으로 저장 ({size} 내려받기)'}, {size}),
  remove: translate({id: 'offline.page.remove', message: '저장된 사본 삭제'}),
  progress: translate({id: 'offline.page.progress', message: '저장 진행률'}),
  progressText: (done: number, total: number, doneSize: string, totalSize: string) =>
    translate(
      {id: 'offline.page.progressText', message: '{done} / {total} 파일, {doneSize} / {totalSize}'},
      {done, total, doneSize, totalSize},
    ),
  storedIn: (seconds: string) => translate({id: 'offline.page.storedIn', message: '저장을 마쳤습니다 ({seconds}초).'}, {seconds}),
  failed: (message: string) =>
    translate(
      {
        id: 'offline.page.failed',
        message: '저장하지 못했습니다: {message}. 받은 파일은 남아 있으니, 다시 누르면 나머지를 이어서 받습니다.',
      },
      {message},
    ),
  quota: translate({
    id: 'offline.page.quota',
    message:
      '브라우저가 이 사이트에 내준 저장 공간이 가득 차서 내려받기를 멈췄습니다. 받은 파일은 남아 있습니다. 다른 사이트의 데이터나 플레이그라운드 런타임 사본을 지워 공간을 만든 뒤 다시 누르세요.',
  }),
  noAnswer: translate({
    id: 'offline.page.noAnswer',
    message:
      '오프라인 저장을 맡은 서비스 워커가 10초 안에 답하지 않았습니다. 페이지를 새로 고쳐 보세요. 서비스 워커가 막힌 브라우저(일부 사생활 보호 모드)에서는 오프라인 저장을 쓸 수 없습니다.',
  }),
  switchedOff: translate({
    id: 'offline.page.switchedOff',
    message: '지금은 이 사이트의 오프라인 저장이 꺼져 있습니다. 이 브라우저에 저장된 사본과 서비스 워커는 사이트를 연 동안 지워졌습니다.',
  }),
});

export type Text = ReturnType<typeof wordsOfOfflinePage>;
