// Schedules end to end (spec §2 Schedules page, Create / Edit / Add Songs dialogs, Schedule
// detail, Shared schedule page, the song view dialog's schedule picker, the dashboard's Recent
// Schedules; §4 schedule songs and rating; §8 messages): two members of one group, each in their
// own browser profile, and an anonymous visitor opening the share link.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, trackErrors } from '../support/browser';
import {
  createGroupViaApi,
  inviteLinkViaApi,
  newUser,
  registerViaApi,
  type TestUser,
} from '../support/users';

const TITLES = {
  grace: 'Amazing Grace',
  great: 'How Great Thou Art',
  vision: 'Be Thou My Vision',
  well: 'It Is Well',
  holy: 'Holy Holy Holy',
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** What 'Generate Name' should fill on the browser's current day (spec §2 Create Schedule). */
async function expectedGeneratedName(page: Page): Promise<string> {
  const [year, month, day, weekday] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate(), now.getDay()];
  });
  const prefix = weekday === 0 ? 'Sunday Morning Worship - ' : 'Worship Service - ';
  return `${prefix}${MONTHS[month!]} ${day}, ${year}`;
}

interface Actor {
  user: TestUser;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

interface ScheduleJson {
  id: string;
  name: string;
  isPublic: boolean;
  shareToken: string;
  songCount: number;
  averageRating: number;
  totalVotes: number;
  songs: { order: number; songId: string; song: { title: string } | null }[];
}

let browser: Browser;
let alice: Actor;
let bob: Actor;
let visitor: BrowserContext;
let groupId = '';
const songIds: Record<string, string> = {};
let scheduleName = '';
let scheduleId = '';
let shareLink = '';
/** Bob's schedule, made for the filters. */
let bobsName = '';

async function actor(firstName: string): Promise<Actor> {
  const context = await newContext(browser);
  const user = newUser(firstName);
  await registerViaApi(context, user);
  const page = await context.newPage();
  return { user, context, page, errors: trackErrors(page) };
}

/** Visible text only: a toast is also copied into a live region. */
const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

async function toast(page: Page, text: string) {
  await visibleText(page, text).first().waitFor({ timeout: 10_000 });
}

const dialogNamed = (page: Page, name: string) =>
  page.getByRole('dialog', { name, exact: true }).filter({ visible: true });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * Node closes a keep-alive connection after 5 s idle; a request sent on it at that moment is
 * reset (ECONNRESET). Playwright retries such a reset (only that) when asked to.
 */
const RETRY_RESET = { maxRetries: 2 };

const apiGet = (context: BrowserContext, path: string) => context.request.get(path, RETRY_RESET);

async function getSchedule(context: BrowserContext, id: string): Promise<ScheduleJson> {
  const res = await apiGet(context, `/api/schedules/${id}`);
  expect(res.status(), `GET /api/schedules/${id}`).toBe(200);
  return (await res.json()) as ScheduleJson;
}

/** The song titles of the schedule in `order`, as the REST API gives them. */
async function apiOrder(context: BrowserContext, id: string): Promise<string[]> {
  const schedule = await getSchedule(context, id);
  const orders = schedule.songs.map((s) => s.order);
  expect(orders).toEqual(orders.map((_, i) => i + 1)); // 1..n, no gaps
  return schedule.songs.map((s) => s.song?.title ?? '?');
}

/** The titles of an ordered song list, as its drag handles name them (top to bottom). */
async function shownOrder(list: Locator): Promise<string[]> {
  const labels = await list
    .getByRole('button', { name: /^Drag to reorder / })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Drag to reorder /, ''));
}

async function expectOrder(list: Locator, titles: string[]) {
  await expect.poll(() => shownOrder(list), { message: 'the order shown' }).toEqual(titles);
  await expect
    .poll(() => apiOrder(alice.context, scheduleId), { message: 'the order stored' })
    .toEqual(titles);
}

async function openSchedulesPage(page: Page) {
  await page.goto('/schedules');
  await page.getByRole('heading', { name: 'Schedules', level: 1 }).waitFor();
}

async function openEditDialog(page: Page): Promise<Locator> {
  await card(page, scheduleName)
    .getByRole('button', { name: `Edit ${scheduleName}` })
    .click();
  const dialog = dialogNamed(page, 'Edit Schedule');
  await dialog.waitFor();
  return dialog;
}

