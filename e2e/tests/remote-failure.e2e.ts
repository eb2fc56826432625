// DESIGN §5: a remote that fails to load shows a contained error with Retry; the rest of the app
// keeps working. Here mf-insights cannot be downloaded at all (its origin is down): the
// dashboard still greets the user and shows mf-schedules' card, and Retry recovers once the
// remote is back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('keeps the dashboard working when one remote cannot be downloaded, and Retry recovers', async () => {
  const context = await newContext(browser);
  const user = newUser('Ruth');
  await registerViaApi(context, user);
  await createGroupViaApi(context, 'Contained Choir');
  let insightsDown = true;
  await context.route('**/mf/insights/**', (route) =>
    insightsDown ? route.abort('connectionrefused') : route.continue(),
  );
  const page = await context.newPage();
  await page.goto('/');

  await page.getByRole('heading', { name: `Welcome back, ${user.firstName}!` }).waitFor();
  await page.getByText('No schedules created yet').waitFor();
  const failed = page.getByRole('alert').filter({ hasText: 'This section failed to load.' });
  await failed.first().waitFor();
  expect(await failed.count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('link', { name: /Browse Songs/ }).count()).toBe(1);

  insightsDown = false;
  // Each failed section has its own Retry.
  // One click on each section's Retry loads that section.
  for (let left = await failed.count(); left > 0; left = await failed.count()) {
    await failed.first().getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => failed.count()).toBeLessThan(left);
  }
  await page.getByText('No song usage data yet').waitFor();
  await expect.poll(() => failed.count()).toBe(0);
  await context.close();
});
