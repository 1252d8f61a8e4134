import {describe, expect, it} from 'vitest';
import {checkRegistered, inlineScripts, policyFor, sha256, withPolicy} from '@site/src/plugins/content-security-policy/policy';

describe('Content Security Policy', () => {
  it('hashes what the browser runs: inline scripts, not JSON-LD or external scripts', () => {
    const html =
      '<head><script>a()</script><script type="application/ld+json">{"x":1}</script>' +
      '<script src="/main.js"></script><script type=module>b()</script></head>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('writes the hash the way CSP spells it', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('refuses an inline script no one registered, naming it and where to register it', () => {
    expect(() => checkRegistered('fetch("https://elsewhere.example")', 'docs/x.html')).toThrow(/docs\/x\.html.*elsewhere.*INLINE_SCRIPTS/);
    expect(() =>
      checkRegistered('addEventListener("error",function(e){e.target instanceof HTMLScriptElement&&e.target.remove()},!0)', 'x.html'),
    ).not.toThrow();
  });

  it('allows scripts only from the site and the given hashes; analytics hosts only with analytics', () => {
    const plain = policyFor(["'sha256-abc'"], {analytics: false});
    expect(plain).toContain("script-src 'self' 'sha256-abc';");
    expect(plain).not.toMatch(/unsafe-eval|google/);
    expect(plain).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(plain).toContain("object-src 'none'");
    expect(policyFor([], {analytics: true})).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
  });

  it('puts the policy first in <head>, before anything it governs', () => {
    expect(withPolicy('<html><head><meta charset=utf-8><script>x</script></head>', "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><meta charset=utf-8><script>x</script></head>`,
    );
    expect(() => withPolicy('<p>no head</p>', '')).toThrow();
  });
});
