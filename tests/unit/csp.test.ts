import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import {checkEmitted, inlineScripts, policyFor, sha256, withPolicy} from '@site/src/plugins/content-security-policy/policy';
import {scriptCalling, scriptTag} from '@site/src/plugins/shared/inlineScript';
import {emittedScripts, minifiedElement, minifiedSource, pageMinifier} from '@site/src/plugins/shared/minifiedScript';

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

  it('refuses an inline script no plugin emitted as it stands, naming the page and what was emitted', () => {
    const emitted = new Map([['a()', 'the a plugin']]);
    expect(() => checkEmitted('fetch("https://elsewhere.example")', emitted, 'docs/x.html')).toThrow(
      /docs\/x\.html.*elsewhere.*the a plugin/,
    );
    // A script that merely contains an emitted one is not it.
    expect(() => checkEmitted('a();fetch("/x")', emitted, 'x.html')).toThrow();
    expect(() => checkEmitted('a()', emitted, 'x.html')).not.toThrow();
  });

  it('knows the scripts the plugins emit: their injectHtmlTags scripts and the ones they declare', () => {
    const plugins = [
      {
        name: 'one',
        content: {base: '/en/'},
        injectHtmlTags: ({content}: {content: unknown}) => ({
          headTags: [
            scriptTag(`go(${JSON.stringify((content as {base: string}).base)})`, {'data-script': 'one'}),
            {tagName: 'script', attributes: {src: '/gtag.js', async: true}},
            {tagName: 'script', attributes: {type: 'application/ld+json'}, innerHTML: '{}'},
            {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://x'}},
          ],
        }),
        inlineScripts: (content: {base: string}) => [{name: 'declared', source: `back(${JSON.stringify(content.base)})`}],
      },
      {name: 'two', injectHtmlTags: () => ({preBodyTags: ['<svg></svg>', '<script src="https://x/y.js"></script>', null, false]})},
    ] as unknown as Plugin<unknown>[];
    expect(emittedScripts(plugins)).toEqual([
      {name: 'declared', source: 'back("/en/")'},
      {name: "one's injectHtmlTags", source: 'go("/en/")', attributes: {'data-script': 'one'}},
    ]);
    const markup = [{name: 'three', injectHtmlTags: () => ({headTags: ['<script>x()</script>']})}] as unknown as Plugin<unknown>[];
    expect(() => emittedScripts(markup)).toThrow(/three/);
  });

  it('writes a script whose arguments cannot close its element', () => {
    const source = scriptCalling((text: string) => console.log(text), '</script><script>alert(1)</script>');
    expect(source).not.toContain('</script>');
    expect(source).toMatch(/\\u003c\/script>/);
  });

  it('holds each emitted script as the HTML minifier leaves it, and a named script is never joined with its neighbour', async () => {
    const minify = await pageMinifier({future: {faster: {swcHtmlMinimizer: true}}});
    const script = {name: 'x', source: scriptCalling((n: number) => console.log(n + 1), 41)};
    expect(await minifiedSource(script, minify)).toBe('console.log(42)');
    const named = {...script, attributes: {'data-script': 'x'}};
    expect(await minifiedElement(named, minify)).toBe('<script data-script=x>console.log(42)</script>');
    const page = await minify(
      `<!DOCTYPE html><html><head>${await minifiedElement(named, minify)}<script>console.log(1)</script></head><body></body></html>`,
    );
    expect(inlineScripts(page)).toEqual(['console.log(42)', 'console.log(1)']);
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
