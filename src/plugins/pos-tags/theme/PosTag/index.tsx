import {useContext, type ReactNode} from 'react';
import {ScopeContext, hintId, openOnInterest} from '../../client/scope';
import styles from './styles.module.css';

export type Props = {readonly tag: string};

/**
 * A POS22 tag that explains itself: a button (the tag's text, unchanged for
 * copying) that opens its popover in the scope's list (PosTagScope). Both are
 * in the server's HTML and need no script: a click, a tap or Enter opens the
 * popover (popovertarget; "show", so that a press after pointing or focusing
 * does not close it again), Escape closes it. Once scripts run, pointing at
 * the tag or focusing it opens it too. A tag the scope
 * has no popover for is plain text.
 */
export default function PosTag({tag}: Props): ReactNode {
  const scope = useContext(ScopeContext);
  if (!scope?.tags.has(tag)) return tag;
  const id = hintId(scope, tag);
  return (
    // Described by its popover: screen readers read the names with the tag, closed or open. No marking
    // attribute: `popovertarget` marks it for the search index and the feeds, and a page carries up to a
    // hundred tags in the HTML it needs before its first paint (src/components/MaskIcon says why that matters).
    <button
      type="button"
      className={styles.tag}
      popoverTarget={id}
      popoverTargetAction="show"
      aria-describedby={id}
      ref={(button) => button && openOnInterest(button)}>
      {tag}
    </button>
  );
}