/** The card's rating summary, e.g. "4.5 (2 votes)". */
async function cardRating(page: Page): Promise<string> {
  const text = await card(page, scheduleName).innerText();
  return /(\d\.\d) \((\d+ votes?)\)/.exec(text)?.slice(1).join(' ') ?? text;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [alice, bob] = await Promise.all([actor('Alice'), actor('Bruno')]);
  visitor = await newContext(browser);
  const group = await createGroupViaApi(alice.context, `Worship Team ${Date.now().toString(36)}`);
  groupId = group.id;
  for (const [key, title] of Object.entries(TITLES)) {
    const res = await alice.context.request.post('/api/songs', {
      data: {
        title,
        language: 'english',
        author: 'Traditional',
        groupId,
        stanzas: [{ lyrics: `${title}, first line\nsecond line of ${title}` }],
      },
    });
    expect(res.status(), `POST /api/songs ${title}`).toBe(201);
    songIds[key] = ((await res.json()) as { id: string }).id;
  }
  // Bob joins through the invite link, as a person would.
  const link = await inviteLinkViaApi(alice.context, groupId);
  await bob.page.goto(link);
  await bob.page.getByRole('button', { name: 'Join Group' }).click();
  await bob.page.waitForURL((url) => url.pathname === '/groups', { timeout: 10_000 });
});

afterAll(async () => {
  for (const { errors } of [alice, bob].filter(Boolean)) {
    if (errors.length) console.log(`browser errors:\n  ${errors.join('\n  ')}`);
  }
  await Promise.all([alice?.context.close(), bob?.context.close(), visitor?.close()]);
  await browser?.close();
});

