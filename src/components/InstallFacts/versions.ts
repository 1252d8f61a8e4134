/**
 * The installation page's figures: which CPython versions hama 1.0.0 was
 * installed and run on (`make benchmark-python-versions`) and what pip gives
 * without a version (`make benchmark-install-traps`), from their results files.
 */
// Relative paths: the config loads this module (markdown.ts) outside webpack, where @site is unknown.
import versions from '../../../benchmarks/python-versions/results.json';
import {fill, type Table, type Translate} from '../FiguresTable/format';
import {installTraps} from './installTraps';

export {versions};

const wheelsText = (wheels: Readonly<Record<string, string | null>>, translate: Translate) =>
  Object.entries(wheels)
    .map(([platform, wheel]) =>
      wheel
        ? `${platform}: ${wheel.split('-')[1]}`
        : fill(translate({id: 'install.versions.noWheel', message: '{platform}: 휠 없음(빌드 필요)'}), {platform}),
    )
    .join(', ');

/** One row per CPython: installed and run here, or (for versions this machine lacks) only the mmh3 wheels pip would pick. */
export function versionsTable(translate: Translate): Table {
  const checked = versions.versions.map((row) => [
    row.version,
    !row.installed
      ? translate({id: 'install.versions.failed', message: '❌ 설치 실패'})
      : !row.sameOutput
        ? translate({id: 'install.versions.wrongOutput', message: '❌ 설치됨, 결과가 다름'})
        : row.needsPipUpgrade
          ? translate({id: 'install.versions.okAfterPip', message: '✅ 설치·실행 확인 (먼저 pip을 올려야 함)'})
          : translate({id: 'install.versions.ok', message: '✅ 설치·실행 확인'}),
    row.mmh3 ?? '—',
  ]);
  const wheelsOnly = versions.wheelsOnly.map((row) => [
    row.version,
    fill(translate({id: 'install.versions.notHere', message: '확인하지 못함 (이 머신에 없음). pip이 고를 mmh3 휠: {wheels}'}), {
      wheels: wheelsText(row.mmh3Wheels, translate),
    }),
    '—',
  ]);
  return {
    headings: [
      translate({id: 'install.versions.python', message: 'CPython'}),
      translate({id: 'install.versions.result', message: '결과'}),
      translate({id: 'install.versions.mmh3', message: '함께 설치된 mmh3'}),
    ],
    rows: [...checked, ...wheelsOnly],
    numeric: [],
  };
}

/** When and where the versions were checked. */
export function versionsSetup(translate: Translate): string {
  return fill(
    translate({
      id: 'install.versions.setup',
      message:
        '{date}, {platform}에서 `make benchmark-python-versions`로 확인했습니다. 버전마다 새 가상 환경에 `hama==1.0.0`을 설치하고 `{example}`의 출력이 CPython 3.11과 같은지 비교합니다.',
    }),
    {date: versions.date, platform: versions.platform, example: versions.example},
  );
}

/** The wrong library's version and the date of the capture. */
export function unpinnedFacts(translate: Translate): string {
  return fill(
    translate({
      id: 'install.unpinned.fact',
      message:
        '{date}에 버전 없이 `pip install hama`를 실행하면 hama {version}이 설치됩니다. 이 가이드의 예제를 실행하면 다음과 같은 오류가 납니다.',
    }),
    {date: installTraps.date, version: installTraps.unpinned.version},
  );
}
