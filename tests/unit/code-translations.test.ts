import path from 'node:path';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {fileMessages} from '@site/src/plugins/code-translations';
import codeTranslationsLoader from '@site/src/plugins/code-translations/loaders.cjs';

const SITE = path.resolve(__dirname, '../..');
const codeJsonOf = (locale: string) => path.join(SITE, 'i18n', locale, 'code.json');
const english: Record<string, {message: string}> = JSON.parse(fs.readFileSync(codeJsonOf('en'), 'utf8'));

/** The loader as webpack runs it, with these options. */
const runLoader = (options: object, source: string): string =>
  codeTranslationsLoader.call({getOptions: () => ({codeJson: 'code.json', ...options}), addDependency: () => {}}, source);

describe('each source file brings its own messages (src/plugins/code-translations)', () => {
  it('gives a file the English of the ids it names, and the theme’s ids to no file', async () => {
    const byFile = await fileMessages(SITE, codeJsonOf('en'));
    const messages = byFile[path.join(SITE, 'src/plugins/playground/client/messages.ts')];
    expect(messages?.['playground.message.notReady']).toBe(english['playground.message.notReady']!.message);
    expect(
      Object.values(byFile)
        .flatMap((file) => Object.keys(file))
        .filter((id) => id.startsWith('theme.')),
    ).toEqual([]);
  });

  it('names every English message that is not the theme’s in some source file, so that each reaches a page', async () => {
    const named = new Set(Object.values(await fileMessages(SITE, codeJsonOf('en'))).flatMap((file) => Object.keys(file)));
    expect(Object.keys(english).filter((id) => !id.startsWith('theme.') && !named.has(id))).toEqual([]);
  });

  it('brings nothing in the Korean edition, whose words are the messages in the code', async () => {
    expect(Object.keys(await fileMessages(SITE, codeJsonOf('ko')))).toEqual([]);
  });

  it('puts a file’s messages into core’s module before the file’s code, and takes them out of the module itself', () => {
    const registered = runLoader({messages: {'a.b': 'Hello'}}, 'export const x = 1;\n');
    expect(registered).toBe(
      'import codeTranslations from \'@generated/codeTranslations\';Object.assign(codeTranslations, {"a.b":"Hello"});export const x = 1;\n',
    );
    expect(JSON.parse(runLoader({ids: ['a.b']}, '{"a.b":"Hello","theme.x":"X"}'))).toEqual({'theme.x': 'X'});
  });
});