describe('schedules', () => {
  it('creates a schedule with a generated name', async () => {
    const { page } = alice;
    await openSchedulesPage(page);
    const groups = page.getByRole('radiogroup', { name: 'Groups' });
    // The group list loads after the page: wait for it rather than count what is there yet.
    await expect.poll(() => groups.getByRole('radio').count()).toBe(1);
    await expect.poll(() => groups.getByRole('radio').first().isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'No schedules yet' }).waitFor();

    await page.getByRole('button', { name: 'Create Schedule', exact: true }).click();
    const dialog = dialogNamed(page, 'Create New Schedule');
    await dialog.waitFor();
    const nameField = dialog.getByRole('textbox', { name: 'Schedule Name' });
    expect(await nameField.inputValue()).toBe('');
    const before = await expectedGeneratedName(page);
    await dialog.getByRole('button', { name: 'Generate Name' }).click();
    const after = await expectedGeneratedName(page);
    scheduleName = await nameField.inputValue();
    // Either side of midnight, should the test run across it.
    expect([before, after]).toContain(scheduleName);
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card(page, scheduleName).waitFor();
    expect(await card(page, scheduleName).innerText()).toContain('0 songs');
    const listed = await apiGet(page.context(), `/api/groups/${groupId}/schedules`);
    expect(listed.status()).toBe(200);
    const schedules = (await listed.json()) as ScheduleJson[];
    expect(schedules.map((s) => [s.name, s.isPublic, s.songCount])).toEqual([
      [scheduleName, false, 0],
    ]);
    scheduleId = schedules[0]!.id;
    expect(
      await card(page, scheduleName).getByRole('link', { name: scheduleName }).getAttribute('href'),
    ).toBe(`/schedules/${scheduleId}`);
  });

  it('adds songs in bulk from the Add Songs dialog', async () => {
    const { page } = alice;
    const edit = await openEditDialog(page);
    await edit.getByRole('heading', { name: 'Songs (0)' }).waitFor();
    await edit.getByRole('button', { name: 'Add Songs' }).click();
    const add = dialogNamed(page, `Add Songs to Schedule: ${scheduleName}`);
    await add.waitFor();
    const choices = add.getByRole('list', { name: 'Songs to add' });
    await choices.getByRole('checkbox', { name: TITLES.holy, exact: true }).waitFor();
    expect(await choices.getByRole('checkbox').count()).toBe(5);

    // Select all toggles between all and none.
    const selectAll = add.getByRole('checkbox', { name: 'Select all' });
    await selectAll.check();
    await add.getByRole('button', { name: 'Add 5 Songs' }).waitFor();
    await selectAll.uncheck();
    expect(await add.getByRole('button', { name: 'Add 0 Songs' }).isDisabled()).toBe(true);

    // Picked one by one: added at the end, in the order picked.
    const picked = [TITLES.grace, TITLES.great, TITLES.vision, TITLES.well];
    await choices.getByRole('checkbox', { name: picked[0], exact: true }).check();
    await add.getByRole('button', { name: 'Add 1 Song', exact: true }).waitFor();
    for (const title of picked.slice(1))
      await choices.getByRole('checkbox', { name: title, exact: true }).check();
    await add.getByRole('button', { name: 'Add 4 Songs' }).click();
    await toast(page, '4 song(s) added to schedule!');
    await add.waitFor({ state: 'hidden' });

    await edit.getByRole('heading', { name: 'Songs (4)' }).waitFor();
    await expectOrder(edit.getByRole('list', { name: 'Songs in this schedule' }), picked);
  });

  it('reorders with move up / down and by keyboard drag, and removes a song', async () => {
    const { page } = alice;
    const edit = dialogNamed(page, 'Edit Schedule');
    const list = edit.getByRole('list', { name: 'Songs in this schedule' });
    const button = (name: string) => list.getByRole('button', { name, exact: true });

    expect(await button(`Move ${TITLES.grace} up`).isDisabled()).toBe(true);
    expect(await button(`Move ${TITLES.grace} down`).isDisabled()).toBe(false);
    expect(await button(`Move ${TITLES.well} up`).isDisabled()).toBe(false);
    expect(await button(`Move ${TITLES.well} down`).isDisabled()).toBe(true);

    await button(`Move ${TITLES.grace} down`).click();
    await expectOrder(list, [TITLES.great, TITLES.grace, TITLES.vision, TITLES.well]);
    expect(await button(`Move ${TITLES.great} up`).isDisabled()).toBe(true);
    await button(`Move ${TITLES.well} up`).click();
    await expectOrder(list, [TITLES.great, TITLES.grace, TITLES.well, TITLES.vision]);
    expect(await button(`Move ${TITLES.vision} down`).isDisabled()).toBe(true);

    // Keyboard drag and drop on the last song's handle: Space, Up, Up, Space.
    const live = page.locator('[id^="DndLiveRegion"]');
    await button(`Drag to reorder ${TITLES.vision}`).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => live.innerText()).toContain(`Picked up ${TITLES.vision}`);
    // dnd-kit starts listening for the arrow keys in a setTimeout after the pick-up, and a busy
    // Chromium runs input before timers: a timer queued now runs after dnd-kit's, so the next key
    // reaches the sensor (a person never presses within those milliseconds).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.innerText()).toContain('is over position 3 of 4');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.innerText()).toContain('is over position 2 of 4');
    await page.keyboard.press('Space');
    await expectOrder(list, [TITLES.great, TITLES.vision, TITLES.grace, TITLES.well]);

    await button(`Remove ${TITLES.grace}`).click();
    await toast(page, 'Song removed from schedule!');
    await edit.getByRole('heading', { name: 'Songs (3)' }).waitFor();
    await expectOrder(list, [TITLES.great, TITLES.vision, TITLES.well]);
  });

  it('counts four quick moves in order: on screen throughout, stored, and after a reload', async () => {
    const { page } = alice;
    const edit = dialogNamed(page, 'Edit Schedule');
    const list = edit.getByRole('list', { name: 'Songs in this schedule' });
    const button = (name: string) => list.getByRole('button', { name, exact: true });
    expect(await shownOrder(list)).toEqual([TITLES.great, TITLES.vision, TITLES.well]);
    const steps = [
      [TITLES.great, TITLES.well, TITLES.vision],
      [TITLES.well, TITLES.great, TITLES.vision],
      [TITLES.well, TITLES.vision, TITLES.great],
      [TITLES.vision, TITLES.well, TITLES.great],
    ];

    // Every order the list shows from now on, recorded in the page as the DOM changes.
    await list.evaluate((element) => {
      const seen: string[][] = [];
      (window as unknown as { seenOrders: string[][] }).seenOrders = seen;
      const read = () =>
        [...element.querySelectorAll('[aria-label^="Drag to reorder "]')].map((handle) =>
          (handle.getAttribute('aria-label') ?? '').replace(/^Drag to reorder /, ''),
        );
      new MutationObserver(() => {
        const order = read();
        if (order.join('|') !== seen.at(-1)?.join('|')) seen.push(order);
      }).observe(element, { subtree: true, childList: true, attributes: true });
    });
    // Four clicks, none waiting for the server.
    await button(`Move ${TITLES.well} up`).click();
    await button(`Move ${TITLES.well} up`).click();
    await button(`Move ${TITLES.great} down`).click();
    await button(`Move ${TITLES.well} down`).click();

    await expectOrder(list, steps[3]!);
    await edit.getByText('Saved', { exact: true }).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { seenOrders: string[][] }).seenOrders,
    );
    // The list only ever moved forward through the expected orders: no answer to an earlier
    // move showed through, and nothing went back.
    const indexes = seen.map((order) =>
      steps.findIndex((step) => step.join('|') === order.join('|')),
    );
    expect(indexes, JSON.stringify(seen)).not.toContain(-1);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(indexes.at(-1)).toBe(3);

    await edit.getByRole('button', { name: 'Done' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.reload();
    const reopened = await openEditDialog(page);
    await expectOrder(reopened.getByRole('list', { name: 'Songs in this schedule' }), steps[3]!);
  });

  it('saves a rename as it is made: Done and Escape keep it (nothing to cancel)', async () => {
    const { page } = alice;
    const edit = dialogNamed(page, 'Edit Schedule');
    expect(await edit.getAttribute('aria-describedby')).toBeTruthy();
    await edit.getByText('Changes are saved as you make them.', { exact: true }).waitFor();
    expect(await edit.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await edit.getByRole('button', { name: /Save/ }).count()).toBe(0);

    // Typed, then Done: leaving the field saves it.
    const renamed = `${scheduleName} (rehearsal)`;
    const nameField = edit.getByRole('textbox', { name: /Schedule Name/ });
    await nameField.fill(renamed);
    await edit.getByRole('button', { name: 'Done' }).click();
    await edit.waitFor({ state: 'hidden' });
    await toast(page, 'Schedule updated successfully!');
    await expect
      .poll(async () => (await getSchedule(alice.context, scheduleId)).name)
      .toBe(renamed);
    scheduleName = renamed;
    await card(page, scheduleName).waitFor();

    // Typed, Enter, then Escape: the dialog says 'Saved' and closing keeps it.
    const again = await openEditDialog(page);
    const final = renamed.replace(' (rehearsal)', ' – Sunday');
    await again.getByRole('textbox', { name: /Schedule Name/ }).fill(final);
    await page.keyboard.press('Enter');
    await again.getByText('Saved', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden' });
    await page.reload();
    scheduleName = final;
    await card(page, scheduleName).waitFor();
    expect((await getSchedule(alice.context, scheduleId)).name).toBe(final);

    // An empty name is neither saved nor closed on.
    const third = await openEditDialog(page);
    await third.getByRole('textbox', { name: /Schedule Name/ }).fill('');
    await third.getByRole('button', { name: 'Done' }).click();
    await third.getByText('Schedule name is required', { exact: true }).waitFor();
    expect(await third.isVisible()).toBe(true);
    expect((await getSchedule(alice.context, scheduleId)).name).toBe(final);
    await third.getByRole('textbox', { name: /Schedule Name/ }).fill(final);
  });

  it('turns Public Access on: saved when flipped, then Done', async () => {
    const { page } = alice;
    const edit = dialogNamed(page, 'Edit Schedule');
    const publicAccess = edit.getByRole('switch', { name: 'Public Access' });
    expect(await publicAccess.getAttribute('aria-checked')).toBe('false');
    await publicAccess.click();
    expect(await publicAccess.getAttribute('aria-checked')).toBe('true');
    await toast(page, 'Schedule updated successfully!');
    await edit.getByText('Saved', { exact: true }).waitFor();
    await expect
      .poll(async () => (await getSchedule(alice.context, scheduleId)).isPublic)
      .toBe(true);
    await edit.getByRole('button', { name: 'Done' }).click();
    await edit.waitFor({ state: 'hidden' });
    const schedule = await getSchedule(alice.context, scheduleId);
    expect(schedule).toMatchObject({ name: scheduleName, isPublic: true, songCount: 3 });
    await card(page, scheduleName).getByText('Public', { exact: true }).waitFor();
    const cardSongs = card(page, scheduleName).getByRole('list', {
      name: `Songs in ${scheduleName}`,
    });
    expect(await cardSongs.getByRole('listitem').allInnerTexts()).toEqual([
      TITLES.vision,
      TITLES.well,
      TITLES.great,
    ]);
  });

  it('averages the ratings of two members', async () => {
    const rate = (page: Page, stars: string) =>
      card(page, scheduleName)
        .getByRole('group', { name: 'Rate this schedule' })
        .getByRole('button', { name: stars, exact: true })
        .click();

    await rate(alice.page, 'Rate 4 stars');
    await toast(alice.page, 'Rating submitted');
    await expect.poll(() => cardRating(alice.page)).toBe('4.0 1 vote');

    await openSchedulesPage(bob.page);
    await card(bob.page, scheduleName).waitFor();
    expect(await cardRating(bob.page)).toBe('4.0 1 vote');
    await rate(bob.page, 'Rate 5 stars');
    await toast(bob.page, 'Rating submitted');
    await expect.poll(() => cardRating(bob.page)).toBe('4.5 2 votes');

    await alice.page.reload();
    await card(alice.page, scheduleName).waitFor();
    await expect.poll(() => cardRating(alice.page)).toBe('4.5 2 votes');
    const pressed = card(alice.page, scheduleName).getByRole('button', { pressed: true });
    expect(await pressed.getAttribute('aria-label')).toBe('Rate 4 stars');
    const rating = await apiGet(alice.context, `/api/schedules/${scheduleId}/rating`);
    expect(await rating.json()).toEqual({ averageRating: 4.5, totalVotes: 2 });
    const own = await apiGet(bob.context, `/api/schedules/${scheduleId}/user-rating`);
    expect(await own.json()).toEqual({ rating: 5 });
  });

  it('shares the public schedule with an anonymous visitor', async () => {
    const { page, context } = alice;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await card(page, scheduleName)
      .getByRole('button', { name: `Share ${scheduleName}` })
      .click();
    await toast(page, 'Schedule link has been copied to your clipboard!');
    shareLink = await page.evaluate(() => navigator.clipboard.readText());
    const { shareToken } = await getSchedule(context, scheduleId);
    expect(shareLink).toBe(`${baseURL()}/schedules/share/${shareToken}`);

    const anonymous = await visitor.newPage();
    const errors = trackErrors(anonymous);
    await anonymous.goto(shareLink);
    await anonymous.getByRole('heading', { name: scheduleName, level: 1 }).waitFor();
    await anonymous
      .getByText(`Created by ${alice.user.firstName} ${alice.user.lastName}`)
      .waitFor();
    const songs = anonymous.getByRole('list', { name: 'Songs', exact: true });
    const items = songs.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    const texts = await items.allInnerTexts();
    [TITLES.vision, TITLES.well, TITLES.great].forEach((title, i) => {
      expect(texts[i]).toContain(title);
      expect(texts[i]).toMatch(new RegExp(`^${i + 1}\\b`));
    });
    expect(errors).toEqual([]);
    await anonymous.close();
  });

  it('opens a song with its transliterations where people sing from it: the shared page (a private song too) and the detail page', async () => {
    const title = 'Prabhu Yeshu Mera';
    const created = await alice.context.request.post('/api/songs', {
      data: {
        title,
        language: 'hindi',
        isPublic: false,
        groupId,
        stanzas: [
          {
            lyrics: 'प्रभु यीशु मेरा',
            transliterations: [
              { language: 'english', text: 'Prabhu Yeshu mera' },
              { language: 'malayalam', text: 'പ്രഭു യേശു മേരാ' },
            ],
          },
          { lyrics: 'तू ही मेरा', transliterations: [{ language: 'english', text: 'Tu hi mera' }] },
        ],
      },
      ...RETRY_RESET,
    });
    expect(created.status()).toBe(201);
    const privateId = ((await created.json()) as { id: string }).id;
    const added = await alice.context.request.post(`/api/schedules/${scheduleId}/songs`, {
      data: { songId: privateId },
      ...RETRY_RESET,
    });
    expect(added.status()).toBe(201);
    // Not a public song: the schedule's link is the only way in.
    expect((await apiGet(visitor, `/api/songs/public/${privateId}`)).status()).toBe(404);

    const headings = (view: Locator) =>
      view
        .getByRole('heading', { level: 4 })
        .evaluateAll((nodes) => nodes.map((node) => node.textContent));
    // The lyrics block carries `lang` (ChordLyrics puts it on the block, not on each line).
    const langOf = async (view: Locator, text: string) =>
      view
        .getByText(text, { exact: true })
        .evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? null);

    // Anyone with the link: the default language order.
    const anonymous = await visitor.newPage();
    const errors = trackErrors(anonymous);
    await anonymous.goto(shareLink);
    await anonymous.getByRole('button', { name: title, exact: true }).click();
    const shared = dialogNamed(anonymous, title);
    await shared.getByText('Tu hi mera', { exact: true }).waitFor();
    const [first, second] = ['Primary Lyrics', 'English Transliteration'];
    expect(await headings(shared)).toEqual([
      first,
      second,
      'Malayalam Transliteration',
      first,
      second,
    ]);
    expect(await langOf(shared, 'प्रभु यीशु मेरा')).toBe('hi');
    expect(await langOf(shared, 'Prabhu Yeshu mera')).toBe('en');
    expect(await langOf(shared, 'പ്രഭു യേശു മേരാ')).toBe('ml');
    expect(errors).toEqual([]);
    await anonymous.close();

    // A member on the detail page: in their own language order.
    const setLanguageOrder = async (languageOrder: string) => {
      const res = await alice.context.request.patch('/api/auth/user/language-order', {
        data: { languageOrder },
        ...RETRY_RESET,
      });
      expect(res.status()).toBe(200);
    };
    await setLanguageOrder('malayalam,english,tamil,hindi');
    const { page } = alice;
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('button', { name: title, exact: true }).click();
    const detail = dialogNamed(page, title);
    await detail.getByText('Tu hi mera', { exact: true }).waitFor();
    expect(await headings(detail)).toEqual([
      first,
      'Malayalam Transliteration',
      second,
      first,
      second,
    ]);
    expect(await langOf(detail, 'तू ही मेरा')).toBe('hi');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // Back as it was for the tests after this one.
    await setLanguageOrder('english,malayalam,tamil,hindi');
    const removed = await alice.context.request.delete(
      `/api/schedules/${scheduleId}/songs/${privateId}`,
      RETRY_RESET,
    );
    expect(removed.ok()).toBe(true);
    await openSchedulesPage(page);
  });

  it('hides it again once it is private', async () => {
    const { page } = alice;
    const edit = await openEditDialog(page);
    const publicAccess = edit.getByRole('switch', { name: 'Public Access' });
    expect(await publicAccess.getAttribute('aria-checked')).toBe('true');
    await publicAccess.click();
    await toast(page, 'Schedule updated successfully!');
    await edit.getByText('Saved', { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Done' }).click();
    await edit.waitFor({ state: 'hidden' });
    expect((await getSchedule(alice.context, scheduleId)).isPublic).toBe(false);

    const anonymous = await visitor.newPage();
    await anonymous.goto(shareLink);
    await anonymous.getByRole('heading', { name: 'Schedule not available', level: 1 }).waitFor();
    await anonymous
      .getByText(
        'This schedule link is invalid, expired, or the schedule is not publicly accessible.',
      )
      .waitFor();
    expect(await anonymous.getByText(scheduleName).count()).toBe(0);
    expect(
      await anonymous.getByRole('link', { name: 'Browse Public Songs' }).getAttribute('href'),
    ).toBe('/songs/public');
    await anonymous.close();
    const shared = await apiGet(visitor, `/api/schedules/share/${shareLink.split('/').pop()}`);
    expect(shared.status()).toBe(404);
  });

  it('adds a song from the song view dialog’s schedule picker', async () => {
    const { page } = alice;
    await page.goto('/songs');
    await card(page, TITLES.holy).getByRole('button', { name: 'View' }).click();
    const view = dialogNamed(page, TITLES.holy);
    await view.waitFor();
    const picker = view.getByRole('combobox', { name: `Schedule to add ${TITLES.holy} to` });
    await picker.getByRole('option', { name: scheduleName }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: scheduleName });
    await view.getByRole('button', { name: 'Add to Schedule' }).click();
    await toast(page, 'Song added to schedule!');
    expect(await apiOrder(alice.context, scheduleId)).toEqual([
      TITLES.vision,
      TITLES.well,
      TITLES.great,
      TITLES.holy,
    ]);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });

    // The detail page shows it last, and opens a song full screen.
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('heading', { name: scheduleName, level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Songs in order' });
    await expect
      .poll(() => shownOrder(list))
      .toEqual([TITLES.vision, TITLES.well, TITLES.great, TITLES.holy]);
    await list.getByRole('button', { name: TITLES.holy, exact: true }).click();
    const full = dialogNamed(page, TITLES.holy);
    await full.getByText(`${TITLES.holy}, first line`).first().waitFor();
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: '← Back to Schedules' }).click();
    await page.waitForURL((url) => url.pathname === '/schedules');

    // A schedule that is not there.
    await page.goto('/schedules/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Schedule not found', level: 1 }).waitFor();
  });

  it('filters the list', async () => {
    // Bob's schedule: one song, no rating.
    const bobs = (bobsName = `Youth Night ${Date.now().toString(36)}`);
    const created = await bob.context.request.post(`/api/groups/${groupId}/schedules`, {
      data: { name: bobs },
      ...RETRY_RESET,
    });
    expect(created.status()).toBe(201);
    const bobsId = ((await created.json()) as { id: string }).id;
    const added = await bob.context.request.post(`/api/schedules/${bobsId}/songs`, {
      data: { songId: songIds.grace },
      ...RETRY_RESET,
    });
    expect(added.status()).toBe(201);

    const { page } = alice;
    await openSchedulesPage(page);
    await card(page, scheduleName).waitFor();
    await card(page, bobs).waitFor();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('group', { name: 'Schedule filters' });
    const minSongs = filters.getByRole('textbox', { name: 'Minimum songs' });
    await minSongs.fill('2');
    await card(page, bobs).waitFor({ state: 'detached' });
    await card(page, scheduleName).waitFor();
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();

    await filters
      .getByRole('combobox', { name: 'Created by' })
      .selectOption({ label: `${bob.user.firstName} ${bob.user.lastName}` });
    await page.getByRole('heading', { name: 'No schedules found' }).waitFor();
    await minSongs.fill('');
    await card(page, bobs).waitFor();
    expect(await card(page, scheduleName).count()).toBe(0);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await card(page, scheduleName).waitFor();
    await card(page, bobs).waitFor();
    await filters.getByRole('combobox', { name: 'Minimum rating' }).selectOption('4');
    await card(page, bobs).waitFor({ state: 'detached' });
    await card(page, scheduleName).waitFor();
    await filters.getByRole('button', { name: 'Clear filters' }).click();

    await page.getByRole('searchbox', { name: 'Search schedules by name' }).fill('youth night');
    await card(page, scheduleName).waitFor({ state: 'detached' });
    await card(page, bobs).waitFor();
    await page.getByRole('searchbox', { name: 'Search schedules by name' }).fill('');
    await card(page, scheduleName).waitFor();
  });

  it('lists the schedules on the dashboard', async () => {
    const { page } = alice;
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Schedules' });
    const link = recent
      .getByRole('list', { name: 'Recent Schedules' })
      .getByRole('link', { name: scheduleName });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/schedules/${scheduleId}`);
    await recent.getByRole('button', { name: `Share ${scheduleName}` }).waitFor();
    expect(
      await recent.getByRole('link', { name: 'View all schedules' }).getAttribute('href'),
    ).toBe('/schedules');
  });

  it('deletes the schedules after confirmation', async () => {
    const { page } = alice;
    await openSchedulesPage(page);
    const names = (
      (await (
        await apiGet(page.context(), `/api/groups/${groupId}/schedules`)
      ).json()) as ScheduleJson[]
    ).map((s) => s.name);
    expect(names.sort()).toEqual([scheduleName, bobsName].sort());

    for (const name of names) {
      await card(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Schedule' });
      await confirm.waitFor();
      const text = await confirm.innerText();
      expect(text).toContain(`"${name}"`);
      expect(text).toContain('This action cannot be undone');
      expect(text).toContain('will remove all songs from this schedule');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await card(page, name).waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: 'No schedules yet' }).waitFor();
    expect((await apiGet(page.context(), `/api/schedules/${scheduleId}`)).status()).toBe(404);
    expect(await (await apiGet(page.context(), `/api/groups/${groupId}/schedules`)).json()).toEqual(
      [],
    );

    await page.goto('/');
    await page
      .getByRole('region', { name: 'Recent Schedules' })
      .getByText('No schedules created yet')
      .waitFor();
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  });
});
