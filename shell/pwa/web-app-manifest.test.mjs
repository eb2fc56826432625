import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colors } from '../../packages/design-system/src/tokens';

const require = createRequire(import.meta.url);
const { WEB_APP_MANIFEST, HEAD_LINKS } = require('./web-app-manifest.cjs');
const HERE = dirname(fileURLToPath(import.meta.url));

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('has what Chromium needs to install the app', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({
      name: 'Worship Planner',
      short_name: 'Worship',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const sizes = WEB_APP_MANIFEST.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it("takes its colours from the design tokens (index.html's theme-color, the page background)", () => {
    expect(WEB_APP_MANIFEST.theme_color).toBe(colors.onPrimarySoft);
    expect(WEB_APP_MANIFEST.background_color).toBe(colors.background);
    const html = readFileSync(join(HERE, '../../packages/webpack-config/index.cjs'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${colors.onPrimarySoft}" />`);
    expect(HEAD_LINKS).toEqual([
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
    ]);
  });

  it('names PNG icons of the sizes it claims', () => {
    for (const icon of WEB_APP_MANIFEST.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(join(HERE, icon.src.replace('/icons/', '')))).toBe(icon.sizes);
    }
  });
});
