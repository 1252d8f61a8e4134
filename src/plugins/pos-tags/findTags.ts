/** Text cut into plain runs and the tags found in it. */
export type Piece = string | {readonly tag: string};

// A (morpheme, tag) pair as Python prints it: the morpheme in either kind of quotes.
const PAIR = /\((?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"), '(\w{1,2})'\)/g;
// A list of tags only, as tag() prints its second list: ['nc', 'jc'].
const TAG_LIST = /\['\w{1,2}'(?:, '\w{1,2}')*\]/g;
const QUOTED = /'(\w{1,2})'/g;
// A line of `print(morpheme, tag)`: 학교 nc.
const WORD_AND_TAG = /^(\S+ )(\w{1,2})$/;

/** Where each tag is in the text: its offset and the tag. */
function tagSpots(text: string, isTag: (word: string) => boolean): Array<[number, string]> {
  const spots: Array<[number, string]> = [];
  for (const match of text.matchAll(PAIR)) {
    const tag = match[1]!;
    if (isTag(tag)) spots.push([match.index + match[0].length - tag.length - 2, tag]);
  }
  for (const list of text.matchAll(TAG_LIST)) {
    const items = [...list[0].matchAll(QUOTED)];
    if (!items.every(([, tag]) => isTag(tag!))) continue;
    for (const item of items) spots.push([list.index + item.index + 1, item[1]!]);
  }
  return spots.sort(([a], [b]) => a - b);
}

/**
 * The tags in a line of printed output or in inline code: the tag of each
 * (morpheme, tag) pair, each item of a list made only of tags, or the whole
 * text when it is a tag. Nothing else is taken for a tag: a morpheme that
 * happens to read `s` or `nc` stays text. `wordAndTagLines` says that the
 * text's block prints one `morpheme tag` per line, every line of it.
 */
export function findTags(text: string, isTag: (word: string) => boolean, wordAndTagLines = false): Piece[] {
  if (isTag(text)) return [{tag: text}];
  const line = wordAndTagLines ? WORD_AND_TAG.exec(text) : null;
  if (line && isTag(line[2]!)) return [line[1]!, {tag: line[2]!}];
  const pieces: Piece[] = [];
  let at = 0;
  for (const [offset, tag] of tagSpots(text, isTag)) {
    if (offset > at) pieces.push(text.slice(at, offset));
    pieces.push({tag});
    at = offset + tag.length;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** Whether every line of a block is `morpheme tag` with a known tag. */
export function isWordAndTagBlock(code: string, isTag: (word: string) => boolean): boolean {
  const lines = code.split('\n').filter((line) => line !== '');
  return lines.length > 0 && lines.every((line) => isTag(WORD_AND_TAG.exec(line)?.[2] ?? ''));
}
