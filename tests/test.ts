export {test, expect, open, waitForHydration, emptyClipboard, emulateSlowConnection, openBeforeHydration} from './fixtures/site';
export {ROUTES, PAGES, EN_PAGES, addressesInSitemap, DOC_ROUTES, BLOG_POSTS, TAGS, SITE_URL, EN_ROUTES, inEnglish} from './fixtures/routes';
export {wordsBrokenAcrossLines, codeBlockText} from './fixtures/text';
