import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import hints from '@generated/pos-tags/default/hints.json';
import type {Hints as HintsData} from '../../data';
import {hintId, type Scope} from '../../client/scope';
import styles from './styles.module.css';

const {tags, text} = hints as HintsData;

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
  return tags
    .filter((row) => scope.tags.has(row.tag))
    .map((row) => {
      const names = [
        {lang: 'ko', name: row.ko},
        {lang: 'en', name: row.en},
      ].sort((a, b) => Number(b.lang === text.first) - Number(a.lang === text.first));
      return (
        <div key={row.tag} popover="auto" id={hintId(scope, row.tag)} className={styles.hint}>
          <span className={styles.names}>
            <code>{row.tag}</code>{' '}
            {names.map(({lang, name}, i) => (
              <span key={lang} lang={lang}>
                {i > 0 && ' · '}
                {name}
              </span>
            ))}
          </span>{' '}
          {/* The spaces keep the lines apart in what screen readers read out. */}
          <span>
            {text.sejong}: <Cell markdown={row.sejong} />
          </span>{' '}
          <span>
            {text.upos}: <Cell markdown={row.upos} />
          </span>{' '}
          <Link to="/docs/pos_tagging#tag-table">{text.table}</Link>
        </div>
      );
    });
}
