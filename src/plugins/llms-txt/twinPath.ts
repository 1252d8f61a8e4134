/** A page's Markdown twin sits beside its HTML: the page's path plus ".md" (/docs/installation → /docs/installation.md). */
export const twinPathOf = (permalink: string): string => `${permalink}.md`;
