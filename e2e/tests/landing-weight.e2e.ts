// DESIGN §7: the JavaScript a signed-out visitor downloads for the landing page is at most
// 170 KB gzip. Every script response is gzipped here (zlib, default level) and summed.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';

const BUDGET_BYTES = 170 * 1024;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('keeps the landing page JavaScript within 170 KB gzip', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const pending: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page
    .getByRole('link', { name: /sign in to get started/i })
    .or(page.getByRole('button', { name: /sign in to get started/i }))
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f) => f !== null);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `landing page JavaScript: ${files.length} files, ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})\n` +
      files
        .sort((a, b) => b.gzip - a.gzip)
        .map((f) => `  ${kb(f.gzip).padStart(9)} gz ${kb(f.raw).padStart(9)} raw  ${f.url}`)
        .join('\n'),
  );
  await context.close();
  expect(files.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
