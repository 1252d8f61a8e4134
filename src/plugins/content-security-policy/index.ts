import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {editionPages, otherLocaleFolders} from '../shared/editionFiles';
import {emittedScripts, minifiedSource, pageMinifier} from '../shared/minifiedScript';
import {checkEmitted, inlineScripts, policyFor, sha256, withPolicy} from './policy';
import type {OutputStepPlugin} from '../output-pipeline';

export type Options = {
  /** A build with a Google Analytics id: its hosts join the policy. */
  readonly analytics: boolean;
};

/**
 * A Content Security Policy on every page (issue #25), as a <meta> first in
 * <head>: GitHub Pages sends no headers. Runs on the written, minified HTML,
 * so each hash is that of the script the browser will read. A page may hold
 * only the inline scripts the plugins emit (injectHtmlTags, or declared with
 * `inlineScripts`), as the minifier leaves them; any other fails the build.
 */
export default function contentSecurityPolicyPlugin({i18n}: LoadContext, {analytics}: Options): OutputStepPlugin {
  const otherLocales = otherLocaleFolders(i18n);
  return {
    name: 'content-security-policy',
    // Run by the output pipeline (output-pipeline/index.ts), after github-pages: the address
    // variants are copies of the pages, and get their policy with them.
    async outputStep({outDir, plugins, siteConfig}) {
      const minify = await pageMinifier(siteConfig);
      const emitted = new Map<string, string>();
      for (const script of emittedScripts(plugins)) emitted.set(await minifiedSource(script, minify), script.name);
      const files = (await editionPages(outDir, otherLocales)).map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          const page = path.relative(outDir, file);
          const scripts = inlineScripts(html);
          scripts.forEach((script) => checkEmitted(script, emitted, page));
          const hashes = [...new Set(scripts.map(sha256))];
          await fs.writeFile(file, withPolicy(html, policyFor(hashes, {analytics}), page));
        }),
      );
    },
  };
}
