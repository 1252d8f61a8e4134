import type {PosTag} from './table';

/** What the plugin writes for the popovers (hints.json): every tag with its names and mappings. */
export type Hints = readonly PosTag[];

/** Each tag's names (names.json), for what shows them without the rest: the playground's table, the accuracy page's. */
export type TagNames = Readonly<Record<string, {readonly ko: string; readonly en: string}>>;
