import type {ReactNode} from 'react';

/**
 * The theme's SearchMetadata writes six <meta> tags into every page for
 * crawlers of other search services (Algolia DocSearch and the like). This
 * site's search reads the built pages itself and needs none of them, and
 * they cost every page's HTML 50 bytes (gzip) of its first round trip
 * (src/components/MaskIcon says why that matters).
 */
export default function SearchMetadata(): ReactNode {
  return null;
}
