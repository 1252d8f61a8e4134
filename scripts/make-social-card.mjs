// Renders scripts/social-card.html to static/img/social-card.png (1200×630),
// the image that link previews show. Needs a Korean font on the machine
// (Debian: fonts-noto-cjk). Run: node scripts/make-social-card.mjs
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.goto(`file://${path.join(here, 'social-card.html')}`);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({path: path.join(here, '../static/img/social-card.png')});
await browser.close();
