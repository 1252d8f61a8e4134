/**
 * Writes the sections the Korean search index holds (build/search-index.json)
 * to tests/search/sections.json, so that the unit tests measure the query
 * set's recall in Node, without a build or a browser. Run it after a change
 * to the site's text; make test fails while the file differs from the build
 * (tests/content/test_search_sections.py).
 *
 *   npm run build && npx jiti scripts/search-sections.ts
 */
import fs from 'node:fs';
import type {AsPlainObject} from 'minisearch';
import type {Section} from '../src/plugins/search/engine';
import {INDEX_FILE} from '../src/plugins/search/indexFile';

const serialized = JSON.parse(fs.readFileSync(`build/${INDEX_FILE}`, 'utf8')) as AsPlainObject;
const sections: Section[] = Object.entries(serialized.documentIds)
  .map(([shortId, id]) => ({id: id as string, ...(serialized.storedFields[shortId] as Omit<Section, 'id'>)}))
  // By code point, as Python sorts (the check in tests/content compares in order).
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
fs.writeFileSync('tests/search/sections.json', `${JSON.stringify(sections, null, 1)}\n`);
console.log(`tests/search/sections.json: ${sections.length} sections`);
