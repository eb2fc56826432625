#!/usr/bin/env node
// Draws the installed app's icons (the PNG files beside this script, committed) from one SVG:
// `node shell/pwa/make-icons.mjs` after changing the drawing. Debian's Chromium (playwright-core,
// as the e2e tests use it) renders them, so no image library is needed.
//   icon-192.png, icon-512.png: the app's mark on a rounded square ("any" purpose);
//   icon-maskable-512.png: full-bleed, the mark inside the central 80 % circle every launcher's
//   mask keeps (https://web.dev/articles/maskable-icon).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
/** tokens.colors.primary: the favicon's square. */
const PRIMARY = '#1d4ed8';

/** Two joined quavers, drawn on a 24-unit grid as the favicon is. */
const NOTE = `<path d="M9 17V7l8-1.5v10" stroke="white" stroke-width="1.8" fill="none" stroke-linejoin="round"/>
  <circle cx="7" cy="17" r="2.2" fill="white"/><circle cx="15" cy="15.5" r="2.2" fill="white"/>`;

const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
  <rect width="24" height="24" rx="5" fill="${PRIMARY}"/>${NOTE}</svg>`;
// The mark at 60 % of the side, centred: well inside the 80 % safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
  <rect width="24" height="24" fill="${PRIMARY}"/>
  <g transform="translate(12 12) scale(0.6) translate(-12 -11.5)">${NOTE}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`,
    );
    await page.locator('svg').screenshot({ path: join(HERE, icon.file), omitBackground: true });
    await page.close();
    console.log(`shell/pwa/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
