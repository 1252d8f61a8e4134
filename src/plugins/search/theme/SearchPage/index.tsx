import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchHit from '@theme/SearchHit';
import SearchFailed from '@theme/SearchFailed';
import {RESULT_LIMIT} from '@site/src/plugins/search/words';
import {MAX_QUERY_LENGTH, useSiteSearch} from '@site/src/plugins/search/client/useSiteSearch';
import {useTypedBeforeHydration} from '@site/src/plugins/early-typing/typedBeforeHydration';
import styles from './styles.module.css';
import Translate, {translate} from '@docusaurus/Translate';

/** Queries offered to a reader who arrives with none, in the page's language (comma-separated in code.json). */
const examples = () => translate({id: 'search.page.examples', message: '설치하려면,품사 표,zipped,사전에 없는 말'}).split(',');

/**
 * The results page, added as the route /search by the plugin (index.ts):
 * /search?q=… is a shareable address for a search. The
 * query is read from the address after hydration (the static HTML has none)
 * and written back as the reader types.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const search = useSiteSearch(query, true);

  const field = useRef<HTMLInputElement>(null);

  // The live address, not this render's: a query typed before hydration has
  // been adopted and written there already (useTypedBeforeHydration).
  useEffect(() => {
    setQuery((new URLSearchParams(history.location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
  }, [location.search, history]);

  const onChange = (value: string) => {
    setQuery(value);
    history.replace({search: value ? `?q=${encodeURIComponent(value)}` : ''});
  };
  const earlyTyping = useTypedBeforeHydration(field, onChange);

  const searchPage = useBaseUrl('/search');
  const trimmed = query.trim();
  const hits = search.status === 'ready' && trimmed ? search.hits : [];
  return (
    // The title never names the query: it is what a page view reports (src/plugins/analytics).
    <Layout
      title={translate({id: 'search.page.title', message: '검색'})}
      description={translate({id: 'search.page.description', message: 'hama 개발 가이드와 블로그를 검색합니다.'})}>
      <Head>
        {/* Result pages are for readers, not for search engines' own index. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="search.page.title">검색</Translate>
        </Heading>
        {/* An action without the query: a form without one is the page's address, ?q= included, which
            analytics' form tracking would read (README, "분석"). */}
        <form role="search" action={searchPage} className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className="form-label">
            <Translate id="search.page.label">개발 가이드와 블로그에서 찾을 말</Translate>
          </label>
          <input
            ref={field}
            {...earlyTyping}
            id="search-page-input"
            name="q"
            type="search"
            className={clsx('text-input', styles.input)}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
        </form>
        <p role="status" className={styles.summary}>
          {trimmed && search.status === 'loading' && translate({id: 'search.loading', message: '검색 색인을 불러오는 중입니다…'})}
          {trimmed &&
            search.status === 'ready' &&
            hits.length > 0 &&
            (search.understoodAs
              ? translate(
                  {id: 'search.page.countUnderstood', message: '‘{query}’을(를) ‘{understood}’(으)로 읽어 찾은 검색 결과 {count}건'},
                  {query: trimmed, understood: search.understoodAs, count: hits.length},
                )
              : translate({id: 'search.page.count', message: '‘{query}’ 검색 결과 {count}건'}, {query: trimmed, count: hits.length})) +
              (hits.length === RESULT_LIMIT
                ? ` ${translate({id: 'search.page.limited', message: '(관련도가 높은 순으로 이만큼만 보여 줍니다)'})}`
                : '')}
          {trimmed &&
            search.status === 'ready' &&
            hits.length === 0 &&
            translate(
              {id: 'search.page.noHits', message: '‘{query}’에 맞는 문서가 없습니다. 조사나 어미를 빼거나 다른 낱말로 찾아보세요.'},
              {query: trimmed},
            )}
        </p>
        {query.length >= MAX_QUERY_LENGTH && (
          <p>
            <Translate id="search.page.cut" values={{max: MAX_QUERY_LENGTH}}>
              {'검색어는 {max}자까지만 읽습니다. 붙여 넣은 글의 앞부분으로 찾았습니다.'}
            </Translate>
          </p>
        )}
        {search.status === 'error' && <SearchFailed onRetry={search.retry} />}
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.id} className={styles.result}>
                  <SearchHit hit={hit} />
                </Link>
              </li>
            ))}
          </ol>
        )}
        {!trimmed && (
          <p>
            <Translate id="search.page.examplesBefore">예를 들어</Translate>{' '}
            {examples().map((example, i) => (
              <span key={example}>
                {i > 0 && ', '}
                <Link to={`/search?q=${encodeURIComponent(example)}`}>{example}</Link>
              </span>
            ))}
            <Translate
              id="search.page.examplesAfter"
              values={{
                ctrl: <kbd>Ctrl</kbd>,
                k: <kbd>K</kbd>,
                slash: <kbd>/</kbd>,
              }}>
              {'처럼 찾아보세요. 어디서든 {ctrl}+{k}나 {slash}를 누르면 위쪽 검색 상자로 갑니다.'}
            </Translate>
          </p>
        )}
      </main>
    </Layout>
  );
}
