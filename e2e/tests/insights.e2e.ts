// Insights end to end (spec §2 Dashboard and Statistics, §9 dashboard limits; docs/insights-api.md):
// a worship leader in two groups. Group A gets songs (two from the Add Song dialog, the rest over
// REST) in five categories and four languages, and four schedules that use them 4, 3, 2, 1, 1 and
// 1 times; group B stays empty. The dashboard's stats row, Popular Songs This Month, Category
// Overview, Languages and Recent Schedules, the Statistics page and the REST stats rows must
// show exactly those figures, follow the group chosen, and pass axe.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import {
  createGroupViaApi,
  inviteLinkViaApi,
  newUser,
  registerViaApi,
  type TestUser,
} from '../support/users';

const TAG = Date.now().toString(36);

/**
 * Where it is about midday now: the group's and the browser's zone. Its services start a few
 * minutes ago, and "this month" and "Last: <day>" are days of the group's zone (issue 21), so a
 * run at midnight UTC (or on the 1st) must not put some services on the day or month before.
 */
const OFFSET_HOURS = 12 - new Date().getUTCHours();
// Etc/GMT names count the other way: Etc/GMT-5 is five hours ahead of UTC.
const TIME_ZONE =
  OFFSET_HOURS === 0 ? 'UTC' : `Etc/GMT${OFFSET_HOURS > 0 ? '-' : '+'}${Math.abs(OFFSET_HOURS)}`;

/** Names sort the ties: Carols, Hymns, Youth (one song each) after Worship (3) and Praise (2). */
const CATEGORIES = {
  worship: { name: `Worship ${TAG}`, color: '#3b82f6' },
  praise: { name: `Praise ${TAG}`, color: '#10b981' },
  carols: { name: `Carols ${TAG}`, color: '#ef4444' },
  hymns: { name: `Hymns ${TAG}`, color: '#8b5cf6' },
  youth: { name: `Youth ${TAG}`, color: '#f59e0b' },
} as const;
type CategoryKey = keyof typeof CATEGORIES;

type Language = 'english' | 'malayalam' | 'tamil' | 'hindi';
interface SongPlan {
  title: string;
  language: Language;
  category: CategoryKey | null;
}

/** Added through the Add Song dialog: two categories, two languages. */
const UI_SONGS = {
  grace: { title: 'Amazing Grace', language: 'english', category: 'worship' },
  yeshu: { title: 'യേശു നല്ലവൻ', language: 'malayalam', category: 'praise' },
} satisfies Record<string, SongPlan>;

/** Added over REST: English 5, Tamil 2, Malayalam 1, Hindi 1 in all; one without a category. */
const API_SONGS = {
  great: { title: 'How Great Thou Art', language: 'english', category: 'worship' },
  vision: { title: 'Be Thou My Vision', language: 'english', category: 'worship' },
  sthothiram: { title: 'Sthothiram', language: 'tamil', category: 'praise' },
  masih: { title: 'Yeshu Masih', language: 'hindi', category: 'carols' },
  holy: { title: 'Holy Holy Holy', language: 'english', category: 'hymns' },
  well: { title: 'It Is Well', language: 'english', category: 'youth' },
  nandri: { title: 'Nandri Nandri', language: 'tamil', category: null },
} satisfies Record<string, SongPlan>;

type SongKey = keyof typeof UI_SONGS | keyof typeof API_SONGS;
const SONGS: Record<SongKey, SongPlan> = { ...UI_SONGS, ...API_SONGS };

/**
 * Created one after the other (each with its songs before the next), so newest last. Uses:
 * yeshu 4, grace 3, great 2, then one each: masih (newest schedule), nandri, vision (oldest).
 */
