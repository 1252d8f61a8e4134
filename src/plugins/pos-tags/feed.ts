import {load} from 'cheerio';
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';

/**
 * A post's HTML for feed readers, which show it without the site's styles or
 * scripts: each tag back to plain text and its popover left out, so that an
 * output reads as it was printed.
 */
export function withoutTagHints(html: string): string {
  const $ = load(html, null, false);
  $('[data-pos-tag-hints]').remove();
  $('button[popovertarget]').each((_, button) => void $(button).replaceWith($(button).text()));
  return $.html();
}

/** The blog's feed items (blog plugin option feedOptions.createFeedItems), their content without tag popovers. */
export const createFeedItems: CreateFeedItemsFn = async ({defaultCreateFeedItems, ...params}) =>
  (await defaultCreateFeedItems(params)).map((item) => (item.content ? {...item, content: withoutTagHints(item.content)} : item));
