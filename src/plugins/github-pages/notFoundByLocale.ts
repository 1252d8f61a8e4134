import fs from 'node:fs/promises';
import path from 'node:path';
import type {I18n} from '@docusaurus/types';
import {atHeadStart} from '../shared/headStart';

/**
 * The not-found page in the language of the address, on GitHub Pages.
 *
 * GitHub Pages answers every unknown address with the one 404.html at the
 * root: the default locale's, so /en/nonexistent got the Korean page. That
 * page now starts with a line of script that, under another locale's base
 * (/en/), hands over to that locale's own 404.html, carrying the address in
 * ?from=. There a line puts the address back before the app starts, so the
 * reader sees the English not-found page at the address they asked for. The
 * first answer is still status 404, for crawlers.
 */

const handoverScript = (localeBaseUrls: readonly string[]) =>
  `(function(b,l){for(var i=0;i<b.length;i++)if(l.pathname.indexOf(b[i])===0){l.replace(b[i]+'404.html?from='+encodeURIComponent(l.pathname+l.search+l.hash));return}})(${JSON.stringify(localeBaseUrls)},location)`;

const returnScript = (baseUrl: string) =>
  `(function(b,l){var f=new URLSearchParams(l.search).get('from');if(f&&f.indexOf(b)===0)history.replaceState(history.state,'',f)})(${JSON.stringify(baseUrl)},location)`;

/** Puts an inline script first in the <head> of the built 404.html in `outDir`. */
async function prependToHead(outDir: string, script: string): Promise<void> {
  const file = path.join(outDir, '404.html');
  await fs.writeFile(file, atHeadStart(await fs.readFile(file, 'utf8'), `<script>${script}</script>`, file));
}

/**
 * The default locale's 404.html hands addresses under the other locales'
 * bases to their 404.html; each of those takes the address back.
 */
export async function writeNotFoundHandover(outDir: string, {currentLocale, defaultLocale, locales, localeConfigs}: I18n): Promise<void> {
  if (currentLocale !== defaultLocale) {
    await prependToHead(outDir, returnScript(localeConfigs[currentLocale]!.baseUrl));
    return;
  }
  const others = locales.filter((locale) => locale !== defaultLocale).map((locale) => localeConfigs[locale]!.baseUrl);
  if (others.length) await prependToHead(outDir, handoverScript(others));
}
