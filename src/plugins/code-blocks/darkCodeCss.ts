import type {PrismTheme} from 'prism-react-renderer';

type TokenStyle = {color?: string; fontStyle?: string; opacity?: number};

/** Each token type's style as prism-react-renderer merges it (later entries win). */
function stylesByType(theme: PrismTheme): Map<string, TokenStyle> {
  const byType = new Map<string, TokenStyle>();
  for (const {types, style} of theme.styles) {
    for (const type of types) byType.set(type, {...byType.get(type), ...(style as TokenStyle)});
  }
  return byType;
}

/**
 * CSS that gives code blocks still showing the build's HTML the dark theme's
 * colours. The build highlights with the light theme, as inline styles; the
 * blocks keep that HTML until the reader reaches for one (theme/CodeBlock),
 * so in dark mode these rules, `!important` to beat the inline styles, recolour
 * them. Live blocks already carry the dark colours inline: the rules agree.
 */
export function darkCodeCss(light: PrismTheme, dark: PrismTheme): string {
  const lightStyles = stylesByType(light);
  const darkStyles = stylesByType(dark);
  const scope = "[data-theme='dark'] .theme-code-block";
  const rules = [
    `${scope}{--prism-color:${dark.plain.color}!important;--prism-background-color:${dark.plain.backgroundColor}!important}`,
    `${scope} .prism-code{color:${dark.plain.color}!important;background-color:${dark.plain.backgroundColor}!important}`,
  ];
  for (const type of new Set([...lightStyles.keys(), ...darkStyles.keys()])) {
    const style = darkStyles.get(type) ?? {};
    rules.push(
      `${scope} .token.${type}{color:${style.color ?? dark.plain.color}!important;` +
        `font-style:${style.fontStyle ?? 'normal'}!important;opacity:${style.opacity ?? 1}!important}`,
    );
  }
  return rules.join('');
}
