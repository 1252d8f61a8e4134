import type {DocusaurusConfig} from '@docusaurus/types';

/** A code translation (i18n/<locale>/code.json): the page's `translate()`, or the Markdown twin's. */
type Translation = {id: string; message: string};

/** The blog's three feeds, shown by <FeedLinks /> on the page and in its Markdown twin. */
export const FEEDS = [
  {file: 'rss.xml', name: 'RSS 2.0', use: {id: 'feeds.rss.use', message: '대부분의 피드 리더가 읽는 가장 흔한 형식'}},
  {file: 'atom.xml', name: 'Atom 1.0', use: {id: 'feeds.atom.use', message: '날짜와 글쓴이를 더 엄밀하게 적는 표준 형식'}},
  {file: 'feed.json', name: 'JSON Feed 1.1', use: {id: 'feeds.json.use', message: '프로그램에서 바로 파싱하기 좋은 JSON 형식'}},
] as const satisfies ReadonlyArray<{file: string; name: string; use: Translation}>;

/** Column headings of the feed table. */
export const HEADINGS = [
  {id: 'feeds.heading.format', message: '형식'},
  {id: 'feeds.heading.address', message: '주소'},
  {id: 'feeds.heading.use', message: '특징'},
] as const satisfies readonly Translation[];

/** Where the feeds are, absolute and built from the configured site URL and base URL, so they are right on every deployment. */
export const feedFolder = ({url, baseUrl}: Pick<DocusaurusConfig, 'url' | 'baseUrl'>, blogPath = 'blog') => `${url}${baseUrl}${blogPath}/`;
