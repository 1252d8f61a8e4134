import {useLayoutEffect, type RefObject} from 'react';

/**
 * What readers type before the page's scripts have run (issues #13, #25).
 *
 * Pages arrive rendered and their scripts run once they have arrived
 * (lean-first-view/ssrTemplate.ts), so a text box can be focused and typed into before React
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

const STORE = '__typedBeforeHydration';

declare global {
  interface Window {
    [STORE]?: {readonly typed: WeakSet<EventTarget>; readonly release: (field: EventTarget) => void};
  }
}

/** The attribute that marks a box whose early typing its component adopts. */
const ATTRIBUTE = 'data-early-typing';
const EARLY_TYPING = {[ATTRIBUTE]: ''} as const;

/**
 * Inline script for <head> (injected by this folder's plugin, index.ts): guards
 * each marked box from its first focus or input until its component releases
 * it, and notes the boxes the reader typed into. Once the page has hydrated,
 * any box no component took over is released at the next focus or input.
 */
export const GUARD_EARLY_TYPING_SCRIPT = `(function(d,w){var guarded=[],typed=new WeakSet();function release(f){var i=guarded.indexOf(f);if(i>=0){guarded.splice(i,1);delete f.value;delete f.defaultValue}}function guard(e){var f=e.target;if(d.documentElement.getAttribute('data-has-hydrated')==='true'){guarded.slice().forEach(release);d.removeEventListener('focusin',guard,true);d.removeEventListener('input',guard,true);return}if(!f.hasAttribute||!f.hasAttribute('${ATTRIBUTE}'))return;if(e.type==='input')typed.add(f);if(guarded.indexOf(f)>=0)return;['value','defaultValue'].forEach(function(k){var p=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),k);Object.defineProperty(f,k,{configurable:true,get:function(){return p.get.call(f)},set:function(){}})});guarded.push(f)}d.addEventListener('focusin',guard,true);d.addEventListener('input',guard,true);w.${STORE}={typed:typed,release:release}})(document,window)`;

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
    const early = window[STORE];
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
