import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import WaysBack from '@site/src/components/WaysBack';

/**
 * The not-found page's content (SPEC.md §2, route `*`; site issue #2 point 9).
 * Ejected rather than wrapped: the stock content is a whole <main> that tells
 * the reader to contact the site owner; ours keeps its Korean title and first
 * line and offers ways back into the site instead. The layout around it
 * (navbar, footer, page title) stays stock.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title">Page Not Found</Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1">We could not find what you were looking for.</Translate>{' '}
            주소가 바뀌었거나 잘못 입력되었을 수 있습니다.
          </p>
          <WaysBack heading="이곳에서 다시 시작해 보세요" />
        </div>
      </div>
    </main>
  );
}
