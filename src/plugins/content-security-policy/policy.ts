/**
 * The Content Security Policy of every page (issue #25). GitHub Pages sends no
 * headers, so the policy is a <meta http-equiv> as the first element of <head>.
 * Pure functions: the plugin (index.ts) applies them to the built HTML, and
 * tests/unit/csp.test.ts checks them in Node.
 */
import {createHash} from 'node:crypto';
import {atHeadStart} from '../shared/headStart';

/**
 * Every inline script the build may write, and whose it is. An inline script
 * that matches none of these fails the build: add one here on purpose (README,
 * "Content Security Policy"), and its hash goes into each page that has it.
 */
export const INLINE_SCRIPTS: readonly {readonly name: string; readonly matches: RegExp}[] = [
  {
    // One script, since the minifier joins the two plugins' adjacent <head> scripts; either may come first.
    name: 'early-typing guard (src/plugins/lean-first-view) and address fix-up (src/plugins/github-pages)',
    matches: /^(?=[\s\S]*__typedBeforeHydration)(?=[\s\S]*history\.replaceState)/,
  },
  {
    name: 'colour mode and announcement bar state (Docusaurus theme-classic)',
    matches: /"docusaurus-theme"[\s\S]*data-announcement-bar-initially-dismissed/,
  },
  {name: 'removal of scripts that failed to load (src/plugins/lean-first-view/ssrTemplate.ts)', matches: /instanceof HTMLScriptElement/},
  {
    name: 'playground: the address’s text and early start (src/plugins/playground/client/earlyStart.ts)',
    matches: /data-playground-pending/,
  },
  {name: 'English not-found hand-over (src/plugins/github-pages/notFoundByLocale.ts)', matches: /404\.html\?from=|\.get\(['"]from['"]\)/},
  {name: 'Google Analytics configuration (Docusaurus plugin-google-gtag)', matches: /window\.dataLayer\s*=\s*window\.dataLayer/},
];

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
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(body!);
  }
  return scripts;
}

export const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Throws, naming the script, when an inline script is not one of INLINE_SCRIPTS. */
export function checkRegistered(script: string, where: string): void {
  if (INLINE_SCRIPTS.some(({matches}) => matches.test(script))) return;
  throw new Error(
    `${where} has an inline script no one registered, so the Content Security Policy would block it: ` +
      `“${script.slice(0, 120)}…”. If it is meant to be there, add it to INLINE_SCRIPTS in src/plugins/content-security-policy/policy.ts.`,
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
