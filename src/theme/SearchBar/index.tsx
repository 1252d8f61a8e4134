import type {ReactNode} from 'react';
import SearchBox from '@site/src/components/SearchBox';

/**
 * The classic theme leaves this slot empty (a search plugin is expected to
 * fill it); ours is the offline Korean search of src/plugins/search.
 */
export default function SearchBar(): ReactNode {
  return <SearchBox />;
}
