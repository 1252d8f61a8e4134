/**
 * The Content Security Policy of every page (issue #25). GitHub Pages sends no
 * headers, so the policy is a <meta http-equiv> as the first element of <head>.
 * Pure functions: the plugin (index.ts) applies them to the built HTML, and
 * tests/unit/csp.test.ts checks them in Node. Which scripts are allowed is not
 * listed here: the plugins that emit them say (src/plugins/shared/inlineScript.ts).
 */
import {createHash} from 'node:crypto';
import {atHeadStart} from '../shared/headStart';
import {isRunnable} from '../shared/inlineScript';

/** Hosts Google Analytics 4 loads from and sends to (its documented CSP). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** `<script>` elements with a body and no src that the browser runs (JSON-LD and other data blocks are not scripts). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    if (!isRunnable(/\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1])) continue;
    scripts.push(body!);
  }
  return scripts;
}

export const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Throws, naming the page, when an inline script is not, character for
 * character, one that a plugin emitted (`emitted`: each emitted script as the
 * minifier leaves it, with its name; src/plugins/shared/inlineScript.ts).
 */
export function checkEmitted(script: string, emitted: ReadonlyMap<string, string>, page: string): void {
  if (emitted.has(script)) return;
  throw new Error(
    `${page} has an inline script that no plugin emitted as it stands, so the Content Security Policy would block it: ` +
      `“${script.slice(0, 120)}…”. Emit scripts through injectHtmlTags or declare them with inlineScripts ` +
      `(src/plugins/shared/inlineScript.ts); the minifier joins adjacent scripts whose attributes are alike. ` +
      `Emitted: ${[...new Set(emitted.values())].join('; ')}.`,
  );
}

/** The policy for a page whose inline scripts have these hashes. */
export function policyFor(scriptHashes: readonly string[], {analytics}: {analytics: boolean}): string {
  const extra = (hosts: readonly string[]) => (analytics ? hosts : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...extra(ANALYTICS.script)],
    // React and Docusaurus write style attributes (widths, the chart's colours);
    // styles cannot run code, and hashing every attribute would need 'unsafe-hashes'.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Infima's icons are data: SVGs in the stylesheet.
    ['img-src', "'self'", 'data:', ...extra(ANALYTICS.img)],
    ['connect-src', "'self'", ...extra(ANALYTICS.connect)],
    // The playground's worker (any page can become the playground without a reload).
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The page with its policy as the first element of <head>. */
export const withPolicy = (html: string, policy: string, page = 'a page') =>
  atHeadStart(html, `<meta http-equiv="Content-Security-Policy" content="${policy}">`, page);
