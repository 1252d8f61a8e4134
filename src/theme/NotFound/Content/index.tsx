import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import WaysBack from '@site/src/components/WaysBack';
import {searchPageUrl} from '@site/src/plugins/search/client/useSiteSearch';

/** Words of the address's last segment, to search for what the reader was after. */
function wordsOfPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape (%E0%A4%A) is searched for as typed.
  }
  return decoded
    .replace(/\.html$/, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/**
 * The not-found page's content (SPEC.md §2, route `*`; site issue #2 point 9).
 * Ejected rather than wrapped: the stock content is a whole <main> that tells
 * the reader to contact the site owner; ours keeps its Korean title and first
 * line and offers ways back into the site instead. The layout around it
 * (navbar, footer, page title) stays stock.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  // The static 404.html is served for every unknown address: read the address
  // only after hydration, or the server's and the browser's markup differ.
  const {pathname} = useLocation();
  const words = useIsBrowser() ? wordsOfPath(pathname) : '';
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title">Page Not Found</Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1">We could not find what you were looking for.</Translate>{' '}
            <Translate id="notFound.maybeMoved">주소가 바뀌었거나 잘못 입력되었을 수 있습니다.</Translate>
          </p>
          <p>
            <Link to={searchPageUrl(words)}>
              {words
                ? translate({id: 'notFound.searchFor', message: '사이트에서 ‘{words}’ 검색하기'}, {words})
                : translate({id: 'notFound.search', message: '사이트 검색하기'})}
            </Link>
          </p>
          <WaysBack heading={translate({id: 'notFound.waysBack', message: '이곳에서 다시 시작해 보세요'})} />
        </div>
      </div>
    </main>
  );
}
