import type {ReactNode} from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type {Props} from '@theme/TagsListByLetter';
import styles from './styles.module.css';

type TagItem = Props['tags'][number];

const INITIAL_CONSONANTS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
const SYLLABLES_PER_INITIAL = 588;
// One collation for server and browser alike: a default-locale compare would
// sort by the reader's locale in the browser and by Node's at build time.
const KOREAN = new Intl.Collator('ko');

/** The heading a tag is listed under: its first consonant (공지 → ㄱ), or its first letter (hama → H). */
function initialOf(label: string): string {
  const code = label.codePointAt(0) ?? 0;
  if (code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE) {
    return INITIAL_CONSONANTS[Math.floor((code - FIRST_SYLLABLE) / SYLLABLES_PER_INITIAL)];
  }
  return String.fromCodePoint(code).toUpperCase();
}

/** Hangul headings first, in dictionary order, then the rest by code point. */
function headingOrder(a: string, b: string): number {
  const rank = (initial: string) => INITIAL_CONSONANTS.indexOf(initial);
  if (rank(a) >= 0 || rank(b) >= 0) return (rank(a) < 0 ? Infinity : rank(a)) - (rank(b) < 0 ? Infinity : rank(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

function groupTags(tags: readonly TagItem[]): Array<[initial: string, tags: TagItem[]]> {
  const groups = new Map<string, TagItem[]>();
  for (const tag of tags) {
    const initial = initialOf(tag.label);
    groups.set(initial, [...(groups.get(initial) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => headingOrder(a, b))
    .map(([initial, group]) => [initial, group.sort((a, b) => KOREAN.compare(a.label, b.label))]);
}

/**
 * The tag index's list, replacing the theme's (not a wrapper: the fix is in
 * its sorting). Stock sorts with `localeCompare` and no locale, so the build
 * (Node, en-US) put "hama" first and a Korean browser put it last: React
 * threw away the server's HTML (hydration error #418; issue #13). This sorts
 * the same everywhere and groups Korean labels by their first consonant, as
 * Korean dictionaries and contact lists do.
 */
export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {groupTags(tags).map(([initial, group]) => (
        <article key={initial}>
          <Heading as="h2" id={initial}>
            {initial}
          </Heading>
          <ul className="padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
