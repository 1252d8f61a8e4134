import fs from 'node:fs/promises';
import path from 'node:path';
import type {I18n} from '@docusaurus/types';
import {atHeadStart} from '../shared/headStart';
import {scriptCalling, type InlineScript} from '../shared/inlineScript';
import {minifiedElement, type Minify} from '../shared/minifiedScript';

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

/** On the default locale's 404.html: an address under another locale's base goes to that locale's 404.html. */
function handOver(localeBaseUrls: string[]): void {
  const base = localeBaseUrls.find((candidate) => location.pathname.startsWith(candidate));
  if (base) location.replace(`${base}404.html?from=${encodeURIComponent(location.pathname + location.search + location.hash)}`);
}

/** On another locale's 404.html: the address the reader asked for comes back, before the app reads it. */
function takeBack(baseUrl: string): void {
  const from = new URLSearchParams(location.search).get('from');
  if (from && from.startsWith(baseUrl)) history.replaceState(history.state, '', from);
}

/** The script this edition's 404.html starts with, if any. */
export function notFoundScript({currentLocale, defaultLocale, locales, localeConfigs}: I18n): InlineScript | null {
  if (currentLocale !== defaultLocale) {
    return {
      name: 'github-pages: the not-found page takes its address back',
      source: scriptCalling(takeBack, localeConfigs[currentLocale]!.baseUrl),
    };
  }
  const others = locales.filter((locale) => locale !== defaultLocale).map((locale) => localeConfigs[locale]!.baseUrl);
  if (!others.length) return null;
  return {name: "github-pages: the not-found page hands over to the address's edition", source: scriptCalling(handOver, others)};
}

/** Puts the edition's not-found script (notFoundScript) first in the <head> of its built 404.html, as the minifier would have left it. */
export async function writeNotFoundHandover(outDir: string, script: InlineScript | null, minify: Minify): Promise<void> {
  if (!script) return;
  const file = path.join(outDir, '404.html');
  await fs.writeFile(file, atHeadStart(await fs.readFile(file, 'utf8'), await minifiedElement(script, minify), file));
}
