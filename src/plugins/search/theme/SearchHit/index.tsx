import type {ReactNode} from 'react';
import type {SearchHit as Hit} from '@site/src/plugins/search/engine';
import {snippet} from '@site/src/plugins/search/snippet';
import styles from './styles.module.css';

export type Props = {readonly hit: Hit};

/** A search result's text: page › section, and the passage with the matched words marked. */
export default function SearchHit({hit}: Props): ReactNode {
  const parts = snippet(hit.text, hit.matchedTerms);
  return (
    <>
      <span className={styles.where}>
        <span className={styles.page}>{hit.page}</span>
        {hit.heading !== hit.page && (
          <>
            <span aria-hidden="true"> › </span>
            <span className={styles.heading}>{hit.heading}</span>
          </>
        )}
      </span>
      {parts.length > 0 && (
        <span className={styles.snippet}>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</span>
      )}
    </>
  );
}
