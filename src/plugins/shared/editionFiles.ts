import fs from 'node:fs/promises';
import path from 'node:path';
import type {I18n} from '@docusaurus/types';

/**
 * The folders of the other locales' builds inside this build's output: the
 * default locale's folder holds them (build/en/), and each locale's build
 * handles its own.
 */
export function otherLocaleFolders({currentLocale, defaultLocale, locales}: I18n): ReadonlySet<string> {
  return new Set(currentLocale === defaultLocale ? locales.filter((locale) => locale !== defaultLocale) : []);
}

/** Every file of this locale's build in `outDir`, as a path with forward slashes, leaving out the folders in `skip`. */
export async function editionFiles(outDir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const entries = await fs.readdir(outDir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !skip.has(file.split('/')[0]!));
}
