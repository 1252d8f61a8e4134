import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const page = await (await browser.newContext({viewport: {width: 375, height: 800}, locale: 'ko-KR'})).newPage();
await page.goto('http://127.0.0.1:3000/docs/pos_tagging');
const t = page.locator('main table').first();
await t.scrollIntoViewIfNeeded();
console.log(await t.evaluate((e) => [getComputedStyle(e).display, getComputedStyle(e).overflowX, e.scrollWidth, e.clientWidth]));
await t.screenshot({path: '/tmp/table375.png'});
await browser.close();
