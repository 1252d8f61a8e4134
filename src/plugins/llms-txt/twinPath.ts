/** A page's Markdown twin sits beside its HTML: the page's path plus ".md" (/docs/installation → /docs/installation.md). */
export const twinPathOf = (permalink: string): string => `${permalink}.md`;

/** The plain-text edition's files in a built edition's folder: llms.txt, llms-full.txt and every page's twin. */
export const isPlainTextFile = (file: string): boolean => file === 'llms.txt' || file === 'llms-full.txt' || file.endsWith('.md');
