/** What the plugin (index.ts) hands its loaders (loaders.cjs). */
export type LoaderOptions = {
  /** The locale's i18n/<locale>/code.json, which the output depends on (a cached module is redone when it changes). */
  readonly codeJson: string;
} & (
  | /** A source file's messages by id, in the locale being built. */ {readonly messages: Readonly<Record<string, string>>}
  | /** The ids that leave core's translations module. */ {readonly ids: readonly string[]}
);
