import clsx from 'clsx';
import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';

type Shape = 'lightMode' | 'darkMode' | 'systemColorMode' | 'language' | 'home' | 'menu';

/**
 * One of the theme's icons drawn by the stylesheet (a CSS mask painted in the
 * text colour) instead of as inline SVG. The navbar and breadcrumb icons put
 * about 1 KB (gzip) of path data into every page's HTML; as masks, each path
 * is written once, in the stylesheet (which since issue #51 is in the page:
 * src/plugins/inline-stylesheet/inlineStylesheet.ts). Every byte a page
 * needs before its first paint counts on a slow network:
 * tests/budgets/budgets.json (beforeFirstPaint) holds each page to its limit.
 * The icons are all decorative: the buttons and links they are in carry the names.
 */
export function maskIcon(shape: Shape) {
  // The theme gives these icons a class at most (its sizes are in ours, as in its SVG).
  return function MaskIcon({className}: ComponentProps<'svg'>): ReactNode {
    return <span aria-hidden="true" className={clsx(styles.icon, styles[shape], className)} />;
  };
}
