import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import tags from '@generated/pos-tags/default/hints.json';
import {hintId, type Scope} from '../../client/scope';
import styles from './styles.module.css';

/** A mapping table's cell: its `code spans` as code, the rest as text. */
function Cell({markdown}: {readonly markdown: string}): ReactNode {
  return markdown.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * The popover of each tag of a scope: its names (the edition's language
 * first), its nearest Sejong and Universal POS tags, and a link to the tag
 * table. Drawn below its tag (the tag that opened it is its anchor).
 */
export default function Hints({scope}: {readonly scope: Scope}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const sejong = translate({id: 'posTags.sejong', message: '세종'});
  const tagTable = translate({id: 'posTags.tagTable', message: '품사 표에서 보기'});
  return tags
    .filter((row) => scope.tags.has(row.tag))
    .map((row) => {
      const names = [
        {lang: 'ko', name: row.ko},
        {lang: 'en', name: row.en},
      ].sort((a, b) => Number(b.lang === currentLocale) - Number(a.lang === currentLocale));
      return (
        <div key={row.tag} popover="auto" id={hintId(scope, row.tag)} className={styles.hint}>
          {/* Each text one string: React marks the seam between two adjacent texts with a comment in the HTML. */}
          <span className={styles.names}>
            <code>{row.tag}</code>{' '}
            {names.map(({lang, name}, i) => (
              <span key={lang} lang={lang}>
                {i > 0 ? ` · ${name}` : name}
              </span>
            ))}
          </span>{' '}
          {/* The spaces keep the lines apart in what screen readers read out. */}
          <span>
            <Cell markdown={`${sejong}: ${row.sejong}`} />
          </span>{' '}
          <span>
            <Cell markdown={`UPOS: ${row.upos}`} />
          </span>{' '}
          <Link to="/docs/pos_tagging#tag-table">{tagTable}</Link>
        </div>
      );
    });
}
