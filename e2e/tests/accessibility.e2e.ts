// WCAG 2.x A/AA: zero axe violations on the routes that exist so far (DESIGN §5); songs.e2e.ts
// checks the song pages again with content and their dialogs open.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext } from '../support/browser';
import { createGroupViaApi, inviteLinkViaApi, newUser, registerViaApi } from '../support/users';

let browser: Browser;
let anonymous: BrowserContext;
let signedIn: BrowserContext;
let joinPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // axe is injected as a script: the app's CSP (script-src 'self') must not block it.
  anonymous = await newContext(browser, { bypassCSP: true });
  signedIn = await newContext(browser, { bypassCSP: true });
  const owner = await newContext(browser);
  await registerViaApi(owner, newUser('Grace'));
  const invited = await createGroupViaApi(owner, 'Evening Worship', 'Invites for the join page');
  joinPath = new URL(await inviteLinkViaApi(owner, invited.id)).pathname;
  await owner.close();
  await registerViaApi(signedIn, newUser('Asha'));
  await createGroupViaApi(signedIn, 'Youth Band', 'A group so the groups page has content');
});

afterAll(async () => {
  await Promise.all([anonymous?.close(), signedIn?.close()]);
  await browser?.close();
});

describe('accessibility (axe, WCAG 2.x A and AA)', () => {
  const cases: [string, () => BrowserContext, () => string][] = [
    ['landing (signed out)', () => anonymous, () => '/'],
    ['sign-in', () => anonymous, () => '/login'],
    ['groups', () => signedIn, () => '/groups'],
    ['join', () => signedIn, () => joinPath],
    ['profile', () => signedIn, () => '/profile'],
    ['songs library (empty)', () => signedIn, () => '/songs'],
    ['public songs (signed out)', () => anonymous, () => '/songs/public'],
    ['public songs (signed in)', () => signedIn, () => '/songs/public'],
    ['categories', () => signedIn, () => '/categories'],
    ['404', () => anonymous, () => '/does-not-exist'],
    ['404 (signed in)', () => signedIn, () => '/does-not-exist'],
  ];

  it.each(cases)('%s has no violations', async (_name, context, path) => {
    const page = await context().newPage();
    try {
      await page.goto(path());
      await settle(page);
      expect(new URL(page.url()).pathname, 'stayed on the page').toBe(path());
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('renders the 404 page for unknown paths', async () => {
    const page = await anonymous.newPage();
    await page.goto('/does-not-exist');
    await page.getByText('404 Page Not Found').first().waitFor();
    await page.close();
  });
});
