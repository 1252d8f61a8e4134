import {describe, expect, it} from 'vitest';
import {replaceModules} from '../../src/plugins/shared/replaceModules';
import {locate, UPSTREAM} from '../../src/plugins/shared/upstream';

// The contributing page: "if a module we swap was renamed, moved, or is no longer used, the build fails naming it".
const progressBar = {upstream: UPSTREAM.progressBar, ours: 'ours/nprogress.js'};

/** The swap's bundler hook, fed the modules a bundle would hold. */
function bundleHolding(resources: string[], isServer: boolean) {
  class NormalModuleReplacementPlugin {}
  const configure = replaceModules('/plugin', [progressBar]);
  const {plugins} = configure(
    {} as never,
    isServer,
    {currentBundler: {instance: {NormalModuleReplacementPlugin}}} as never,
    {} as never,
  ) as {
    plugins: [unknown, {apply(compiler: unknown): void}];
  };
  let done: (stats: {compilation: {modules: object[]}}) => void = () => {};
  plugins[1].apply({hooks: {done: {tap: (_name: string, fn: typeof done) => (done = fn)}}});
  return () => done({compilation: {modules: resources.map((resource) => ({resource}))}});
}

describe('swapping an upstream module fails the build, naming it', () => {
  it('when the module is gone from its package (renamed or moved)', () => {
    const moved = {...progressBar, upstream: {...UPSTREAM.progressBar, module: '@docusaurus/theme-classic/lib/nprogress-moved.js'}};
    expect(() => replaceModules('/plugin', [moved])).toThrow('@docusaurus/theme-classic/lib/nprogress-moved.js is gone');
  });

  it('when the bundle holds the upstream module as it is (the swap matched nothing)', () => {
    const bundle = bundleHolding([locate(UPSTREAM.progressBar.module), '/plugin/ours/nprogress.js'], false);
    expect(bundle).toThrow(`${UPSTREAM.progressBar.module} was bundled as it is`);
  });

  it('when the client bundle holds neither (Docusaurus no longer imports it)', () => {
    expect(bundleHolding([], false)).toThrow(
      `/plugin/ours/nprogress.js should replace ${UPSTREAM.progressBar.module}, but nothing bundled it`,
    );
    // The server bundle need not hold it.
    expect(bundleHolding([], true)).not.toThrow();
  });

  it('and passes when ours stands in for it', () => {
    expect(bundleHolding(['/plugin/ours/nprogress.js'], false)).not.toThrow();
  });
});
