import fs from 'node:fs/promises';
import path from 'node:path';
import type {I18n, LoadContext} from '@docusaurus/types';

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

/** The HTML pages of this locale's build in `outDir` (the address variants among them), as editionFiles gives them. */
export async function editionPages(outDir: string, skip: ReadonlySet<string>): Promise<string[]> {
  return (await editionFiles(outDir, skip)).filter((file) => file.endsWith('.html'));
}

/**
 * The site's root: the default edition's base URL and output folder, which hold what every
 * edition shares (the playground's runtime). Core writes an edition at base URL `/x/en/` into
 * `<root outDir>/en/` (server/site.js), so the root is the edition's folder walked back.
 */
export function siteRoot({baseUrl, outDir, i18n}: Pick<LoadContext, 'baseUrl' | 'outDir' | 'i18n'>): {baseUrl: string; outDir: string} {
  const rootBaseUrl = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  return {baseUrl: rootBaseUrl, outDir: path.join(outDir, path.posix.relative(baseUrl, rootBaseUrl))};
}
