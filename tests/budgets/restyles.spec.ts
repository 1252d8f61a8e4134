import {test, expect, open} from '../test';

/**
 * What one class change on <html> costs in style recalculation, counted in
 * Chromium's trace. A selector on the class attribute outside a rule's subject
 * (`.x [class*=y] > *`, which src/css/custom.css had) makes every class change
 * on an element restyle all of its descendants; Docusaurus sets the classes of
 * <html> one at a time while hydrating, so that rule cost every docs page four
 * or five whole restyles, about 10 ms each here and four times that on
 * Lighthouse's phone (issue #33: the English tagging guide's blocking time).
 * The stylesheet is one for the whole site, so the largest pages show any
 * such rule. Counted, not timed: it runs beside the other browser tests (the
 * `bytes` project).
 */
const PAGES = ['/docs/pos_tagging', '/en/docs/pos_tagging', '/docs/api/tagging'];

/** A class change on <html> may restyle it and a few elements whose rules name the class; not the page. */
const MOST_RESTYLED = 20;

type TraceEvent = {name: string; ph: string; args?: {elementCount?: number}};

test('a class change on <html> restyles a few elements, not the whole page', async ({page, browser}) => {
  const rows: string[] = [];
  const restyled: Record<string, number> = {};
  for (const path of PAGES) {
    await open(page, path);
    const rendered = await page.evaluate(
      () => Array.from(document.body.querySelectorAll('*')).filter((element) => element.checkVisibility()).length,
    );
    await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
    let trace: Buffer;
    try {
      // As Docusaurus does while hydrating; reading a computed style makes the browser restyle at once.
      await page.evaluate(() => {
        document.documentElement.classList.add('restyle-probe');
        return getComputedStyle(document.body).color;
      });
    } finally {
      trace = await browser.stopTracing();
    }
    const {traceEvents} = JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]};
    restyled[path] = traceEvents
      .filter((event) => event.name === 'UpdateLayoutTree' && event.ph === 'X')
      .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
    rows.push(`  ${path.padEnd(22)} ${restyled[path]} of its ${rendered} rendered elements`);
  }
  console.log(['elements restyled by one class change on <html>:', ...rows].join('\n'));
  for (const path of PAGES) {
    // <html> itself at least: a trace that no longer names the recalculation as read here would count none.
    expect(restyled[path], path).toBeGreaterThan(0);
    expect(restyled[path], path).toBeLessThanOrEqual(MOST_RESTYLED);
  }
});
