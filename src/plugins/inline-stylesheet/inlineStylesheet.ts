import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The site's stylesheet written into each page, after the build (issue #51).
 *
 * Stock Docusaurus links one stylesheet from every page. On a slow network
 * that request and the scripts' share the connection: requested together, the
 * stylesheet arrives later and the first paint with it; requested after the
 * first paint, the scripts start late (benchmarks/first-view/variants.md). In
 * the page, the stylesheet comes with the first bytes of the HTML, and the
 * deferred scripts in <head> (page-scripts/ssrTemplate.ts) have the connection once the
 * HTML is in. Beside the loader that requested the scripts after the first
 * paint, every page measured hydrated sooner, first paint moved both ways
 * (benchmarks/first-view/variants.md, "Shipped"). A page is about 17 KB
 * heavier (gzip) for it, on a full load only; moving between pages fetches no HTML.
 *
 * The stylesheet files go once written in: no page names them, and the
 * offline copy (src/plugins/offline) would keep them for nothing.
 */

/** How the minified HTML writes core's `<link rel="stylesheet" href="…">` (page-scripts/ssrTemplate.ts). */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^"\s>]+\.css)"?\s*\/?>/g;

/** Writes each page's linked stylesheets into it as `<style>`, then deletes the stylesheets. */
export async function inlineStylesheets(outDir: string, baseUrl: string, pages: readonly string[]): Promise<void> {
  const sheets = new Map<string, string>();
  const sheetAt = async (href: string): Promise<string> => {
    if (!href.startsWith(baseUrl)) throw new Error(`inline-stylesheet: ${href} is not under the base URL ${baseUrl}`);
    if (!sheets.has(href)) {
      const css = await fs.readFile(path.join(outDir, href.slice(baseUrl.length)), 'utf8');
      // The parser ends a <style> at the first "</style"; Infima and our CSS never write it.
      if (/<\/style/i.test(css)) throw new Error(`inline-stylesheet: ${href} contains "</style" and cannot go into a page`);
      sheets.set(href, css);
    }
    return sheets.get(href)!;
  };
  await Promise.all(
    pages.map(async (page) => {
      const file = path.join(outDir, page);
      const html = await fs.readFile(file, 'utf8');
      const links = [...html.matchAll(STYLESHEET_LINK)];
      if (links.length === 0) return;
      let inlined = html;
      for (const [link, href] of links) {
        const style = `<style>${await sheetAt(href!)}</style>`;
        // A function, so that a "$" in the stylesheet is not read as a replacement pattern.
        inlined = inlined.replace(link, () => style);
      }
      await fs.writeFile(file, inlined);
    }),
  );
  await Promise.all([...sheets.keys()].map((href) => fs.rm(path.join(outDir, href.slice(baseUrl.length)))));
}
