import {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import SearchHit from '@theme/SearchHit';
import SearchFailed from '@theme/SearchFailed';
import {MAX_QUERY_LENGTH, searchPageUrl, useSiteSearch} from '@site/src/plugins/search/client/useSiteSearch';
import {useTypedBeforeHydration} from '@site/src/plugins/early-typing/typedBeforeHydration';
import styles from './styles.module.css';
import {translate} from '@docusaurus/Translate';

/** Results shown under the box; the results page shows them all. */
const SHOWN = 6;

/** Whether a key press happened while the reader was typing somewhere else. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The navbar's search box, in the slot the classic theme leaves to a search
 * plugin: a combobox whose options are the best sections for what is typed,
 * then a link to all results. Ctrl/Cmd+K or / opens it
 * from anywhere; arrows move, Enter goes, Esc closes.
 */
export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The index is fetched the first time the reader opens search, not before.
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLFormElement>(null);
  const listId = useId();
  const history = useHistory();
  const location = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  const search = useSiteSearch(query, opened);

  const hasQuery = query.trim() !== '';
  const hits = search.status === 'ready' && hasQuery ? search.hits.slice(0, SHOWN) : [];
  const targets = hasQuery ? [...hits.map((hit) => hit.id), searchPageUrl(query)] : [];
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
      if (shortcut) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Leaving the page (by a result or any other link) closes and empties the
  // box; arriving does not (it may hold what was typed before hydration).
  const shownAt = useRef(location.pathname + location.hash);
  useEffect(() => {
    if (shownAt.current === location.pathname + location.hash) return;
    shownAt.current = location.pathname + location.hash;
    setOpen(false);
    setQuery('');
  }, [location.pathname, location.hash]);

  useEffect(() => setActive(-1), [query]);

  const showPopup = open && hasQuery;
  // On a phone the results are fixed across the screen (styles.module.css),
  // just under the box, wherever the announcement bar has put the navbar.
  useLayoutEffect(() => {
    const box = input.current?.getBoundingClientRect();
    if (showPopup && box) container.current?.style.setProperty('--search-popup-top', `${box.bottom + 8}px`);
  }, [showPopup]);

  const openSearch = () => {
    setOpened(true);
    setOpen(true);
  };

  const earlyTyping = useTypedBeforeHydration(input, (typed) => {
    setQuery(typed);
    if (document.activeElement === input.current) openSearch();
  });

  const go = (target: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(withBaseUrl(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (targets.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (no option) and each option in turn, wrapping around.
      setActive((current) => ((current + 1 + step + targets.length + 1) % (targets.length + 1)) - 1);
    } else if (event.key === 'Enter') {
      if (!hasQuery) return;
      event.preventDefault();
      go(active >= 0 && active < targets.length ? targets[active] : searchPageUrl(query));
    } else if (event.key === 'Escape') {
      // The first Esc only closes the results; the second empties the box.
      event.preventDefault();
      if (open && hasQuery) setOpen(false);
      else {
        setQuery('');
        input.current?.blur();
      }
    }
  };

  return (
    // Submitted before the scripts arrive (Enter), the form opens the results page.
    <form
      ref={container}
      role="search"
      aria-label={translate({id: 'search.landmark', message: '사이트'})}
      action={withBaseUrl('/search')}
      className={clsx('navbar__search', styles.searchBox)}
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <input
        ref={input}
        {...earlyTyping}
        // A text field: the HTML standard lets a combobox role sit on type="text", not on type="search".
        type="text"
        enterKeyHint="search"
        name="q"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={translate({id: 'search.placeholder', message: '검색'})}
        aria-label={translate({id: 'search.inputLabel', message: '사이트 검색'})}
        aria-keyshortcuts="Control+K Meta+K /"
        role="combobox"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onFocus={openSearch}
        onChange={(event) => {
          setQuery(event.target.value);
          openSearch();
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        Ctrl K
      </kbd>
      <div className={clsx(styles.popup, !showPopup && styles.hidden)} onMouseDown={(event) => event.preventDefault()}>
        <div role="status" className={styles.status}>
          {showPopup && search.status === 'loading' && translate({id: 'search.loading', message: '검색 색인을 불러오는 중입니다…'})}
          {showPopup &&
            search.status === 'ready' &&
            hits.length === 0 &&
            translate({id: 'search.noHits', message: '‘{query}’에 맞는 문서가 없습니다.'}, {query: query.trim()})}
          {/* A fuzzy match says what it matched, so a hit never puzzles. */}
          {showPopup &&
            search.status === 'ready' &&
            hits.length > 0 &&
            search.understoodAs &&
            translate({id: 'search.understoodAs', message: '‘{understood}’(으)로 찾은 결과입니다.'}, {understood: search.understoodAs})}
        </div>
        {showPopup && search.status === 'error' && <SearchFailed className={styles.error} onRetry={search.retry} />}
        <ul id={listId} role="listbox" aria-label={translate({id: 'search.results', message: '검색 결과'})} className={styles.options}>
          {showPopup &&
            targets.map((target, i) => (
              <li key={target} role="none">
                <Link
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  to={target}
                  className={clsx(styles.option, i === active && styles.active, i === hits.length && styles.all)}
                  onClick={() => setOpen(false)}
                  onMouseMove={() => setActive(i)}>
                  {i < hits.length ? (
                    <SearchHit hit={hits[i]} />
                  ) : (
                    translate({id: 'search.seeAll', message: '‘{query}’ 검색 결과 모두 보기'}, {query: query.trim()})
                  )}
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </form>
  );
}
