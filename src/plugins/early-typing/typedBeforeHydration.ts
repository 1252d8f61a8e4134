import {useLayoutEffect, type RefObject} from 'react';
import {EARLY_TYPING_ATTRIBUTE, EARLY_TYPING_STORE} from './guard';

/**
 * What readers type before the page's scripts have run (issues #13, #25).
 *
 * Pages arrive rendered and their scripts run once they have arrived
 * (page-scripts/ssrTemplate.ts), so a text box can be focused and typed into before React
 * takes it over. As it hydrates, React writes the server's text into the box:
 * into its value (a <textarea>'s, at once; an <input>'s, at its next render)
 * and into its default value, which for a box selected in but not yet typed
 * into resets the text and the selection. Readers lost what they typed, or
 * their sentence went in before the default one after a Ctrl+A.
 *
 * So nothing may write to a box the reader has started using until its
 * component takes it over: a line of script in <head> makes each marked box
 * ignore writes to its value and default value from the moment it is focused
 * or typed into, until its component adopts what the box holds, as it holds
 * it: text, caret and selection stay as the reader left them.
 */

const EARLY_TYPING = {[EARLY_TYPING_ATTRIBUTE]: ''} as const;

/**
 * Takes `field` over as the component mounts: the box's guard is lifted, and
 * if the reader typed into it before hydration, `adopt` gets what it holds.
 * Returns the attribute the box must carry.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
): typeof EARLY_TYPING {
  useLayoutEffect(() => {
    const element = field.current;
    const early = window[EARLY_TYPING_STORE];
    if (!element || !early) return;
    early.release(element);
    if (early.typed.has(element)) {
      early.typed.delete(element);
      adopt(element.value);
    }
    // Once, at mount: later typing goes through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return EARLY_TYPING;
}
