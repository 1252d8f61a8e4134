import {createContext} from 'react';

/** The tags whose popovers a part of the page has (PosTagScope), and the prefix of their ids. */
export type Scope = {readonly id: string; readonly tags: ReadonlySet<string>};

/** No scope: a tag is plain text (in a code block outside any page content or result). */
export const ScopeContext = createContext<Scope | null>(null);

/** The id of a tag's popover in a scope. */
export const hintId = (scope: Scope, tag: string): string => `${scope.id}-${tag}`;

/**
 * Lets pointing at a tag, or focusing it, open its popover (interestfor, in
 * browsers that have it). Set by script: the HTML checker does not know the
 * attribute yet, and the pages' HTML stays valid; without scripts a click, a
 * tap or Enter opens it.
 */
export const openOnInterest = (button: Element): void => button.setAttribute('interestfor', button.getAttribute('popovertarget') ?? '');
