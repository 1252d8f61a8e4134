/**
 * The installation page's figures: which CPython versions hama 1.0.0 was
 * installed and run on (`make benchmark-python-versions`) and what pip gives
 * without a version (`make benchmark-install-traps`), from their results files.
 */
// Relative paths: the config loads this module (markdown.ts) outside webpack, where @site is unknown.
import versions from '../../../benchmarks/python-versions/results.json';
import {fill, type Table} from '../FiguresTable/format';
import type {Text} from './text';
import {installTraps} from './installTraps';

export {versions};

const wheelsText = (wheels: Readonly<Record<string, string | null>>, text: Text) =>
  Object.entries(wheels)
    .map(([platform, wheel]) => (wheel ? `${platform}: ${wheel.split('-')[1]}` : fill(text['versions.noWheel'], {platform})))
    .join(', ');

/** One row per CPython: installed and run here, or (for versions this machine lacks) only the mmh3 wheels pip would pick. */
export function versionsTable(text: Text): Table {
  const checked = versions.versions.map((row) => [
    row.version,
    !row.installed
      ? text['versions.failed']
      : !row.sameOutput
        ? text['versions.wrongOutput']
        : row.needsPipUpgrade
          ? text['versions.okAfterPip']
          : text['versions.ok'],
    row.mmh3 ?? '—',
  ]);
  const wheelsOnly = versions.wheelsOnly.map((row) => [
    row.version,
    fill(text['versions.notHere'], {
      wheels: wheelsText(row.mmh3Wheels, text),
    }),
    '—',
  ]);
  return {
    headings: [text['versions.python'], text['versions.result'], text['versions.mmh3']],
    rows: [...checked, ...wheelsOnly],
    numeric: [],
  };
}

/** When and where the versions were checked. */
export function versionsSetup(text: Text): string {
  return fill(text['versions.setup'], {date: versions.date, platform: versions.platform, example: versions.example});
}

/** The wrong library's version and the date of the capture. */
export function unpinnedFacts(text: Text): string {
  return fill(text['unpinned.fact'], {date: installTraps.date, python: installTraps.python, version: installTraps.unpinned.version});
}
