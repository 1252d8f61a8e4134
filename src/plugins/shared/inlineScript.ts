/**
 * Inline scripts (issue #54): each is a typed function in the feature that
 * needs it, turned into a script's text here, and each plugin that writes one
 * into pages other than through `injectHtmlTags` (a template, a component, an
 * output step) declares it with `inlineScripts`. The content security policy
 * (src/plugins/content-security-policy) allows exactly the scripts emitted
 * this way, as the HTML minifier leaves them (minifiedScript.ts), and
 * nothing else. This module is also bundled for the browser: no Node here.
 */
import type {HtmlTagObject} from '@docusaurus/types';

/** One inline script a plugin writes into pages. */
export type InlineScript = {
  /** Who writes it and what it does, for the build's messages. */
  readonly name: string;
  readonly source: string;
  /**
   * Its <script> element's attributes. The minifier joins adjacent scripts
   * whose attributes are alike (none, say), so a script that may stand beside
   * another plugin's carries one of its own (`data-script`, naming it).
   */
  readonly attributes?: Readonly<Record<string, string>>;
};

/**
 * A plugin that writes inline scripts by other means than `injectHtmlTags` (a
 * template, a component, an output step) declares them, from its loaded
 * content as `injectHtmlTags` gets it.
 */
export type InlineScriptsPlugin<Content = unknown> = {readonly inlineScripts: (content: Content) => readonly InlineScript[]};

/** JSON values: what a script's arguments may be, written into its text. */
type Json = string | number | boolean | null | readonly Json[] | {readonly [key: string]: Json};

/**
 * The text of a script that calls `run` with `args`. `run` must be
 * self-contained: it may use the browser's globals and its parameters, not
 * its module's imports or constants (pass those as arguments).
 */
export function scriptCalling<Args extends Json[]>(run: (...args: Args) => void, ...args: Args): string {
  // `<` escaped, so that no argument can close the <script> element it stands in.
  const written = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c'));
  return `(${run.toString()})(${written.join(',')})`;
}

/**
 * An `injectHtmlTags` tag for an inline script. The build names it by its
 * plugin; `attributes` keep it apart from a neighbour (see InlineScript).
 */
export const scriptTag = (source: string, attributes?: InlineScript['attributes']): HtmlTagObject => ({
  tagName: 'script',
  innerHTML: source,
  ...(attributes ? {attributes} : {}),
});

/** Whether a <script> of this `type` is one the browser runs (JSON-LD and other data blocks are not). */
export const isRunnable = (type: unknown) =>
  type === undefined || ['text/javascript', 'module', 'application/javascript'].includes(String(type).toLowerCase());
