import postcss from 'postcss';

// Rspack's compiler has the same hooks and the same `webpack` namespace.
import type {Compiler} from 'webpack';

const NAME = 'unused-css-rules';
/** The classes a selector needs an element to have; those inside :not(), :is(), :where(), :has() only may be absent. */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\([^()]*\)/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Custom properties that nothing reads: neither a var() of the sheet (as it is
 * after the last round) nor a script. Infima declares some 300, for the
 * components whose rules are dropped among others.
 */
function withoutUnusedProperties(sheet: postcss.Root, scripts: string): void {
  const declared = (): Set<string> => {
    const properties = new Set<string>();
    sheet.walkDecls(/^--/, ({prop}) => void properties.add(prop));
    return properties;
  };
  const before = declared();
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set(Array.from(sheet.toString().matchAll(/var\(\s*(--[\w-]+)/g), ([, property]) => property));
    sheet.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop) || scripts.includes(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
  }
  // Any mention in a value, however it is written, must still be declared: else a colour would be lost.
  const after = declared();
  sheet.walkDecls((declaration) => {
    for (const [property] of declaration.value.matchAll(/--[\w-]+/g)) {
      if (before.has(property) && !after.has(property))
        throw new Error(`${NAME}: ${property} was dropped, yet ${declaration.prop} reads it`);
    }
  });
}

/**
 * Drops the stylesheet's rules for classes no script of the site names:
 * Infima styles every component it has (cards, pills, tabs, avatars, a
 * spacing utility for each side and size...) and the site uses few of them.
 * Every class a page can carry is a string in some chunk (the theme's
 * components, our CSS modules' class maps, the pages' MDX), so a selector
 * whose classes appear in no chunk can match nothing. Selector lists keep
 * their other selectors; rules without classes are kept, and so are custom
 * properties something reads.
 */
export function withoutUnusedCss(css: string, scripts: string): string {
  const words = new Set(scripts.match(/[\w-]+/g));
  // A class put together in a script (`button--${kind}`) leaves its start as a word ending in a hyphen.
  const starts = [...words].filter((word) => word.length > 3 && word.endsWith('-'));
  const named = (name: string) => words.has(name) || starts.some((start) => name.startsWith(start));
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const used = rule.selectors.filter((selector) =>
      [...selector.replace(FUNCTIONAL_PSEUDO, '').matchAll(CLASS)].every(([, cls]) => named(cls!)),
    );
    if (used.length === 0) rule.remove();
    else if (used.length < rule.selectors.length) rule.selectors = used;
  });
  withoutUnusedProperties(sheet, scripts);
  sheet.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return sheet.toString();
}

/**
 * The client build's stylesheet without what no page can use
 * (withoutUnusedCss): every page's first view spent 17.4 KiB (gzip) on
 * CSS, now 15.2. It runs before the minifier, and the file's name is
 * hashed after it.
 */
export function unusedCssRules() {
  return {
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, (assets) => {
          const names = Object.keys(assets);
          const text = (file: string) => String(assets[file]!.source());
          const scripts = names
            .filter((file) => file.endsWith('.js'))
            .map(text)
            .join('\n');
          for (const name of names.filter((file) => file.endsWith('.css'))) {
            compilation.updateAsset(name, new sources.RawSource(withoutUnusedCss(text(name), scripts)));
          }
        });
      });
    },
  };
}
