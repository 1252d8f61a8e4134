/**
 * The early-typing guard (typedBeforeHydration.ts says why), as the inline
 * script this folder's plugin writes into <head>.
 */
import {scriptCalling} from '../shared/inlineScript';

/** Where the guard leaves what the components need: window.__typedBeforeHydration. */
export const EARLY_TYPING_STORE = '__typedBeforeHydration';

/** The attribute that marks a box whose early typing its component adopts. */
export const EARLY_TYPING_ATTRIBUTE = 'data-early-typing';

declare global {
  interface Window {
    [EARLY_TYPING_STORE]?: {readonly typed: WeakSet<EventTarget>; readonly release: (field: EventTarget) => void};
  }
}

/**
 * The inline script for <head> (written by this folder's plugin, index.ts):
 * guards each marked box from its first focus or input until its component
 * releases it, and notes the boxes the reader typed into. Once the page has
 * hydrated, any box no component took over is released at the next focus or
 * input. Self-contained: it runs as the text of a script (scriptCalling).
 */
function guardEarlyTyping(attribute: string, store: typeof EARLY_TYPING_STORE): void {
  type Field = HTMLInputElement | HTMLTextAreaElement;
  const guarded: Field[] = [];
  const typed = new WeakSet<EventTarget>();
  const release = (field: EventTarget) => {
    const i = guarded.indexOf(field as Field);
    if (i < 0) return;
    guarded.splice(i, 1);
    // The guards are own properties over the prototype's: deleting them restores value and defaultValue.
    delete (field as Partial<Field>).value;
    delete (field as Partial<Field>).defaultValue;
  };
  const guard = (event: Event) => {
    const field = event.target as Field;
    if (document.documentElement.getAttribute('data-has-hydrated') === 'true') {
      guarded.slice().forEach(release);
      document.removeEventListener('focusin', guard, true);
      document.removeEventListener('input', guard, true);
      return;
    }
    if (!field.hasAttribute || !field.hasAttribute(attribute)) return;
    if (event.type === 'input') typed.add(field);
    if (guarded.indexOf(field) >= 0) return;
    (['value', 'defaultValue'] as const).forEach((key) => {
      const inherited = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)!;
      Object.defineProperty(field, key, {configurable: true, get: () => inherited.get!.call(field), set: () => {}});
    });
    guarded.push(field);
  };
  document.addEventListener('focusin', guard, true);
  document.addEventListener('input', guard, true);
  window[store] = {typed, release};
}

/** The guard as a script, for the plugin. */
export const guardScript = () => scriptCalling(guardEarlyTyping, EARLY_TYPING_ATTRIBUTE, EARLY_TYPING_STORE);
