import {describe, expect, it} from 'vitest';
import {withoutUnusedCss} from '@site/src/plugins/inline-stylesheet/unusedCssRules';

const squeeze = (css: string) => css.replace(/\s+/g, ' ').trim();

describe("the stylesheet without what no page can use (inline-stylesheet's unusedCssRules.ts)", () => {
  it('drops rules for classes no script names, and keeps the rest', () => {
    const css = '.card{padding:1rem} .navbar{color:red} a{color:blue} .navbar .pills__item{margin:0}';
    expect(squeeze(withoutUnusedCss(css, 'clsx("navbar")'))).toBe('.navbar{color:red} a{color:blue}');
  });

  it('keeps the classes a script puts together from a start and a value', () => {
    const css = '.button--primary{color:red} .button--danger{color:pink} .card--full{padding:0}';
    expect(squeeze(withoutUnusedCss(css, 'className:`button button--${kind}`'))).toBe(
      '.button--primary{color:red} .button--danger{color:pink}',
    );
  });

  it('keeps the used selectors of a list, and needs no class inside :not()', () => {
    const css = '.card, .navbar{color:red} .menu:not(.menu--hidden){display:block}';
    expect(squeeze(withoutUnusedCss(css, '"navbar menu"'))).toBe('.navbar{color:red} .menu:not(.menu--hidden){display:block}');
  });

  it('empties no @media and keeps keyframes', () => {
    const css = '@media (max-width:996px){.card{padding:0}} @keyframes spin{from{opacity:0}to{opacity:1}}';
    expect(squeeze(withoutUnusedCss(css, ''))).toBe('@keyframes spin{from{opacity:0}to{opacity:1}}');
  });

  it('drops custom properties nothing reads, round after round, and keeps those a script or a var() reads', () => {
    const css = `:root{--card-pad:var(--space);--space:1rem;--used:red;--scripted:0}
.card{padding:var(--card-pad)} a{color:var(
    --used
  )}`;
    expect(squeeze(withoutUnusedCss(css, 'style.getPropertyValue("--scripted")'))).toBe(
      ':root{--used:red;--scripted:0} a{color:var( --used )}',
    );
  });

  it('stops the build rather than drop a property that a value still mentions', () => {
    // A mention the var() reading does not see (a comment's is enough to prove the check runs on every value).
    const css = ':root{--accent:red} a{color:var(/* x */--accent)}';
    expect(() => withoutUnusedCss(css, '')).toThrow(/--accent was dropped/);
  });
});
