import {lazy, Suspense, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
import Translate from '@docusaurus/Translate';

/**
 * The page shown when a page crashes renders inside the site's Layout.
 * Imported directly, as stock does from its error boundary, it pulled Layout,
 * navbar and footer (about 58 KB) into main.js, evaluated before any page can
 * respond (issue #5). Loaded lazily, they come with the page's own chunks,
 * which every page already needs, in a task of their own.
 */
const ErrorPage = lazy(() => import('@theme-original/Error'));

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    // If even that chunk cannot load (offline), a plain message with a way to retry.
    <ErrorBoundary
      fallback={() => (
        <main style={{padding: '2rem'}}>
          <h1>
            <Translate id="error.title">페이지를 표시하지 못했습니다</Translate>
          </h1>
          <p>{error.message}</p>
          <button type="button" className="button button--primary" onClick={tryAgain}>
            <Translate id="loading.retry">다시 시도</Translate>
          </button>
        </main>
      )}>
      <Suspense fallback={null}>
        <ErrorPage error={error} tryAgain={tryAgain} />
      </Suspense>
    </ErrorBoundary>
  );
}
