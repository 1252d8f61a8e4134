import type {Translate} from '../FiguresTable/format';

/**
 * The words of these figures, the English in i18n/en/code.json. The component passes Docusaurus's
 * translate(), which finds them in this file's chunk (src/plugins/code-translations); the Markdown
 * twins (markdown.ts) pass the llms-txt plugin's, which reads the same code.json in Node.
 */
export const textOf = (translate: Translate) => ({
  'versions.noWheel': translate({id: 'installFacts.versions.noWheel', message: '{platform}: 휠 없음(빌드 필요)'}),
  'versions.failed': translate({id: 'installFacts.versions.failed', message: '❌ 설치 실패'}),
  'versions.wrongOutput': translate({id: 'installFacts.versions.wrongOutput', message: '❌ 설치됨, 결과가 다름'}),
  'versions.okAfterPip': translate({id: 'installFacts.versions.okAfterPip', message: '✅ 설치·실행 확인 (먼저 pip을 올려야 함)'}),
  'versions.ok': translate({id: 'installFacts.versions.ok', message: '✅ 설치·실행 확인'}),
  'versions.notHere': translate({
    id: 'installFacts.versions.notHere',
    message: '확인하지 못함 (이 머신에 없음). pip이 고를 mmh3 휠: {wheels}',
  }),
  'versions.python': translate({id: 'installFacts.versions.python', message: 'CPython'}),
  'versions.result': translate({id: 'installFacts.versions.result', message: '결과'}),
  'versions.mmh3': translate({id: 'installFacts.versions.mmh3', message: '함께 설치된 mmh3'}),
  'versions.setup': translate({
    id: 'installFacts.versions.setup',
    message:
      '{date}, {platform}에서 `make benchmark-python-versions`로 확인했습니다. 버전마다 새 가상 환경에 `hama==1.0.0`을 설치하고 `{example}`의 출력이 CPython 3.11과 같은지 비교합니다.',
  }),
  'unpinned.fact': translate({
    id: 'installFacts.unpinned.fact',
    message:
      '{date}에 파이썬 {python}에서 버전 없이 `pip install hama`를 실행하면 hama {version}이 설치됩니다. 이 가이드의 예제를 실행하면 다음과 같은 오류가 납니다.',
  }),
  'capture.title': translate({id: 'installFacts.capture.title', message: '{date}에 받은 그대로'}),
});

export type Text = ReturnType<typeof textOf>;
