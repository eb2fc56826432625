// Accounts: through the UI (the flows under test) or through the REST API (set-up only).
import type { BrowserContext, Page } from 'playwright-core';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;
export function newUser(firstName: string): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName,
    lastName: `Tester${tag}`,
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    password: `Sing-a-new-song-${tag}!`,
  };
}

/** Fills the sign-up form on the current page (/signup) and submits it. */
export async function fillSignUp(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel(/first name/i).fill(user.firstName);
  await page.getByLabel(/last name/i).fill(user.lastName);
  await page.getByLabel(/e-?mail/i).fill(user.email);
  // A "confirm password" field, if any, gets the same value.
  const passwords = page.getByLabel(/password/i);
  for (let i = 0; i < (await passwords.count()); i += 1) await passwords.nth(i).fill(user.password);
  await page.getByRole('button', { name: /sign up|create (an )?account|register/i }).click();
}

/** Fills the sign-in form on the current page (/login) and submits it. */
export async function fillSignIn(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(user.password);
  await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
}

/** Registers through POST /api/register; the context gets the session cookie. */
export async function registerViaApi(
  context: BrowserContext,
  user: TestUser,
): Promise<{ id: string }> {
  const res = await context.request.post('/api/register', { data: user });
  if (!res.ok()) throw new Error(`POST /api/register: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** Creates a group through POST /api/groups and returns it. */
export async function createGroupViaApi(
  context: BrowserContext,
  name: string,
  description?: string,
) {
  const res = await context.request.post('/api/groups', { data: { name, description } });
  if (res.status() !== 201)
    throw new Error(`POST /api/groups: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; name: string };
}

/** The group's current invite link through POST /api/groups/:id/invite with no emails. */
export async function inviteLinkViaApi(context: BrowserContext, groupId: string): Promise<string> {
  const res = await context.request.post(`/api/groups/${groupId}/invite`, { data: { emails: [] } });
  if (!res.ok())
    throw new Error(`POST /api/groups/${groupId}/invite: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { inviteLink: string }).inviteLink;
}