const SCHEDULES: { name: string; songs: SongKey[] }[] = [
  { name: `Sunday Service 1 ${TAG}`, songs: ['yeshu', 'grace', 'great', 'vision'] },
  { name: `Sunday Service 2 ${TAG}`, songs: ['yeshu', 'grace', 'great'] },
  { name: `Sunday Service 3 ${TAG}`, songs: ['yeshu', 'grace', 'nandri'] },
  { name: `Sunday Service 4 ${TAG}`, songs: ['yeshu', 'masih'] },
];
/** All-time ranking: [song, uses]. The dashboard (this month, all of them) shows the first 4. */
const RANKING: [SongKey, number][] = [
  ['yeshu', 4],
  ['grace', 3],
  ['great', 2],
  ['masih', 1],
  ['nandri', 1],
  ['vision', 1],
];
/** Most songs first, ties by name; the dashboard shows the first 4. */
const CATEGORY_COUNTS: [CategoryKey, number][] = [
  ['worship', 3],
  ['praise', 2],
  ['carols', 1],
  ['hymns', 1],
  ['youth', 1],
];
/** Count desc, ties in the spec's language order (english, malayalam, tamil, hindi). */
const LANGUAGE_COUNTS: [Language, number][] = [
  ['english', 5],
  ['tamil', 2],
  ['malayalam', 1],
  ['hindi', 1],
];
/** Spec §2: each language's 3-letter code and name, as the lists print them. */
const LABEL: Record<Language, [code: string, name: string]> = {
  english: ['ENG', 'English'],
  malayalam: ['MAL', 'Malayalam'],
  tamil: ['TAM', 'Tamil'],
  hindi: ['HIN', 'Hindi'],
};

const A_STATS = { totalSongs: 9, totalSchedules: 4, groupMembers: 2, thisMonth: 4 };
const B_STATS = { totalSongs: 0, totalSchedules: 0, groupMembers: 1, thisMonth: 0 };

/**
 * Node closes a keep-alive connection after 5 s idle; a request sent on it at that moment is
 * reset (ECONNRESET). Playwright retries such a reset (only that) when asked to.
 */
