import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {loadFreshModule} from '@docusaurus/utils';
import type {I18n} from '@docusaurus/types';
import type * as AddressVariants from '@site/src/plugins/github-pages/addressVariants';
import type * as NotFoundByLocale from '@site/src/plugins/github-pages/notFoundByLocale';

// Loaded the way Docusaurus loads the config and its plugins (jiti), so that each script's text is the one the build writes.
const plugin = (file: string) => loadFreshModule(path.join(__dirname, '../../src/plugins/github-pages', file));
const {canonicalAddressTag} = (await plugin('addressVariants.ts')) as typeof AddressVariants;
const {notFoundScript} = (await plugin('notFoundByLocale.ts')) as typeof NotFoundByLocale;

/** Runs a script's text, as the browser would, at `address`; returns where it sent the reader. */
function runAt(source: string, address: string) {
  const url = new URL(address, 'https://hamanlp.github.io');
  const moves: {replaced?: string; replacedState?: string} = {};
  vi.stubGlobal('location', {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => (moves.replaced = to),
  });
  vi.stubGlobal('history', {state: null, replaceState: (_: unknown, __: string, to: string) => (moves.replacedState = to)});
  // The text alone, in a scope of its own: it may use nothing of its module.
  new Function(source)();
  return moves;
}

const i18n = (currentLocale: string): I18n =>
  ({
    currentLocale,
    defaultLocale: 'ko',
    locales: ['ko', 'en'],
    localeConfigs: {ko: {baseUrl: '/hama/'}, en: {baseUrl: '/hama/en/'}},
  }) as unknown as I18n;

describe('inline scripts, run from their text', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the address fix-up gives /x for /x/, /x/index.html and /x.html, keeping the query and hash', () => {
    const source = canonicalAddressTag('/hama/').innerHTML!;
    expect(runAt(source, '/hama/docs/dict/?q=1#filters').replacedState).toBe('/hama/docs/dict?q=1#filters');
    expect(runAt(source, '/hama/docs/dict/index.html').replacedState).toBe('/hama/docs/dict');
    expect(runAt(source, '/hama/docs/dict.html').replacedState).toBe('/hama/docs/dict');
    expect(runAt(source, '/hama/index.html').replacedState).toBe('/hama/');
    expect(runAt(source, '/hama/docs/dict').replacedState).toBeUndefined();
    expect(runAt(source, '/hama/').replacedState).toBeUndefined();
    // A malformed escape would crash the router: its % is escaped instead.
    expect(runAt(source, '/hama/%E0%A4%A').replacedState).toBe('/hama/%25E0%25A4%25A');
  });

  it("the default edition's not-found page hands an /en/ address over, and the English one takes it back", () => {
    const handOver = notFoundScript(i18n('ko'))!.source;
    expect(runAt(handOver, '/hama/en/nowhere?x=1#y').replaced).toBe(
      `/hama/en/404.html?from=${encodeURIComponent('/hama/en/nowhere?x=1#y')}`,
    );
    expect(runAt(handOver, '/hama/nowhere').replaced).toBeUndefined();
    const takeBack = notFoundScript(i18n('en'))!.source;
    expect(runAt(takeBack, `/hama/en/404.html?from=${encodeURIComponent('/hama/en/nowhere?x=1')}`).replacedState).toBe(
      '/hama/en/nowhere?x=1',
    );
    // Only an address of its own edition.
    expect(runAt(takeBack, `/hama/en/404.html?from=${encodeURIComponent('https://elsewhere.example/')}`).replacedState).toBeUndefined();
  });

  it('a site of one edition has no not-found script', () => {
    expect(notFoundScript({...i18n('ko'), locales: ['ko']})).toBeNull();
  });
});
