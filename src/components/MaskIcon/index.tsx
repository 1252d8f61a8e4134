import clsx from 'clsx';
import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';

type Shape = 'lightMode' | 'darkMode' | 'systemColorMode' | 'language' | 'home' | 'menu';

/**
 * One of the theme's icons drawn by the stylesheet (a CSS mask painted in the
 * text colour) instead of as inline SVG. The navbar and breadcrumb icons put
 * about 1 KB (gzip) of path data into every page's HTML. With issue #33's
 * popovers, that took the API reference and the tagging guide past the
 * 14,600 bytes a new connection's first round trip carries, and a page past it
 * paints one round trip later: Lighthouse's LCP for the API reference went
 * from about 930 to 1,050 ms. The paths now sit once in the cached stylesheet;
 * tests/budgets/budgets.json (firstRoundTrip) keeps the pages within it. The
 * icons are all decorative: the buttons and links they are in carry the names.
 */
export function maskIcon(shape: Shape) {
  // The theme gives these icons a class at most (its sizes are in ours, as in its SVG).
  return function MaskIcon({className}: ComponentProps<'svg'>): ReactNode {
    return <span aria-hidden="true" className={clsx(styles.icon, styles[shape], className)} />;
  };
}
