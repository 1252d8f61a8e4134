// The web app manifest's icons (issue #26), drawn from static/img/logo.svg by
// Debian's Chromium: PNG at the two sizes browsers ask for when installing; and
// static/favicon.ico, which browsers ask the site's root for when a document names
// no icon (the Markdown twins, llms.txt). Run on purpose after a change of logo
// (`make icons`); the files are committed.
import fs from 'node:fs/promises';
import {chromium} from '@playwright/test';

const SIZES = [192, 512];
const FAVICON_SIZES = [16, 32, 48];
const svg = await fs.readFile('static/img/logo.svg', 'utf8');
const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** An ICO file holding PNG images (the format every current browser reads), one per size. */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  for (const [i, {size, png}] of pngs.entries()) {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  }
  return Buffer.concat([header, ...pngs.map(({png}) => png)]);
}

const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    // A white disc behind the logo: launchers put icons on any colour.
    await page.setContent(
      `<body style="margin:0"><div style="width:${size}px;height:${size}px;border-radius:50%;background:#fff;display:grid;place-items:center">` +
        `<img style="width:80%;height:80%" src="${logo}"></div></body>`,
    );
    await page.screenshot({path: `static/img/icons/icon-${size}.png`, omitBackground: true});
    await page.close();
  }
  const pngs = [];
  for (const size of FAVICON_SIZES) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    await page.setContent(`<body style="margin:0"><img style="display:block;width:${size}px;height:${size}px" src="${logo}"></body>`);
    pngs.push({size, png: await page.screenshot({omitBackground: true})});
    await page.close();
  }
  await fs.writeFile('static/favicon.ico', ico(pngs));
} finally {
  await browser.close();
}
