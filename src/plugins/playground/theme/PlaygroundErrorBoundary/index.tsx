import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

export type Props = {
  readonly children: ReactNode;
  /** Where the reader can carry on: the playground, with their text when there is one. */
  readonly playgroundLink?: string;
};

/**
 * Keeps a crash in the playground or a try-it box to that box. Without it,
 * React hands the error to the page's boundary and the whole page, the guide
 * around a try-it box included, gives way to the error page.
 */
export default function PlaygroundErrorBoundary({children, playgroundLink}: Props): ReactNode {
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <div role="alert" className="alert alert--danger margin-vert--md">
          <p>
            <Translate id="playground.crashed">
              hama 분석 상자에 예상하지 못한 오류가 생겨 이 상자만 멈췄습니다. 페이지의 나머지는 그대로 읽을 수 있습니다.
            </Translate>
          </p>
          <p>
            <code>{error.message}</code>
          </p>
          <button type="button" className="button button--primary button--sm margin-right--sm" onClick={tryAgain}>
            <Translate id="playground.retry">다시 시도</Translate>
          </button>
          {playgroundLink && (
            <Link to={playgroundLink}>
              <Translate id="playground.crashed.openPlayground">플레이그라운드에서 다시 해 보기</Translate>
            </Link>
          )}
        </div>
      )}>
      {children}
    </ErrorBoundary>
  );
}
