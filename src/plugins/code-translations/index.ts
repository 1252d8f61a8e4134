import fs from 'node:fs';
import path from 'node:path';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoaderOptions} from './loaderOptions';

/**
 * The site's words reach each page with the code that shows them (issue #54: one way to translate).
 *
 * Components say their words the Docusaurus way, translate() and <Translate> with the Korean as the
 * default message and the English in i18n/en/code.json. Core puts the whole of code.json into one module
 * (@generated/codeTranslations) that main.js carries to every page of the edition, the playground's error
 * messages and the accuracy page's labels included. Here each source file that translates brings its own
 * messages instead: a loader (loaders.cjs) puts them into that module as the file is evaluated, before any
 * of its code runs, and takes them out of core's module, which keeps the theme's.
 */

/** The messages each source file of the site translates, by id, in the locale being built. */
export type FileMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Ids the theme (theme-classic, core) also reads: they stay in core's module, as the theme expects. */
const THEME_ID = /^theme\./;

const LOADERS = path.join(__dirname, 'loaders.cjs');

/** A rule's condition for one file and no other (a string would also match Runner.tsx for Runner.ts). */
const exactly = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The messages each source file names, by id, with this locale's words: a file that names an id (as
 * translate({id: 'x'}), <Translate id="x">, or a Markdown twin's translate({id: 'x'}) parameter) brings it.
 */
export async function fileMessages(siteDir: string, codeJson: string): Promise<FileMessages> {
  const translated: Record<string, {message: string}> = fs.existsSync(codeJson) ? JSON.parse(fs.readFileSync(codeJson, 'utf8')) : {};
  const ids = Object.keys(translated).filter((id) => !THEME_ID.test(id));
  const byFile: Record<string, Record<string, string>> = {};
  for (const file of await globTranslatableSourceFiles([path.join(siteDir, 'src')])) {
    // The glob's paths are relative to the working directory.
    const source = fs.readFileSync(path.resolve(file), 'utf8');
    const named = ids.filter((id) => source.includes(`'${id}'`) || source.includes(`"${id}"`));
    if (named.length > 0) byFile[path.resolve(file)] = Object.fromEntries(named.map((id) => [id, translated[id]!.message]));
  }
  return byFile;
}

export default function codeTranslationsPlugin({siteDir, localizationDir, generatedFilesDir}: LoadContext): Plugin<FileMessages> {
  const codeJson = path.join(localizationDir, 'code.json');
  return {
    name: 'code-translations',
    loadContent: () => fileMessages(siteDir, codeJson),
    // So that `docusaurus start` reads the messages again when code.json changes.
    getPathsToWatch: () => [codeJson],
    configureWebpack(_config, _isServer, _utils, byFile) {
      const registered: LoaderOptions = {codeJson, ids: [...new Set(Object.values(byFile).flatMap((messages) => Object.keys(messages)))]};
      return {
        module: {
          rules: [
            // Before the TypeScript compiler: the registration is plain JavaScript prepended to the file.
            ...Object.entries(byFile).map(([file, messages]) => ({
              test: exactly(file),
              enforce: 'pre' as const,
              use: [{loader: LOADERS, options: {codeJson, messages} satisfies LoaderOptions}],
            })),
            {test: exactly(path.join(generatedFilesDir, 'codeTranslations.json')), use: [{loader: LOADERS, options: registered}]},
          ],
        },
      };
    },
  };
}
