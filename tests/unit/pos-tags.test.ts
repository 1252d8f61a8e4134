import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {findTags, isWordAndTagBlock} from '@site/src/plugins/pos-tags/findTags';
import {MAPPING_DOC, TAG_TABLE_DOC, tagTable} from '@site/src/plugins/pos-tags/table';

const TAGS = new Set(['nc', 'jc', 'pv', 's', 'f', 'u', 'ma']);
const isTag = (word: string) => TAGS.has(word);
/** The pieces with each tag written as <tag>, to read the expectations at a glance. */
const marked = (text: string, lines = false) =>
  findTags(text, isTag, lines)
    .map((piece) => (typeof piece === 'string' ? piece : `<${piece.tag}>`))
    .join('');

describe('tags in printed output and inline code (pos-tags/findTags.ts)', () => {
  it('finds the tag of each (morpheme, tag) pair, whatever the morpheme reads', () => {
    expect(marked("[('오늘', 'nc'), ('가', 'jc'), ('s', 'f')]")).toBe("[('오늘', '<nc>'), ('가', '<jc>'), ('s', '<f>')]");
    expect(marked(`[("'", 'u'), ('\\\\', 's')]`)).toBe(`[("'", '<u>'), ('\\\\', '<s>')]`);
  });

  it('finds the items of a list made of tags only, and nothing in a list of morphemes', () => {
    expect(marked("(['나', '는'], ['nc', 'jc'])")).toBe("(['나', '는'], ['<nc>', '<jc>'])");
    expect(marked("['s', '나']")).toBe("['s', '나']");
    expect(marked("['nc', 'zz']")).toBe("['nc', 'zz']");
  });

  it('takes the whole text for a tag only when it is one, and a `morpheme tag` line only in a block of them', () => {
    expect(marked('nc')).toBe('<nc>');
    for (const word of ['constructor', '__proto__', 'toString', 'NC', '']) expect(marked(word)).toBe(word);
    expect(marked('학교 nc')).toBe('학교 nc');
    expect(marked('학교 nc', true)).toBe('학교 <nc>');
    expect(isWordAndTagBlock('나 nc\n는 jc\n', isTag)).toBe(true);
    expect(isWordAndTagBlock('나 nc\nTrue\n', isTag)).toBe(false);
    expect(isWordAndTagBlock('', isTag)).toBe(false);
  });

  it('leaves text without tags as one piece', () => {
    expect(findTags("TypeError: expected string or bytes-like object, got 'NoneType'", isTag)).toEqual([
      "TypeError: expected string or bytes-like object, got 'NoneType'",
    ]);
  });
});

describe('the tag table as the pages read it (pos-tags/table.ts)', () => {
  const names = readFileSync(TAG_TABLE_DOC, 'utf8');

  it.each(Object.entries(MAPPING_DOC))('gives every tag its names and its %s mapping', (_, mappingDoc) => {
    const tags = tagTable(names, readFileSync(mappingDoc, 'utf8'));
    expect(tags.map((row) => row.tag)).toHaveLength(23);
    expect(tags.find((row) => row.tag === 'jc')).toMatchObject({ko: '격조사', en: 'case particle', upos: '`ADP`'});
    for (const row of tags) expect(row.sejong).toMatch(/`[A-Z]+`/);
  });

  it('fails the build when a tag has no mapping', () => {
    const mapping = readFileSync(MAPPING_DOC.ko, 'utf8').replace(/^\| `jc` .*\n/m, '');
    expect(() => tagTable(names, mapping)).toThrow('no row for `jc`');
  });
});