const RETRY_RESET = { maxRetries: 2 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let leader: TestUser;
let groupA = { id: '', name: '' };
let groupB = { id: '', name: '' };
const categoryIds = {} as Record<CategoryKey, string>;
const songIds = {} as Record<SongKey, string>;
/** Today in the browser's time zone: 'Nov 23' (dashboard) and 'Nov 23, 2026' (Statistics). */
let today = { short: '', full: '' };

async function post<T>(ctx: BrowserContext, path: string, data: unknown): Promise<T> {
  const res = await ctx.request.post(path, { data, ...RETRY_RESET });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

async function getJson(path: string): Promise<unknown> {
  const res = await context.request.get(path, RETRY_RESET);
  expect(res.status(), `GET ${path}`).toBe(200);
  return res.json();
}

/** The text of each item of `list` (text content: label and value run together). */
async function itemTexts(list: Locator): Promise<string[]> {
  return list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

const statsTexts = (stats: typeof A_STATS) => [
  `Total Songs${stats.totalSongs}`,
  `Total Schedules${stats.totalSchedules}`,
  `Group Members${stats.groupMembers}`,
  `This Month${stats.thisMonth}`,
];

const usesLabel = (n: number) => `${n} ${n === 1 ? 'use' : 'uses'}`;
const songsLabel = (n: number) => `${n} ${n === 1 ? 'song' : 'songs'}`;

/** A popular song as its list item reads: title, category badge, code and language, uses, last. */
function popularText(key: SongKey, uses: number, last: string): string {
  const song = SONGS[key];
  const category = song.category ? CATEGORIES[song.category].name : 'Uncategorized';
  return `${song.title}${category}${LABEL[song.language].join(' ')}${usesLabel(uses)}${last}`;
}

const categoryTexts = (rows: [CategoryKey, number][]) =>
  rows.map(([key, count]) => `${CATEGORIES[key].name}${songsLabel(count)}`);

const languageTexts = () =>
  LANGUAGE_COUNTS.map(([language, count]) => `${LABEL[language].join('')}${songsLabel(count)}`);

/** Each category bar: a meter named after its category, its count out of the largest. */
async function expectMeters(scope: Locator, rows: [CategoryKey, number][]) {
  const largest = Math.max(...rows.map(([, count]) => count));
  expect(await scope.getByRole('meter').count()).toBe(rows.length);
  for (const [key, count] of rows) {
    const meter = scope.getByRole('meter', { name: CATEGORIES[key].name, exact: true });
    expect(
      await meter.evaluate((el) => [
        el.getAttribute('aria-valuenow'),
        el.getAttribute('aria-valuemax'),
        el.getAttribute('aria-valuetext'),
        // The coloured fill: its share of the track, in whole percent.
        Math.round(
          ((el.firstElementChild as HTMLElement).getBoundingClientRect().width /
            el.getBoundingClientRect().width) *
            100,
        ),
      ]),
      `the ${CATEGORIES[key].name} bar`,
    ).toEqual([
      String(count),
      String(largest),
      songsLabel(count),
      Math.round((count / largest) * 100),
    ]);
  }
}

const activeGroupSelect = () =>
  page.getByRole('combobox', { name: 'Active Group' }).filter({ visible: true });

const region = (name: string) => page.getByRole('region', { name, exact: true });

/** The dashboard's sections, once each shows the group's figures (or its empty state). */
const dashboard = {
  stats: () => page.getByRole('list', { name: 'Group statistics' }),
  popular: () => region('Popular Songs This Month'),
  categories: () => region('Category Overview'),
  recent: () => region('Recent Schedules'),
};

async function expectDashboardStats(stats: typeof A_STATS) {
  await expect
    .poll(() => itemTexts(dashboard.stats()), { message: 'the stats row' })
    .toEqual(statsTexts(stats));
}

async function addSongInDialog(key: keyof typeof UI_SONGS) {
  const song = UI_SONGS[key];
  await page.getByRole('button', { name: 'Add Song', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /add new song/i }).filter({ visible: true });
  await dialog.waitFor();
  await dialog.getByLabel(/song title/i).fill(song.title);
  await dialog.getByLabel(/primary language/i).selectOption(song.language);
  await dialog.getByRole('combobox', { name: /category/i }).click();
  await dialog.getByRole('option', { name: CATEGORIES[song.category].name }).click();
  await dialog
    .getByRole('group', { name: 'Stanza 1' })
    .getByLabel(/lyrics/i)
    .fill(`${song.title}, the first line`);
  await dialog.getByRole('button', { name: 'Add Song', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('article', { name: song.title }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // axe is injected as a script: the app's CSP (script-src 'self') must not block it.
  context = await newContext(browser, { bypassCSP: true, timezoneId: TIME_ZONE });
  const memberContext = await newContext(browser);
  leader = newUser('Hannah');
  await Promise.all([
    registerViaApi(context, leader),
    registerViaApi(memberContext, newUser('Ezra')),
  ]);
  groupA = await createGroupViaApi(context, `Choir A ${TAG}`, 'Sings every Sunday');
  groupB = await createGroupViaApi(context, `Band B ${TAG}`, 'Nothing yet');
  const zoned = await context.request.post('/graphql', {
    data: {
      query:
        'mutation($id: ID!, $tz: String) { setGroupTimeZone(id: $id, timeZone: $tz) { timeZone } }',
      variables: { id: groupA.id, tz: TIME_ZONE },
    },
    ...RETRY_RESET,
  });
  expect(await zoned.json()).toEqual({ data: { setGroupTimeZone: { timeZone: TIME_ZONE } } });
  // A second member in group A (Group Members 2); B keeps its creator only.
  const link = await inviteLinkViaApi(context, groupA.id);
  const token = new URL(link).pathname.split('/').pop()!;
  const joined = await memberContext.request.post(`/api/groups/join/${token}`, RETRY_RESET);
  expect(joined.status(), `join: ${await joined.text()}`).toBe(200);
  await memberContext.close();
  for (const [key, category] of Object.entries(CATEGORIES))
    categoryIds[key as CategoryKey] = (
      await post<{ id: string }>(context, '/api/categories', category)
    ).id;
  page = await context.newPage();
  errors = trackErrors(page);
  const [short, full] = await page.evaluate(() => {
    const now = new Date();
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', options).format(now);
    return [
      format({ month: 'short', day: 'numeric' }),
      format({ month: 'short', day: 'numeric', year: 'numeric' }),
    ];
  });
  today = { short: short!, full: full! };
});

afterAll(async () => {
  if (errors?.length) console.log(`browser errors:\n  ${errors.join('\n  ')}`);
  await context?.close();
  await browser?.close();
});

describe('insights', () => {
  it('adds songs to group A from the Add Song dialog, the rest and the schedules over REST', async () => {
    await page.goto('/songs');
    await page.getByRole('heading', { name: 'Songs Library', level: 1 }).waitFor();
    const groupRadio = page.getByRole('radio', { name: groupA.name, exact: true });
    await groupRadio.check();
    await expect.poll(() => groupRadio.isChecked()).toBe(true);
    await page.getByRole('heading', { name: groupA.name, level: 2 }).waitFor();
    for (const key of Object.keys(UI_SONGS) as (keyof typeof UI_SONGS)[])
      await addSongInDialog(key);

    const stored = (await getJson(`/api/songs?groupId=${groupA.id}`)) as {
      id: string;
      title: string;
      language: string;
      category: { id: string } | null;
    }[];
    for (const [key, song] of Object.entries(UI_SONGS)) {
      const found = stored.find((s) => s.title === song.title);
      expect(found, song.title).toMatchObject({
        language: song.language,
        category: { id: categoryIds[song.category] },
      });
      songIds[key as SongKey] = found!.id;
    }

    for (const [key, song] of Object.entries(API_SONGS)) {
      const created = await post<{ id: string }>(context, '/api/songs', {
        title: song.title,
        language: song.language,
        categoryId: song.category ? categoryIds[song.category] : undefined,
        groupId: groupA.id,
        stanzas: [{ lyrics: `${song.title}, the first line` }],
      });
      songIds[key as SongKey] = created.id;
    }
    for (const [index, schedule] of SCHEDULES.entries()) {
      // Issue 21: a use is a service that has started. Each schedule's service started a few
      // minutes ago (in the group's zone, TIME_ZONE), the later ones later: ties rank as before.
      const start = new Date(
        Date.now() + OFFSET_HOURS * 3_600_000 - (SCHEDULES.length - index) * 60_000,
      ).toISOString();
      const { id } = await post<{ id: string }>(context, `/api/groups/${groupA.id}/schedules`, {
        name: schedule.name,
        serviceDate: start.slice(0, 10),
        serviceTimes: [start.slice(11, 16)],
      });
      for (const key of schedule.songs)
        await post(context, `/api/schedules/${id}/songs`, { songId: songIds[key] });
    }
    expect(errors).toEqual([]);
  });

  it("answers the REST stats rows with group A's figures, and B's", async () => {
    expect(await getJson(`/api/groups/${groupA.id}/stats`)).toEqual(A_STATS);
    expect(await getJson(`/api/groups/${groupB.id}/stats`)).toEqual(B_STATS);

    const popular = (await getJson(`/api/groups/${groupA.id}/popular-songs`)) as {
      id: string;
      title: string;
      language: string;
      category: { name: string } | null;
      usageCount: number;
      lastUsed: string | null;
    }[];
    expect(
      popular.map((s) => [s.id, s.title, s.language, s.category?.name ?? null, s.usageCount]),
    ).toEqual(
      RANKING.map(([key, uses]) => {
        const song = SONGS[key];
        const category = song.category ? CATEGORIES[song.category].name : null;
        return [songIds[key], song.title, song.language, category, uses];
      }),
    );
    for (const song of popular)
      expect(Math.abs(Date.parse(song.lastUsed!) - Date.now())).toBeLessThan(10 * 60_000);

    expect(await getJson(`/api/groups/${groupA.id}/category-stats`)).toEqual(
      CATEGORY_COUNTS.map(([key, songCount]) => ({
        id: categoryIds[key],
        ...CATEGORIES[key],
        songCount,
      })),
    );
    expect(await getJson(`/api/groups/${groupA.id}/language-stats`)).toEqual(
      LANGUAGE_COUNTS.map(([language, count]) => ({ language, count })),
    );
    for (const row of ['popular-songs', 'category-stats', 'language-stats'])
      expect(await getJson(`/api/groups/${groupB.id}/${row}`), row).toEqual([]);
  });

  it("shows group A's figures on the dashboard", async () => {
    await page.goto('/');
    await page
      .getByRole('heading', { name: `Welcome back, ${leader.firstName}!`, level: 1 })
      .waitFor();
    await page.getByRole('button', { name: 'New Schedule' }).waitFor();
    await page.getByRole('button', { name: 'Add Song' }).waitFor();
    await activeGroupSelect().selectOption({ label: groupA.name });
    await expectDashboardStats(A_STATS);

    const quick = region('Quick Actions').getByRole('list', { name: 'Quick Actions' });
    const hrefs = await Promise.all(
      [/Create Sunday Schedule/, /Browse Songs/, /Invite Members/, /View Stats/].map((name) =>
        quick.getByRole('link', { name }).getAttribute('href'),
      ),
    );
    expect(hrefs).toEqual(['/schedules', '/songs', '/groups', '/statistics']);

    // At most 4 (spec §9): the fifth and sixth most used are left out.
    const popular = dashboard.popular().getByRole('list', { name: 'Popular Songs This Month' });
    await expect
      .poll(() => itemTexts(popular), { message: 'Popular Songs This Month' })
      .toEqual(
        RANKING.slice(0, 4).map(([key, uses]) => popularText(key, uses, `Last: ${today.short}`)),
      );
    expect(
      await dashboard.popular().getByRole('link', { name: 'View all songs' }).getAttribute('href'),
    ).toBe('/songs');

    // At most 4 categories, bars relative to the largest (Worship, 3 songs).
    const categories = dashboard.categories().getByRole('list', { name: 'Category Overview' });
    expect(await itemTexts(categories)).toEqual(categoryTexts(CATEGORY_COUNTS.slice(0, 4)));
    await expectMeters(dashboard.categories(), CATEGORY_COUNTS.slice(0, 4));
    await dashboard.categories().getByRole('heading', { name: 'Languages', level: 3 }).waitFor();
    expect(
      await itemTexts(dashboard.categories().getByRole('list', { name: 'Languages' })),
    ).toEqual(languageTexts());

    // At most 3, newest first.
    const recent = dashboard.recent().getByRole('list', { name: 'Recent Schedules' });
    await expect
      .poll(() => recent.getByRole('link').allInnerTexts(), { message: 'Recent Schedules' })
      .toEqual(
        SCHEDULES.slice(1)
          .map((s) => s.name)
          .reverse(),
      );
    for (const text of await itemTexts(recent))
      expect(text).toContain(`Created by ${leader.firstName} ${leader.lastName}`);
    expect(await recent.locator(':scope > li').count()).toBe(3);

    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("follows the sidebar's Active Group to the empty group B, and back", async () => {
    await activeGroupSelect().selectOption({ label: groupB.name });
    // Group B has figures, all zero but its one member: the row shows them.
    await expectDashboardStats(B_STATS);
    await dashboard.popular().getByText('No song usage data yet', { exact: true }).waitFor();
    await dashboard.categories().getByText('No data available yet', { exact: true }).waitFor();
    await dashboard.recent().getByText('No schedules created yet', { exact: true }).waitFor();
    expect(await page.getByRole('meter').count()).toBe(0);
    expect(await dashboard.popular().getByRole('list').count()).toBe(0);
    expect(await dashboard.recent().getByRole('list').count()).toBe(0);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    // Back to A: its figures again, not B's cached over them.
    await activeGroupSelect().selectOption({ label: groupA.name });
    await expectDashboardStats(A_STATS);
    await expect
      .poll(() =>
        itemTexts(dashboard.categories().getByRole('list', { name: 'Category Overview' })),
      )
      .toEqual(categoryTexts(CATEGORY_COUNTS.slice(0, 4)));
    await activeGroupSelect().selectOption({ label: groupB.name });
    await expectDashboardStats(B_STATS);
    expect(errors).toEqual([]);
  });

  it('shows the Statistics page for the active group, and switches with its Group picker', async () => {
    // Through the Quick Action: the shell keeps group B active.
    await region('Quick Actions')
      .getByRole('link', { name: /View Stats/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/statistics');
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Group', exact: true });
    expect(await picker.inputValue()).toBe(groupB.id);
    const stats = page.getByRole('list', { name: 'Group statistics' });
    await expect.poll(() => itemTexts(stats)).toEqual(statsTexts(B_STATS));
    await region('Popular Songs').getByText('No song usage data yet', { exact: true }).waitFor();
    await region('Categories').getByText('No categorized songs yet', { exact: true }).waitFor();
    await region('Languages').getByText('No songs in this group yet', { exact: true }).waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    await picker.selectOption({ label: groupA.name });
    await expect.poll(() => itemTexts(stats)).toEqual(statsTexts(A_STATS));
    // All time, at most 10: the six used songs, ranked.
    const popular = region('Popular Songs').getByRole('list', { name: 'Popular Songs' });
    expect(await popular.evaluate((el) => el.tagName)).toBe('OL');
    await expect
      .poll(() => itemTexts(popular), { message: 'Popular Songs' })
      .toEqual(
        RANKING.map(
          ([key, uses], i) => `${i + 1}${popularText(key, uses, `Last used: ${today.full}`)}`,
        ),
      );
    expect(await itemTexts(region('Categories').getByRole('list', { name: 'Categories' }))).toEqual(
      categoryTexts(CATEGORY_COUNTS),
    );
    await expectMeters(region('Categories'), CATEGORY_COUNTS);
    expect(await itemTexts(region('Languages').getByRole('list', { name: 'Languages' }))).toEqual(
      languageTexts(),
    );
    // The page's picker sets the shell's active group: the sidebar follows.
    expect(await activeGroupSelect().inputValue()).toBe(groupA.id);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    await picker.selectOption({ label: groupB.name });
    await expect.poll(() => itemTexts(stats)).toEqual(statsTexts(B_STATS));
    await region('Popular Songs').getByText('No song usage data yet', { exact: true }).waitFor();
    expect(await page.getByRole('meter').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
