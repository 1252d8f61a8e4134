export {test, expect, open, waitForHydration, emulateSlowConnection} from './fixtures/site';
export {ROUTES, DOC_ROUTES, BLOG_POSTS, TAGS, SITE_URL} from './fixtures/routes';
