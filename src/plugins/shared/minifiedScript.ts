/**
 * Inline scripts as they stand in built pages (issue #54): what the HTML
 * minifier that Docusaurus ran on the pages makes of each script a plugin
 * emits (inlineScript.ts). Build-time only.
 */
import {getHtmlMinifier} from '@docusaurus/bundler';
import type {Plugin} from '@docusaurus/types';
import {isRunnable, type InlineScript, type InlineScriptsPlugin} from './inlineScript';

export type Minify = (html: string) => Promise<string>;

const minifiers = new Map<'swc' | 'terser', Promise<Minify>>();

/** The HTML minifier Docusaurus ran on the pages (core's ssg/ssgParams.js chooses it the same way); made once per kind. */
export function pageMinifier(siteConfig: {future: {faster: {swcHtmlMinimizer: boolean}}}): Promise<Minify> {
  const type = siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser';
  if (!minifiers.has(type)) {
    minifiers.set(
      type,
      getHtmlMinifier({type}).then(
        (minifier): Minify =>
          async (html) =>
            (await minifier.minify(html)).code,
      ),
    );
  }
  return minifiers.get(type)!;
}

const openTag = (attributes: InlineScript['attributes'] = {}) =>
  `<script${Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`))
    .join('')}>`;

/** The <script> element as it stands in a built page: what the minifier makes of it. */
export async function minifiedElement(script: InlineScript, minify: Minify): Promise<string> {
  const page = await minify(`<!DOCTYPE html><html><head>${openTag(script.attributes)}${script.source}</script></head><body></body></html>`);
  const element = /<script\b[^>]*>[\s\S]*<\/script>/.exec(page)?.[0];
  if (element === undefined) throw new Error(`inline script ${script.name}: the minifier left no <script>`);
  return element;
}

/** The script's text as it stands in a built page. */
export async function minifiedSource(script: InlineScript, minify: Minify): Promise<string> {
  return (await minifiedElement(script, minify)).replace(/^<script\b[^>]*>/, '').replace(/<\/script>$/, '');
}

/** Every inline script the site's plugins emit: their `injectHtmlTags` scripts and what they declare. */
export function emittedScripts(plugins: readonly (Plugin<unknown> & {content?: unknown})[]): InlineScript[] {
  return plugins.flatMap((plugin) => {
    const declared = (plugin as Partial<InlineScriptsPlugin>).inlineScripts?.(plugin.content) ?? [];
    const tags = plugin.injectHtmlTags?.({content: plugin.content}) ?? {};
    // Core skips empty entries (null, false) in these lists; so does this.
    const injected = [tags.headTags, tags.preBodyTags, tags.postBodyTags].flatMap((list) => list ?? []).filter(Boolean);
    return [
      ...declared,
      ...injected.flatMap((tag): InlineScript[] => {
        if (typeof tag === 'string') {
          // Markup is passed through as it is; an inline script in it would have to be parsed out to be known.
          if (/<script\b(?![^>]*\ssrc\s*=)/i.test(tag))
            throw new Error(`${plugin.name}: write inline scripts as tag objects, not markup, so they can be hashed`);
          return [];
        }
        if (tag.tagName !== 'script' || !tag.innerHTML || tag.attributes?.src !== undefined || !isRunnable(tag.attributes?.type)) return [];
        const attributes = Object.fromEntries(
          Object.entries(tag.attributes ?? {})
            .filter(([, value]) => value !== false && value !== undefined)
            .map(([name, value]) => [name, value === true ? '' : String(value)]),
        );
        return [{name: `${plugin.name}'s injectHtmlTags`, source: tag.innerHTML, attributes}];
      }),
    ];
  });
}
