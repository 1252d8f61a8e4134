import type {Plugin} from '@docusaurus/types';
import {scriptTag} from '../shared/inlineScript';
import {guardScript} from './guard';

/**
 * What a reader types before the page's scripts have run is kept (issues #13,
 * #25): a line in <head> guards the marked text boxes until their components
 * adopt what they hold (guard.ts; the hook that the search box and the playground use is in
 * typedBeforeHydration.ts).
 */
export default function earlyTypingPlugin(): Plugin {
  return {
    name: 'early-typing',
    // Named: the minifier would join it with github-pages' line beside it otherwise.
    injectHtmlTags: () => ({headTags: [scriptTag(guardScript(), {'data-script': 'early-typing'})]}),
  };
}
