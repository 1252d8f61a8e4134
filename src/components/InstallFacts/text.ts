/**
 * The words of these figures in both editions, kept in this component's chunk
 * rather than in i18n/en/code.json, which rides in every English page's bundle.
 */
const KO = {
  'versions.noWheel': '{platform}: 휠 없음(빌드 필요)',
  'versions.failed': '❌ 설치 실패',
  'versions.wrongOutput': '❌ 설치됨, 결과가 다름',
  'versions.okAfterPip': '✅ 설치·실행 확인 (먼저 pip을 올려야 함)',
  'versions.ok': '✅ 설치·실행 확인',
  'versions.notHere': '확인하지 못함 (이 머신에 없음). pip이 고를 mmh3 휠: {wheels}',
  'versions.python': 'CPython',
  'versions.result': '결과',
  'versions.mmh3': '함께 설치된 mmh3',
  'versions.setup':
    '{date}, {platform}에서 `make benchmark-python-versions`로 확인했습니다. 버전마다 새 가상 환경에 `hama==1.0.0`을 설치하고 `{example}`의 출력이 CPython 3.11과 같은지 비교합니다.',
  'unpinned.fact':
    '{date}에 파이썬 {python}에서 버전 없이 `pip install hama`를 실행하면 hama {version}이 설치됩니다. 이 가이드의 예제를 실행하면 다음과 같은 오류가 납니다.',
  'capture.title': '{date}에 받은 그대로',
} as const;

const EN: Text = {
  'versions.noWheel': '{platform}: no wheel (needs a build)',
  'versions.failed': '❌ install failed',
  'versions.wrongOutput': '❌ installs, different output',
  'versions.okAfterPip': '✅ installs and runs (after upgrading pip)',
  'versions.ok': '✅ installs and runs',
  'versions.notHere': 'not checked (not on this machine). mmh3 wheel pip would pick: {wheels}',
  'versions.python': 'CPython',
  'versions.result': 'Result',
  'versions.mmh3': 'mmh3 installed with it',
  'versions.setup':
    "Checked on {date} on {platform} with `make benchmark-python-versions`. Each version gets a fresh virtual environment with `hama==1.0.0`, and the output of `{example}` is compared with CPython 3.11's.",
  'unpinned.fact':
    'On {date}, `pip install hama` without a version installs hama {version} on Python {python}. Running the examples of this guide then fails like this.',
  'capture.title': 'As received on {date}',
};

export type Text = {readonly [key in keyof typeof KO]: string};
/**
 * The words of the edition being built or shown (any locale but English reads Korean). In the
 * pages' bundles HAMA_BUNDLE_LOCALE is the locale being built (src/plugins/bundle-config), so
 * the minifier drops the other edition's words; the Markdown twins, written in Node, pick by locale.
 */
export const textOf = (locale: string): Text => ((process.env.HAMA_BUNDLE_LOCALE ?? locale) === 'en' ? EN : KO);
