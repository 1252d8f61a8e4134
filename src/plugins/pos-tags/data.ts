import type {PosTag} from './table';

/** What the plugin writes for the popovers (hints.json): the tags, and their few words in the edition's language. */
export type Hints = {readonly tags: readonly PosTag[]; readonly text: HintText};

export type HintText = {
  /** The edition's language, whose name of the tag comes first. */
  readonly first: 'ko' | 'en';
  readonly sejong: string;
  readonly upos: string;
  readonly table: string;
};

export const HINT_TEXT: Record<'ko' | 'en', HintText> = {
  ko: {first: 'ko', sejong: '세종', upos: 'UPOS', table: '품사 표에서 보기'},
  en: {first: 'en', sejong: 'Sejong', upos: 'UPOS', table: 'See the tag table'},
};

/** Each tag's names (names.json), for what shows them without the rest: the playground's table, the accuracy page's. */
export type TagNames = Readonly<Record<string, {readonly ko: string; readonly en: string}>>;
