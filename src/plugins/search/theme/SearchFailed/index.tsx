import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

export type Props = {
  /** Fetches the index again. */
  readonly onRetry: () => void;
  readonly className?: string;
};

/** The search index could not be fetched (offline, a failed request): says so and offers to try again. */
export default function SearchFailed({onRetry, className}: Props): ReactNode {
  return (
    <p className={className}>
      <Translate id="search.failed">검색 색인을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.</Translate>{' '}
      <button type="button" className="button button--sm button--primary" onClick={onRetry}>
        <Translate id="search.retry">다시 시도</Translate>
      </button>
    </p>
  );
}
