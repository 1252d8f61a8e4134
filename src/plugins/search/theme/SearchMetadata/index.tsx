import type {ReactNode} from 'react';

/**
 * The theme's SearchMetadata writes <meta> tags into every page (six on a doc
 * page, four elsewhere) for crawlers of other search services (Algolia
 * DocSearch and the like). This site's search reads the built pages itself
 * and needs none of them, and they cost a doc page's HTML 50 bytes (gzip) of
 * what it needs before its first paint (src/components/MaskIcon says why that matters).
 */
export default function SearchMetadata(): ReactNode {
  return null;
}
