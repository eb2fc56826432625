// Groups, invites and membership, end to end (spec §2 Groups page / Join page, §4, §8;
// DESIGN §4 invites): two and more real users in separate browser profiles.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { fillSignIn, fillSignUp, newUser, type TestUser } from '../support/users';

const JOIN_LINK = /^https?:\/\/[^/]+\/groups\/join\/[A-Za-z0-9_-]{16,}$/;

let browser: Browser;
const contexts: BrowserContext[] = [];

interface Actor {
  user: TestUser;
  page: Page;
  errors: string[];
}

async function actor(firstName: string): Promise<Actor> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  return { user: newUser(firstName), page, errors: trackErrors(page) };
}

/** Sign-up through /signup (optionally coming back to `redirect`). */
async function signUp({ page, user }: Actor, redirect?: string) {
  await page.goto(redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup');
  await fillSignUp(page, user);
  await page.waitForURL((url) => url.pathname === (redirect ?? '/'));
}

/** Visible text only: the sidebar's Active Group <select> holds hidden <option>s with group names. */
const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

async function openGroupsPage(page: Page, groupName?: string) {
  await page.goto('/groups');
  await settle(page);
  if (groupName) {
    await visibleText(page, groupName).first().click();
    await page.getByRole('heading', { name: groupName }).first().waitFor();
  }
}

/** The invite link shown in the open Invite dialog (read-only field, generated on open). */
async function currentInviteLink(dialog: Locator): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        link = await dialog.evaluate((el) => {
          const pattern = /https?:\/\/\S+\/groups\/join\/[A-Za-z0-9_-]+/;
          for (const input of Array.from(el.querySelectorAll('input, textarea'))) {
            const value = (input as HTMLInputElement).value;
            if (pattern.test(value)) return value.match(pattern)![0];
          }
          return (el as HTMLElement).innerText.match(pattern)?.[0] ?? '';
        });
        return link;
      },
      { timeout: 15_000, message: 'the Invite dialog shows an invite link' },
    )
    .toMatch(JOIN_LINK);
  return link;
}

