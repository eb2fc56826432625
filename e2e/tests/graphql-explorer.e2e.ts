// GraphQL consumers (issue 9): a signed-in browser opening /graphql gets the self-hosted
// GraphiQL explorer, working under the app's CSP (no CDN, nothing inline but styles), with the
// docs panel fed by introspection; a signed-out one is sent to sign in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('lets a signed-in user write and run a query in GraphiQL, with the schema docs', async () => {
  const context = await newContext(browser);
  const user = newUser('Grace');
  await registerViaApi(context, user);
  await createGroupViaApi(context, 'Explorer Choir');
  const page = await context.newPage();
  const errors = trackErrors(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  // What a browser sends for an address typed in the bar.
  await page.goto('/graphql');
  await page.getByRole('heading', { name: 'GraphQL Explorer', level: 1 }).waitFor();
  await page.locator('.graphiql-container').waitFor();

  await page.locator('.graphiql-query-editor').getByText('myGroups').first().waitFor();
  const response = page.locator('.result-window');
  const execute = page.getByRole('button', { name: /execute query/i });
  // GraphiQL may still be starting (its editors, the schema) when the button first shows, and
  // then ignores the click: run again until the answer is there.
  await expect
    .poll(
      async () => {
        const text = await response.innerText();
        if (!text.includes('Explorer Choir')) await execute.click();
        return text;
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toContain('Explorer Choir');

  // The docs panel lists the root types once introspection has answered.
  await page.getByRole('button', { name: /show documentation explorer/i }).click();
  await page.getByText('Query', { exact: true }).first().waitFor();
  expect(blocked).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('sends a signed-out browser to sign in, and API clients still get GraphQL', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/graphql');
  await page.waitForURL(/\/login/, { timeout: 15_000 });
  const res = await context.request.post('/graphql', {
    data: { query: '{ __typename }' },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  await context.close();
});
