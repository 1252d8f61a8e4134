// Renders scripts/social-card.html to the images that link previews show
// (1200×630): static/img/social-card.png for the Korean edition and
// social-card-en.png, with the tagline in English, for the English one.
// Needs a Korean font on the machine (Debian: fonts-noto-cjk).
// Run: node scripts/make-social-card.mjs
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const CARDS = [
  {file: 'social-card.png', lang: 'ko', tagline: null},
  {file: 'social-card-en.png', lang: 'en', tagline: 'A Korean morphological<br>analyser for Python,<br>light to install'},
];

const here = path.dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
for (const {file, lang, tagline} of CARDS) {
  await page.goto(`file://${path.join(here, 'social-card.html')}`);
  await page.evaluate(
    ([lang, tagline]) => {
      document.documentElement.lang = lang;
      if (tagline) document.querySelector('p').innerHTML = tagline;
    },
    [lang, tagline],
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({path: path.join(here, `../static/img/${file}`)});
}
await browser.close();
