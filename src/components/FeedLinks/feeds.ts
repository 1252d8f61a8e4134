import type {DocusaurusConfig} from '@docusaurus/types';

/** The blog's three feeds, shown by <FeedLinks /> on the page and in its Markdown twin. */
export const FEEDS = [
  {file: 'rss.xml', name: 'RSS 2.0', use: '대부분의 피드 리더가 읽는 가장 흔한 형식'},
  {file: 'atom.xml', name: 'Atom 1.0', use: '날짜와 글쓴이를 더 엄밀하게 적는 표준 형식'},
  {file: 'feed.json', name: 'JSON Feed 1.1', use: '프로그램에서 바로 파싱하기 좋은 JSON 형식'},
] as const;

/** Column headings of the feed table. */
export const HEADINGS = ['형식', '주소', '특징'] as const;

/** Where the feeds are, absolute and built from the configured site URL and base URL, so they are right on every deployment. */
export const feedFolder = ({url, baseUrl}: Pick<DocusaurusConfig, 'url' | 'baseUrl'>, blogPath = 'blog') => `${url}${baseUrl}${blogPath}/`;
