import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (let i = 0; i < 2; i++) {
const context = await browser.newContext();
const page = await context.newPage();
const t0 = Date.now();
await page.goto('http://127.0.0.1:3000/playground');
await page.getByText(/^준비됨/).waitFor({timeout: 60000});
console.log('nav→ready', Date.now() - t0);
const w = page.workers()[0];
console.log(JSON.stringify(await w.evaluate(() => ({start: self.hamaStart, res: performance.getEntriesByType('resource').map(e => [e.name.split('/').pop(), Math.round(e.startTime), Math.round(e.responseStart), Math.round(e.responseEnd), e.encodedBodySize])}))));
console.log(JSON.stringify(await page.evaluate(() => ({nav: Math.round(performance.getEntriesByType('navigation')[0].responseEnd), res: performance.getEntriesByType('resource').filter(e=>/worker|css/.test(e.name)).map(e => [e.name.split('/').pop(), Math.round(e.startTime), Math.round(e.responseEnd)])}))));
await context.close();
}
await browser.close();
