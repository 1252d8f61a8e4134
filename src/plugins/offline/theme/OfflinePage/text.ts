/**
 * The /offline page's words in each edition's language. Kept here, in the
 * page's own chunk, rather than in i18n/<locale>/code.json: Docusaurus puts
 * every code translation into the bundle of every page, and these (1 KiB of
 * gzip in English) would have weighed on each first view.
 */
type Sizes = {size: string};

const ko = {
  title: '오프라인으로 저장',
  description: '네트워크 없이도 hama 가이드를 읽고 검색하고, 플레이그라운드에서 문장을 분석할 수 있도록 이 브라우저에 저장합니다.',
  intro:
    '망분리 환경이나 비행기 안처럼 네트워크가 없을 때도 가이드를 읽고 검색하고, 플레이그라운드에서 문장을 분석할 수 있도록 이 브라우저에 저장합니다. 저장하지 않아도 한 번 연 페이지는 보관되지만, 가이드 전체는 아래에서 저장해야 합니다. 한국어판과 영어판은 따로 저장합니다.',
  unsupported:
    '이 브라우저에서는 오프라인 저장을 쓸 수 없습니다. 서비스 워커가 꺼져 있거나(일부 사생활 보호 모드), 개발 서버에서 보고 있습니다.',
  loading: '저장 상태를 확인하는 중…',
  edition: '가이드, 블로그와 검색',
  pages: ({count, size}: Sizes & {count: number | string}) => `가이드와 블로그의 페이지 ${count}개(피드에 실린 글 모두 포함): ${size}`,
  search: ({size}: Sizes) => `검색 색인: ${size}`,
  assets: ({size}: Sizes) => `스크립트(검색 엔진 포함), 스타일, 그림: ${size}`,
  runtime: '플레이그라운드 런타임',
  runtimeIntro:
    '플레이그라운드가 브라우저에서 실행하는 Pyodide(웹어셈블리로 옮긴 CPython)와 hama 1.0.0입니다. 크기가 커서 따로 저장하며, 저장하면 네트워크 없이도 새 문장을 분석할 수 있습니다.',
  stored: ({size}: Sizes) => `저장됨: ${size}`,
  partly: ({kept, size}: Sizes & {kept: number}) => `저장 안 됨 (지금까지 연 파일 ${kept}개, ${size} 보관 중)`,
  store: ({size}: Sizes) => `오프라인으로 저장 (${size} 내려받기)`,
  remove: '저장된 사본 삭제',
  progress: '저장 진행률',
  progressText: (done: number, total: number, doneSize: string, totalSize: string) => `${done} / ${total} 파일, ${doneSize} / ${totalSize}`,
  storedIn: (seconds: string) => `저장을 마쳤습니다 (${seconds}초).`,
  failed: (message: string) => `저장하지 못했습니다: ${message}. 받은 파일은 남아 있으니, 다시 누르면 나머지를 이어서 받습니다.`,
  quota:
    '브라우저가 이 사이트에 내준 저장 공간이 가득 차서 내려받기를 멈췄습니다. 받은 파일은 남아 있습니다. 다른 사이트의 데이터나 플레이그라운드 런타임 사본을 지워 공간을 만든 뒤 다시 누르세요.',
  noAnswer:
    '오프라인 저장을 맡은 서비스 워커가 10초 안에 답하지 않았습니다. 페이지를 새로 고쳐 보세요. 서비스 워커가 막힌 브라우저(일부 사생활 보호 모드)에서는 오프라인 저장을 쓸 수 없습니다.',
  switchedOff: '지금은 이 사이트의 오프라인 저장이 꺼져 있습니다. 이 브라우저에 저장된 사본과 서비스 워커는 사이트를 연 동안 지워졌습니다.',
};

const en: typeof ko = {
  title: 'Save for offline',
  description: 'Keep the hama guide in this browser to read it, search it and analyse sentences in the playground without a network.',
  intro:
    'Keep the guide in this browser to read and search it, and to analyse sentences in the playground, where there is no network: on a separated network, on a plane. Pages you have opened are kept even if you save nothing, but the whole guide has to be saved below. The Korean and English editions are saved separately.',
  unsupported:
    'Offline copies are not available in this browser: service workers are turned off (as in some private windows), or this is the development server.',
  loading: 'Checking what is saved…',
  edition: 'Guide, blog and search',
  pages: ({count, size}) => `${count} pages of the guide and blog (every post in the feeds included): ${size}`,
  search: ({size}) => `Search index: ${size}`,
  assets: ({size}) => `Scripts (the search engine included), styles and images: ${size}`,
  runtime: 'Playground runtime',
  runtimeIntro:
    'Pyodide (CPython compiled to WebAssembly) and hama 1.0.0, which the playground runs in your browser. It is large, so it is saved separately; once saved, the playground analyses new sentences without a network.',
  stored: ({size}) => `Saved: ${size}`,
  partly: ({kept, size}) => `Not saved (${kept} files opened so far are kept, ${size})`,
  store: ({size}) => `Save for offline (${size} to download)`,
  remove: 'Delete the saved copy',
  progress: 'Saving progress',
  progressText: (done, total, doneSize, totalSize) => `${done} / ${total} files, ${doneSize} / ${totalSize}`,
  storedIn: (seconds) => `Saved (${seconds} s).`,
  failed: (message) => `Could not save: ${message}. The files already received are kept; press again to fetch the rest.`,
  quota:
    'The storage this browser allows the site is full, so the download stopped. The files already received are kept. Make room by clearing other sites’ data or the playground runtime’s copy, then press again.',
  noAnswer:
    'The service worker that keeps offline copies did not answer within 10 seconds. Try reloading the page. Where a browser blocks service workers (some private windows), offline copies are not available.',
  switchedOff:
    'Offline copies are switched off on this site for now. The copies and the service worker kept in this browser were deleted while you had the site open.',
};

export const TEXT = {ko, en};
export type Text = typeof ko;