async function openInviteDialog(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^invite/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** One Escape closes the dialog, even with a toast raised from it (e.g. 'Invite link regenerated'). */
async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Opens the group settings menu and chooses an item ('Leave Group' / 'Delete Group'). */
async function settingsMenu(page: Page, item: RegExp) {
  await page
    .getByRole('button', { name: /settings|group options|more options|actions/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function confirm(page: Page, button: RegExp) {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function toast(page: Page, text: string) {
  await visibleText(page, text).first().waitFor({ timeout: 10_000 });
}

/** Opens an invite link as a signed-in user and presses Join Group. */
async function joinWith(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Join Group' }).click();
}

describe('groups: create, invite, join, remove, leave, delete', () => {
  let owner: Actor;
  let member: Actor;
  let leaver: Actor;
  let outsider: Actor;
  const groupName = `Sunday Choir ${Date.now().toString(36)}`;
  let firstLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, member, leaver, outsider] = await Promise.all([
      actor('Olivia'),
      actor('Mateo'),
      actor('Lena'),
      actor('Omar'),
    ]);
  });

  afterAll(async () => {
    for (const { errors } of [owner, member, leaver, outsider].filter(Boolean)) {
      if (errors.length) console.log(`browser errors:\n  ${errors.join('\n  ')}`);
    }
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  it('signs up at /signup and lands signed in', async () => {
    await signUp(owner);
    const me = await owner.page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({
      email: owner.user.email,
      firstName: owner.user.firstName,
    });
  });

  it('creates a group from the Create Group dialog', async () => {
    const { page } = owner;
    await openGroupsPage(page);
    await page
      .getByRole('button', { name: /create (your first )?group/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel(/name/i).first().fill(groupName);
    await dialog.getByLabel(/description/i).fill('Music team for the Sunday service');
    await dialog.getByRole('button', { name: /^create( group)?$/i }).click();
    await dialog.waitFor({ state: 'detached' });
    await visibleText(page, groupName).first().waitFor();
    await page.getByText('Owner', { exact: true }).first().waitFor();
  });

  it('shows an invite link in the Invite dialog', async () => {
    const { page } = owner;
    await openGroupsPage(page, groupName);
    const dialog = await openInviteDialog(page);
    firstLink = await currentInviteLink(dialog);
    expect(new URL(firstLink).origin).toBe(new URL(page.url()).origin);
    await closeDialog(page);
  });

  it('sends a signed-out invitee to sign in, then back to the join page, where they join', async () => {
    const { page, user } = member;
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') loginCalls.push(request.url());
    });
    await page.goto(firstLink);
    await toast(page, 'Please Log In');
    await page.waitForURL((url) => url.pathname === '/login');
    const joinPath = new URL(firstLink).pathname;
    expect(loginCalls.length, 'went through /api/login').toBeGreaterThan(0);
    expect(new URL(loginCalls[0]!).searchParams.get('redirect')).toBe(joinPath);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(joinPath);

    // New here: from the sign-in page to sign-up, keeping the return address.
    const signUpLink = page.getByRole('link', { name: /sign up|create (an )?account|register/i });
    if (await signUpLink.count()) {
      await signUpLink.first().click();
      await page.waitForURL((url) => url.pathname === '/signup');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(joinPath);
    } else {
      await page.goto(`/signup?redirect=${encodeURIComponent(joinPath)}`);
    }
    await fillSignUp(page, user);
    await page.waitForURL((url) => url.pathname === joinPath);

    await page.getByRole('button', { name: 'Join Group' }).click();
    const joinedAt = Date.now();
    await page
      .getByText(/welcome/i)
      .first()
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/groups', { timeout: 10_000 });
    expect(Date.now() - joinedAt).toBeGreaterThanOrEqual(1_000); // shown for 1.5 s first
    await visibleText(page, groupName).first().waitFor();
  });

  it('lets a returning user sign in from the join page redirect', async () => {
    // The same member signs in again in a fresh profile: /login?redirect= brings them back.
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(firstLink);
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignIn(page, member.user);
    await page.waitForURL((url) => url.pathname === new URL(firstLink).pathname);
    // Joining twice is idempotent.
    await page.getByRole('button', { name: 'Join Group' }).click();
    await page.waitForURL((url) => url.pathname === '/groups', { timeout: 10_000 });
  });

  it('shows the new member to the owner, who removes them', async () => {
    const { page } = owner;
    await openGroupsPage(page, groupName);
    const row = visibleText(page, member.user.email).first();
    await row.waitFor();
    const named = page.getByRole('button', {
      name: new RegExp(`remove.*${member.user.firstName}`, 'i'),
    });
    await (
      (await named.count()) ? named.first() : page.getByRole('button', { name: /remove/i }).first()
    ).click();
    await confirm(page, /remove/i);
    await row.waitFor({ state: 'detached' });

    const members = await page.request.get(`/api/groups`).then((r) => r.json());
    expect(members.find((g: { name: string }) => g.name === groupName)?.memberCount).toBe(1);
  });

  it('lets a member leave from the settings menu', async () => {
    await signUp(leaver);
    await joinWith(leaver.page, firstLink);
    await leaver.page.waitForURL((url) => url.pathname === '/groups', { timeout: 10_000 });
    await openGroupsPage(leaver.page, groupName);
    await settingsMenu(leaver.page, /^leave group$/i);
    await confirm(leaver.page, /leave/i);
    await expect
      .poll(async () => visibleText(leaver.page, groupName).count(), { timeout: 10_000 })
      .toBe(0);
    const groups = await leaver.page.request.get('/api/groups').then((r) => r.json());
    expect(groups).toEqual([]);
  });

  it('refuses a revoked link (after Regenerate) and a garbage token', async () => {
    const { page } = owner;
    await openGroupsPage(page, groupName);
    const dialog = await openInviteDialog(page);
    const before = await currentInviteLink(dialog);
    await dialog.getByRole('button', { name: /regenerate/i }).click();
    let after = before;
    await expect
      .poll(async () => (after = await currentInviteLink(dialog)), { timeout: 10_000 })
      .not.toBe(before);
    await closeDialog(page);

    await signUp(outsider);
    for (const link of [
      before,
      firstLink,
      new URL('/groups/join/this-is-not-a-real-invite-token', before).href,
    ]) {
      await joinWith(outsider.page, link);
      await toast(outsider.page, 'Failed to join group. Please try again.');
      expect(new URL(outsider.page.url()).pathname).toBe(new URL(link).pathname);
    }
    const groups = await outsider.page.request.get('/api/groups').then((r) => r.json());
    expect(groups).toEqual([]);

    // The new link works, also for the removed member (who needed a new one).
    await joinWith(member.page, after);
    await member.page.waitForURL((url) => url.pathname === '/groups', { timeout: 10_000 });
  });

  it('lets the owner delete the group', async () => {
    const { page } = owner;
    await openGroupsPage(page, groupName);
    await settingsMenu(page, /^delete group$/i);
    await confirm(page, /delete/i);
    await expect
      .poll(async () => visibleText(page, groupName).count(), { timeout: 10_000 })
      .toBe(0);
    const mine = await page.request.get('/api/groups').then((r) => r.json());
    expect(mine).toEqual([]);
    const theirs = await member.page.request.get('/api/groups').then((r) => r.json());
    expect(theirs).toEqual([]);
  });
});
