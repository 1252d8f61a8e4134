import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes with every token at WCAG AA contrast (4.5:1 or
 * more) on the code background; axe-core checks this on every route.
 * Each is a stock theme with only the failing colours darkened (light) or
 * lightened (dark).
 */
function recolor(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const color = style.types.map((type) => colors[type]).find(Boolean);
      return color ? {...style, style: {...style.style, color}} : style;
    }),
  };
}

// On #f6f8fa: comment 5.7:1, string 6.2:1, number/boolean 5.4:1, keyword 5.2:1, function 6.2:1.
export const prismLight = recolor(themes.github, {
  comment: '#5c636b',
  string: '#b8084f',
  boolean: '#19716f',
  atrule: '#0070a0',
  function: '#b3202f',
});

// On #282a36: comment 5.0:1.
export const prismDark = recolor(themes.dracula, {comment: '#8b98c4'});
