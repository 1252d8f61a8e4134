import {useLayoutEffect, type RefObject} from 'react';

/**
 * What readers type before the page's scripts have run (issue #13).
 *
 * Pages arrive rendered and their scripts come after the first paint
 * (ssrTemplate.ts), so a text box can be typed into before React
 * takes it over. React then puts the server's value back into a <textarea>
 * as it hydrates, and into an <input> at its next render: what the reader
 * typed was lost. A line of script in <head> notes each field's value as it
 * is typed until the page has hydrated; the field's component adopts it once.
 */

const STORE = '__typedBeforeHydration';

declare global {
  interface Window {
    [STORE]?: WeakMap<EventTarget, string>;
  }
}

/** Inline script for <head> (injected by src/plugins/lean-first-view). */
export const RECORD_TYPED_SCRIPT = `(function(d,w){var typed=w.${STORE}=new WeakMap();function note(e){if(d.documentElement.getAttribute('data-has-hydrated')==='true')return d.removeEventListener('input',note,true);if(typeof e.target.value==='string')typed.set(e.target,e.target.value)}d.addEventListener('input',note,true)})(document,window)`;

/**
 * Calls `adopt` once, as the component mounts, with the value the reader
 * typed into `field` before hydration, if any.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const element = field.current;
    const typed = element ? window[STORE]?.get(element) : undefined;
    if (element && typed !== undefined) {
      window[STORE]?.delete(element);
      adopt(typed);
    }
    // Once, at mount: later typing goes through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
