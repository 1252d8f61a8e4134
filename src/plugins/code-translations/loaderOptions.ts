/** What the plugin (index.ts) hands its loaders (loaders.cjs). */
export type LoaderOptions =
  /** A source file's messages by id, in the locale being built. */
  | {readonly messages: Readonly<Record<string, string>>}
  /** The ids that leave core's translations module. */
  | {readonly ids: readonly string[]};
