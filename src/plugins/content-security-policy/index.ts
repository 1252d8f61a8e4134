import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stepWritten, writeStep} from '../shared/written';
import {checkRegistered, inlineScripts, policyFor, sha256, withPolicy} from './policy';

export type Options = {
  /** A build with a Google Analytics id: its hosts join the policy. */
  readonly analytics: boolean;
};

/** Every .html file below `dir`, leaving out the folders of other locales' builds. */
async function htmlFiles(dir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip.has(path.relative(dir, file).split(path.sep)[0]!));
}

/**
 * A Content Security Policy on every page (issue #25), as a <meta> first in
 * <head>: GitHub Pages sends no headers. Runs on the written, minified HTML,
 * so each hash is that of the script the browser will read; an inline script
 * not listed in policy.ts fails the build.
 */
export default function contentSecurityPolicyPlugin({i18n}: LoadContext, {analytics}: Options): Plugin {
  // The default locale's output folder holds the other locales' folders; each locale's build does its own.
  const otherLocales = new Set(
    i18n.currentLocale === i18n.defaultLocale ? i18n.locales.filter((locale) => locale !== i18n.defaultLocale) : [],
  );
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      await writeStep('content-security-policy', outDir, async () => {
        // The address variants are copies of the pages: they get their policy with them.
        await stepWritten('github-pages', outDir);
        const files = await htmlFiles(outDir, otherLocales);
        await Promise.all(
          files.map(async (file) => {
            const html = await fs.readFile(file, 'utf8');
            const page = path.relative(outDir, file);
            const scripts = inlineScripts(html);
            scripts.forEach((script) => checkRegistered(script, page));
            const hashes = [...new Set(scripts.map(sha256))];
            await fs.writeFile(file, withPolicy(html, policyFor(hashes, {analytics}), page));
          }),
        );
      });
    },
  };
}
