// The web app manifest's icons (issue #26), drawn from static/img/logo.svg by
// Debian's Chromium: PNG at the two sizes browsers ask for when installing.
// Run on purpose after a change of logo (`make icons`); the PNGs are committed.
import fs from 'node:fs/promises';
import {chromium} from '@playwright/test';

const SIZES = [192, 512];
const svg = await fs.readFile('static/img/logo.svg', 'utf8');
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    // A white disc behind the logo: launchers put icons on any colour.
    await page.setContent(
      `<body style="margin:0"><div style="width:${size}px;height:${size}px;border-radius:50%;background:#fff;display:grid;place-items:center">` +
        `<img style="width:80%;height:80%" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></div></body>`,
    );
    await page.screenshot({path: `static/img/icons/icon-${size}.png`, omitBackground: true});
    await page.close();
  }
} finally {
  await browser.close();
}
