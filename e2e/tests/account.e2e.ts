// Your own account, end to end: change the name and the password on the profile (the other
// browser is signed out, the old password stops working), a site admin's one-time reset link
// used by its holder, and deleting the account (what happens is listed first; afterwards the
// landing page, and the e-mail signs up again), and the REST reference page a site admin's API
// keys section links. Real users in separate browser profiles.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import {
  createGroupViaApi,
  fillSignIn,
  fillSignUp,
  newUser,
  registerViaApi,
  type TestUser,
} from '../support/users';
import { grantSiteAdmin } from '../support/admin';

// Signed up, then made a site admin by the operator's command (support/admin.ts).
const ADMIN_EMAIL = 'account-admin@example.com';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function freshPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  return { context, page, errors: trackErrors(page) };
}

/** Who the browser is signed in as, by the same call the app makes on every load. */
async function signedInStatus(context: BrowserContext): Promise<number> {
  return (await context.request.get('/api/auth/user')).status();
}

async function signInStatus(context: BrowserContext, email: string, password: string) {
  return (await context.request.post('/api/login', { data: { email, password } })).status();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('your own account', () => {
  const anna: TestUser = newUser('Anna');

  it('changes the name and the password; the other browser is signed out', async () => {
    const { context, page, errors } = await freshPage();
    await page.goto('/signup');
    await fillSignUp(page, anna);
    await page.waitForURL((url) => url.pathname === '/');

    // A second browser of the same account.
    const { context: other } = await freshPage();
    expect(await signInStatus(other, anna.email, anna.password)).toBe(200);
    expect(await signedInStatus(other)).toBe(200);

    await page.goto('/profile');
    await settle(page);
    const nameForm = page.getByRole('form', { name: 'Change name' });
    await nameForm.getByLabel('First name').fill('Annie');
    await nameForm.getByLabel('Last name').fill('Renamed');
    await nameForm.getByRole('button', { name: 'Save Name' }).click();
    await page.getByText('Name saved').first().waitFor();
    await page.getByRole('heading', { name: 'Annie Renamed' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Annie Renamed' }).waitFor();

    const newPassword = `${anna.password}-changed`;
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill('not my password');
    await passwordForm.getByLabel('New password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await passwordForm.getByText('Your current password is incorrect.').waitFor();

    await passwordForm.getByLabel('Current password').fill(anna.password);
    await passwordForm.getByLabel('New password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByText('Password changed. Your other sessions were signed out.')
      .first()
      .waitFor();

    expect(await signedInStatus(other)).toBe(401);
    expect(await signedInStatus(context)).toBe(200);
    const { context: third } = await freshPage();
    expect(await signInStatus(third, anna.email, anna.password)).toBe(401);
    expect(await signInStatus(third, anna.email, newPassword)).toBe(200);
    anna.password = newPassword;
    expect(errors).toEqual([]);
  });

  it("an admin's one-time reset link lets the user set a new password", async () => {
    const admin = await freshPage();
    const adminUser = { ...newUser('Ada'), email: ADMIN_EMAIL };
    await registerViaApi(admin.context, adminUser);
    grantSiteAdmin(ADMIN_EMAIL);
    await admin.page.goto('/profile');
    await settle(admin.page);
    await admin.page.getByLabel('Search users by name or email').fill(anna.email);
    const row = admin.page.getByRole('listitem', { name: 'Annie Renamed' });
    await row.getByRole('button', { name: 'Create Reset Link' }).click();
    const linkField = row.getByLabel('Password reset link for Annie Renamed');
    await expect
      .poll(() => linkField.inputValue())
      .toMatch(/\/reset-password\/[A-Za-z0-9_-]{40,}$/);
    const link = await linkField.inputValue();

    // Anna, signed out in a new browser, opens the link.
    const { context, page, errors } = await freshPage();
    await page.goto(link);
    await page.getByText(`Choose a new password for ${anna.email}.`).waitFor();
    const resetPassword = `${anna.password}-reset`;
    await page.getByLabel('New password').fill(resetPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page
      .getByText('Your password was changed and every session of the account was signed out.')
      .waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignIn(page, { ...anna, password: resetPassword });
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedInStatus(context)).toBe(200);
    anna.password = resetPassword;

    // The link worked once.
    await page.goto(link);
    await page.getByText('This password reset link has already been used.').waitFor();
    expect(errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('deletes the account after saying what happens; the e-mail can sign up again', async () => {
    const { context, page } = await freshPage();
    await page.goto('/login');
    await fillSignIn(page, anna);
    await page.waitForURL((url) => url.pathname === '/');
    await createGroupViaApi(context, 'Annie Alone');

    await page.goto('/profile');
    await settle(page);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog
      .getByText('Annie Alone has only you, so it will be deleted with its 0 schedules.')
      .waitFor();
    await dialog.getByLabel('Your password').fill(anna.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account was deleted').first().waitFor();
    expect(await signedInStatus(context)).toBe(401);
    expect(await signInStatus(context, anna.email, anna.password)).toBe(401);

    const { context: again } = await freshPage();
    await registerViaApi(again, { ...anna, password: 'Start-again-1' });
    expect(await signedInStatus(again)).toBe(200);
  });
});

describe('the REST API reference', () => {
  it("is linked from a site admin's API keys section and opens as a page of the app", async () => {
    const { context, page, errors } = await freshPage();
    const admin = newUser('Rita');
    await registerViaApi(context, admin);
    grantSiteAdmin(admin.email);
    await page.goto('/profile');
    await settle(page);
    await page.getByRole('link', { name: 'REST API reference' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/rest.html');
    await page.getByRole('heading', { name: 'REST API reference', level: 1 }).waitFor();
    expect(await page.title()).toBe('REST API reference · Worship Planner');
    // Its stylesheet loaded under the app's CSP (body { max-width: 60rem }).
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('960px');

    // The contents links land on their headings.
    await page.getByRole('link', { name: 'Your account', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#your-account');
    expect(await page.locator('#your-account').textContent()).toBe('Your account');

    const res = await context.request.get('/docs/rest.html', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/html;charset=utf-8');
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");

    await page.getByRole('link', { name: /Back to Worship Planner/ }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('link', { name: 'REST API reference' }).waitFor();
    expect(errors).toEqual([]);
  });
});
