import type {Plugin} from '@docusaurus/types';
import {GUARD_EARLY_TYPING_SCRIPT} from './typedBeforeHydration';

/**
 * What a reader types before the page's scripts have run is kept (issues #13,
 * #25): a line in <head> guards the marked text boxes until their components
 * adopt what they hold (typedBeforeHydration.ts, whose hook the search box and
 * the playground use).
 */
export default function earlyTypingPlugin(): Plugin {
  return {
    name: 'early-typing',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: GUARD_EARLY_TYPING_SCRIPT}]}),
  };
}
