import installTraps from '../../../benchmarks/install-traps/results.json';
import {fill} from '../FiguresTable/format';
import type {Text} from './text';

export {installTraps};

/** The captures of benchmarks/install-traps/results.json a page can show, as the terminal printed them. */
const TEXTS = {
  pipShow: `$ pip show hama\n${installTraps.unpinned.pipShow}`,
  importTagging: `$ python -c "${installTraps.unpinned.errors.importTagging.code}"\n${installTraps.unpinned.errors.importTagging.stderr}`,
  init: installTraps.unpinned.errors.init.stderr,
  unpublished: `$ ${installTraps.unpublished.command}\n${installTraps.unpublished.stderr.join('\n')}`,
  recovery: `$ ${installTraps.recovery.command}\n$ python -c "from hama.tagging import tag; print(tag('하늘이 파랗다'))"\n${installTraps.recovery.tagged}`,
} as const;

export type InstallTrapName = keyof typeof TEXTS;
export const installTrapNames = Object.keys(TEXTS) as InstallTrapName[];
export const installTrapText = (name: InstallTrapName): string => TEXTS[name];

/** The code block title of every capture: when it was taken. */
export const captureTitle = (text: Text): string => fill(text['capture.title'], {date: installTraps.date});
