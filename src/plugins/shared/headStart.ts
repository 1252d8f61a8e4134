/**
 * `markup` as the first thing inside the page's <head>: where a script must
 * run before anything else, or a policy must come before what it governs.
 * Throws, naming `page`, when the page has no <head>.
 */
export function atHeadStart(html: string, markup: string, page: string): string {
  const changed = html.replace(/<head(\s[^>]*)?>/i, (head) => head + markup);
  if (changed === html) throw new Error(`${page}: no <head> to put ${markup.slice(0, 40)}… in`);
  return changed;
}
