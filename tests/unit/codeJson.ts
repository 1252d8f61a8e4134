import fs from 'node:fs';
import path from 'node:path';
import type {Translate} from '@site/src/components/FiguresTable/format';

/** translate() with a locale's i18n/<locale>/code.json, in Node: for checks of both editions' words outside a build. */
export function translateWithCodeJson(locale: string): Translate {
  const file = path.join(__dirname, '../../i18n', locale, 'code.json');
  const messages: Record<string, {message: string}> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return ({id, message}) => messages[id]?.message ?? message;
}
