// WCAG 2.x A/AA: zero axe violations on the routes that exist so far (DESIGN §5); songs.e2e.ts
// checks the song pages again with content and their dialogs open. The schedules pages are
// checked with content: cards, the dialogs open, the detail, shared and invalid-link pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
    ['REST API reference (signed out)', () => anonymous, () => '/docs/rest.html'],
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

describe('accessibility of the schedules pages and dialogs (axe, WCAG 2.x A and AA)', () => {
  let planner: BrowserContext;
  let page: Page;
  let scheduleId = '';
  let shareToken = '';
  const scheduleName = 'Sunday Morning Worship';
  const titles = ['Amazing Grace', 'Be Thou My Vision', 'It Is Well'] as const;

  const expectNoViolations = async (target: Page = page) => {
    await settle(target);
    expect(await axeViolations(target)).toEqual([]);
  };
  const dialog = (name: string) =>
    page.getByRole('dialog', { name, exact: true }).filter({ visible: true });
  const card = () => page.getByRole('article', { name: scheduleName, exact: true });

  beforeAll(async () => {
    planner = await newContext(browser, { bypassCSP: true });
    await registerViaApi(planner, newUser('Priya'));
    const group = await createGroupViaApi(planner, 'Morning Team');
    const songIds: string[] = [];
    for (const title of titles) {
      const song = await planner.request.post('/api/songs', {
        data: {
          title,
          language: 'english',
          author: 'Traditional',
          groupId: group.id,
          stanzas: [{ lyrics: `${title}\nthe second line` }],
        },
      });
      expect(song.status()).toBe(201);
      songIds.push(((await song.json()) as { id: string }).id);
    }
    const created = await planner.request.post(`/api/groups/${group.id}/schedules`, {
      data: { name: scheduleName, isPublic: true },
    });
    expect(created.status()).toBe(201);
    ({ id: scheduleId, shareToken } = (await created.json()) as {
      id: string;
      shareToken: string;
    });
    // Two of the three songs: the Add Songs dialog still has one to offer.
    for (const songId of songIds.slice(0, 2)) {
      const added = await planner.request.post(`/api/schedules/${scheduleId}/songs`, {
        data: { songId },
      });
      expect(added.status()).toBe(201);
    }
    const rated = await planner.request.post(`/api/schedules/${scheduleId}/rate`, {
      data: { rating: 4 },
    });
    expect(rated.status()).toBe(200);
    page = await planner.newPage();
  });

  afterAll(async () => {
    await planner?.close();
  });

  it('the schedules page with a card, its filters, and the Create dialog', async () => {
    await page.goto('/schedules');
    await card().waitFor();
    await expectNoViolations();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('group', { name: 'Schedule filters' }).waitFor();
    await expectNoViolations();

    await page.getByRole('button', { name: 'Create Schedule', exact: true }).click();
    const create = dialog('Create New Schedule');
    await create.getByRole('button', { name: 'Generate Name' }).click();
    await expectNoViolations();
    // The field's error shown too.
    await create.getByRole('textbox', { name: 'Schedule Name' }).fill('');
    await create.getByRole('button', { name: 'Create Schedule' }).click();
    await create.getByText('Schedule name is required').waitFor();
    await expectNoViolations();
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'hidden' });
  });

  it('the Edit and Add Songs dialogs and the delete confirmation', async () => {
    await card()
      .getByRole('button', { name: `Edit ${scheduleName}` })
      .click();
    const edit = dialog('Edit Schedule');
    await edit.getByRole('heading', { name: 'Songs (2)' }).waitFor();
    await edit.getByRole('list', { name: 'Songs in this schedule' }).waitFor();
    await expectNoViolations();

    await edit.getByRole('button', { name: 'Add Songs' }).click();
    const add = dialog(`Add Songs to Schedule: ${scheduleName}`);
    await add.getByRole('list', { name: 'Songs to add' }).waitFor();
    await add.getByRole('checkbox', { name: titles[2], exact: true }).check();
    await expectNoViolations();
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    await card()
      .getByRole('button', { name: `Delete ${scheduleName}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Schedule' });
    await confirm.waitFor();
    await expectNoViolations();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('the schedule detail, a song full screen, and a schedule not found', async () => {
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('list', { name: 'Songs in order' }).waitFor();
    await expectNoViolations();
    await page.getByRole('button', { name: titles[0], exact: true }).click();
    await dialog(titles[0]).waitFor();
    await expectNoViolations();
    await page.keyboard.press('Escape');

    await page.goto('/schedules/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Schedule not found', level: 1 }).waitFor();
    await expectNoViolations();
  });

  it('the Recent Schedules card on the dashboard', async () => {
    await page.goto('/');
    await page
      .getByRole('list', { name: 'Recent Schedules' })
      .getByRole('link', { name: scheduleName })
      .waitFor();
    await expectNoViolations();
  });

  it('the shared page and an invalid share link, signed out', async () => {
    const visitor = await anonymous.newPage();
    try {
      await visitor.goto(`/schedules/share/${shareToken}`);
      await visitor.getByRole('heading', { name: scheduleName, level: 1 }).waitFor();
      await visitor.getByRole('list', { name: 'Songs', exact: true }).waitFor();
      await expectNoViolations(visitor);

      await visitor.goto('/schedules/share/not-a-real-share-token');
      await visitor.getByRole('heading', { name: 'Schedule not available', level: 1 }).waitFor();
      await expectNoViolations(visitor);
    } finally {
      await visitor.close();
    }
  });
});
