// The song library end to end (spec §2 Songs Library, Add New Song dialog, Song view dialog,
// Public songs page, Categories; §5 messages; DESIGN §3 API keys and §4 search): a worship
// leader who is a site admin, an anonymous visitor, and a script with an API key.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { baseURL, launchBrowser, newContext, trackErrors } from '../support/browser';
import { grantSiteAdmin } from '../support/admin';
import { createGroupViaApi, newUser, type TestUser } from '../support/users';

// Signed up, then made a site admin by the operator's command (support/admin.ts).
const E2E_ADMIN_EMAIL = 'songs-admin@example.com';

const MALAYALAM_TITLE = 'യേശു നല്ലവൻ';
const STANZA_1 = 'യേശു നല്ലവൻ അവൻ വല്ലഭൻ\nഅവൻ ദയ എന്നുമുള്ളത്';
const STANZA_2 = 'രക്ഷകൻ യേശു എൻ്റെ ആശ്രയം';
const CATEGORY = `Praise ${Date.now().toString(36)}`;

let browser: Browser;
let leaderContext: BrowserContext;
let visitorContext: BrowserContext;
let leader: Page;
let errors: string[];
let songId = '';

async function signInAdmin(context: BrowserContext): Promise<TestUser> {
  const admin = { ...newUser('Miriam'), email: E2E_ADMIN_EMAIL };
  const registered = await context.request.post('/api/register', { data: admin });
  if (registered.status() === 409) {
    // E2E_BASE_URL against an app that already has this account: the password is unknown.
    throw new Error(`${E2E_ADMIN_EMAIL} exists already; run against a fresh app`);
  }
  if (!registered.ok()) throw new Error(`register admin: ${registered.status()}`);
  grantSiteAdmin(E2E_ADMIN_EMAIL);
  return admin;
}

const dialogNamed = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).filter({ visible: true });

async function pickCategory(dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: /category/i }).click();
  await dialog.getByRole('option', { name }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // axe is injected as a script: the app's CSP (script-src 'self') must not block it.
  leaderContext = await newContext(browser, { bypassCSP: true });
  visitorContext = await newContext(browser, { bypassCSP: true });
  await signInAdmin(leaderContext);
  await createGroupViaApi(leaderContext, 'Sunday Choir', 'Songs for the e2e library');
  // Transliterations are shown in the viewer's language order: Tamil before English here.
  const order = await leaderContext.request.patch('/api/auth/user/language-order', {
    data: { languageOrder: 'tamil,english,malayalam,hindi' },
  });
  expect(order.status()).toBe(200);
  const category = await leaderContext.request.post('/api/categories', {
    data: { name: CATEGORY, color: '#10b981' },
  });
  expect(category.status()).toBe(201);
  leader = await leaderContext.newPage();
  errors = trackErrors(leader);
});

afterAll(async () => {
  await Promise.all([leaderContext?.close(), visitorContext?.close()]);
  await browser?.close();
});

describe('songs library', () => {
  it('adds a song with two stanzas and transliterations, after showing the validation errors', async () => {
    await leader.goto('/songs');
    await leader.getByRole('heading', { name: 'Songs Library', level: 1 }).waitFor();
    await leader.getByText('No songs yet').waitFor();
    await leader.getByRole('button', { name: 'Add Your First Song' }).click();

    const dialog = dialogNamed(leader, /add new song/i);
    await dialog.getByText('Create a new song with lyrics and transliterations').waitFor();
    expect(await axeViolations(leader)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await dialog.getByText('Song title is required').waitFor();
    await dialog.getByText('Lyrics are required').waitFor();

    await dialog.getByLabel(/song title/i).fill(MALAYALAM_TITLE);
    await dialog.getByLabel(/primary language/i).selectOption('malayalam');
    await dialog.getByLabel(/author/i).fill('Traditional');
    await pickCategory(dialog, CATEGORY);

    const first = dialog.getByRole('group', { name: 'Stanza 1' });
    await first.getByLabel(/lyrics/i).fill(STANZA_1);
    await first.getByRole('button', { name: 'Add Transliteration' }).click();
    await first.getByLabel('Transliteration 1 language').selectOption('english');
    await first.getByLabel('Transliteration 1 text').fill('yeshu nallavan avan vallabhan');
    await first.getByRole('button', { name: 'Add Transliteration' }).click();
    await first.getByLabel('Transliteration 2 language').selectOption('tamil');
    await first.getByLabel('Transliteration 2 text').fill('யேசு நல்லவன் அவன் வல்லபன்');
    // A blank row is dropped at submit, not refused.
    await first.getByRole('button', { name: 'Add Transliteration' }).click();

    await dialog.getByRole('button', { name: 'Add New Stanza' }).click();
    const second = dialog.getByRole('group', { name: 'Stanza 2' });
    await second.getByLabel(/lyrics/i).fill(STANZA_2);
    await second.getByRole('button', { name: 'Add Transliteration' }).click();
    await second.getByLabel('Transliteration 1 text').fill('rakshakan yeshu ente ashrayam');

    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = leader.getByRole('article', { name: MALAYALAM_TITLE });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('MAL');
    const text = await card.innerText();
    expect(text).toContain(CATEGORY);
    expect(text).toContain('യേശു നല്ലവൻ അവൻ വല്ലഭൻ');
    expect(text).toMatch(/Added by Miriam/);
    expect(await card.locator('[lang="ml"]').count()).toBeGreaterThan(0);

    // The list answers cards; the song itself carries every stanza.
    const listed = await leaderContext.request.get('/api/songs');
    const cards = (await listed.json()) as { id: string; title: string }[];
    songId = cards.find((card) => card.title === MALAYALAM_TITLE)!.id;
    const stored = (await (await leaderContext.request.get(`/api/songs/${songId}`)).json()) as {
      stanzas: { transliterations: unknown[] }[];
    };
    expect(stored.stanzas.map((s) => s.transliterations.length)).toEqual([2, 1]);
    expect(errors).toEqual([]);
  });

  it('filters by language and category in the page', async () => {
    const languageFilter = leader.getByLabel('Language', { exact: true });
    await languageFilter.selectOption({ label: 'Tamil' });
    await leader.getByText('No songs found').waitFor();
    await leader.getByText('Try adjusting your search terms or filters').waitFor();
    await languageFilter.selectOption({ label: 'Malayalam' });
    await leader.getByRole('article', { name: MALAYALAM_TITLE }).waitFor();

    const categoryFilter = leader.getByLabel('Category', { exact: true });
    await categoryFilter.selectOption({ label: CATEGORY });
    await leader.getByRole('article', { name: MALAYALAM_TITLE }).waitFor();
    await languageFilter.selectOption({ label: 'All' });
    await categoryFilter.selectOption({ label: 'All' });
    expect(await axeViolations(leader)).toEqual([]);
  });

  it('finds the Malayalam song by a romanized word typed in the search box', async () => {
    const search = leader.getByRole('searchbox').or(leader.getByPlaceholder(/search songs/i));
    const card = leader.getByRole('article', { name: MALAYALAM_TITLE });
    const marks = () => card.locator('mark').allInnerTexts();
    await search.first().fill('yesu');
    await card.waitFor();
    // The matched word marked in the title, the Malayalam excerpt and the Tamil transliteration.
    await expect.poll(marks).toEqual(['യേശു', 'യേശു', 'யேசு']);
    expect(await axeViolations(leader)).toEqual([]); // the marks' contrast, as drawn
    await search.first().fill('hallelujah');
    await leader.getByText('No songs found').waitFor();
    await search.first().fill('');
    await card.waitFor();
    expect(await marks()).toEqual([]);
  });

  it("offers 'Did you mean:' for a typo too far to forgive, and the suggestion finds the song", async () => {
    const search = leader.getByRole('searchbox', { name: 'Search songs by title' });
    const card = leader.getByRole('article', { name: MALAYALAM_TITLE });
    // "rakshuvuakan": three letters more than rakshakan / രക്ഷകൻ (two are forgiven) and no word
    // starts near it, yet near enough to suggest.
    await search.fill('rakshuvuakan');
    await leader.getByText('No songs found').waitFor();
    const offered = leader.getByRole('group', { name: 'Did you mean:' });
    await offered.waitFor();
    await leader.getByText('Try adjusting your search terms or filters').waitFor();
    const first = offered.getByRole('button').first();
    const suggestion = await first.innerText();
    expect(['rakshakan', 'രക്ഷകൻ']).toContain(suggestion);
    expect(await axeViolations(leader)).toEqual([]);
    await first.click();
    expect(await search.inputValue()).toBe(suggestion);
    await expect
      .poll(() => search.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await card.waitFor();
    expect(await offered.count()).toBe(0);
    await search.fill('');
    await card.waitFor();
  });

  it('opens the song with transliterations in the profile language order, then full screen', async () => {
    const card = leader.getByRole('article', { name: MALAYALAM_TITLE });
    await card.getByRole('button', { name: 'View' }).click();
    const view = dialogNamed(leader, MALAYALAM_TITLE);
    await view.waitFor();
    await expect.poll(() => view.innerText()).toContain('വല്ലഭൻ');

    // Stanza 1's transliterations: Tamil (first in the profile's order) before English.
    const firstStanza = await view.innerText();
    const tamilAt = firstStanza.indexOf('யேசு நல்லவன்');
    const englishAt = firstStanza.indexOf('yeshu nallavan');
    expect(tamilAt).toBeGreaterThan(-1);
    expect(englishAt).toBeGreaterThan(tamilAt);
    expect(await view.locator('[lang="ta"]').count()).toBeGreaterThan(0);
    expect(await view.locator('[lang="en"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(leader)).toEqual([]);

    await view.getByRole('button', { name: /full.?screen/i }).click();
    const full = leader.getByRole('dialog').filter({ hasText: 'Primary Lyrics' }).last();
    await full.waitFor();
    expect(await full.getByText('Primary Lyrics').count()).toBe(2);
    await full.getByText('Tamil Transliteration').first().waitFor();
    expect(await axeViolations(leader)).toEqual([]);
    await leader.keyboard.press('Escape');
    await full.waitFor({ state: 'hidden' });
    await leader.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
  });
});

describe('the public song page', () => {
  it('shows the shared song to an anonymous visitor', async () => {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/songs/public?song=${songId}`);
    const view = dialogNamed(visitor, MALAYALAM_TITLE);
    await view.waitFor();
    await expect.poll(() => view.innerText()).toContain('രക്ഷകൻ യേശു');
    await visitor.keyboard.press('Escape');
    await expect.poll(() => visitor.title()).toBe('Worship Planner - Worship Songs');
    await visitor.getByRole('heading', { name: MALAYALAM_TITLE }).first().waitFor();
    await settle(visitor);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.close();
  });

  it('lists cards without stanzas and opens a card as the whole song', async () => {
    // The public list answers cards (the first stanza's excerpt), never every stanza.
    const listed = await visitorContext.request.get('/api/songs/public');
    const cards = (await listed.json()) as { id: string; lyricsExcerpt: string }[];
    const card = cards.find((song) => song.id === songId);
    expect(card?.lyricsExcerpt).toBe(STANZA_1);
    expect(card).not.toHaveProperty('stanzas');

    const visitor = await visitorContext.newPage();
    await visitor.goto('/songs/public');
    await visitor.getByRole('button', { name: MALAYALAM_TITLE }).first().click();
    const view = dialogNamed(visitor, MALAYALAM_TITLE);
    await view.waitFor();
    // Both stanzas and the second one's transliteration: loaded by id when the song opened.
    await expect.poll(() => view.innerText()).toContain(STANZA_2);
    expect(await view.innerText()).toContain('rakshakan yeshu ente ashrayam');
    expect(visitor.url()).toContain(`song=${songId}`);
    await visitor.close();
  });
});

describe('categories', () => {
  it('creates a category with a preset colour and edits it', async () => {
    const name = `Communion ${Date.now().toString(36)}`;
    await leader.goto('/categories');
    await settle(leader);
    expect(await axeViolations(leader)).toEqual([]);
    await leader
      .getByRole('button', { name: /create category/i })
      .first()
      .click();
    const dialog = dialogNamed(leader, 'Create Category');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByText('Category name is required').waitFor();
    await dialog.getByLabel(/name/i).first().fill(name);
    await dialog.getByRole('button', { name: /#ef4444/ }).click();
    expect(await axeViolations(leader)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const tile = leader.getByRole('article', { name }).or(leader.locator('li', { hasText: name }));
    await tile.first().waitFor();
    expect((await tile.first().innerText()).toLowerCase()).toContain('#ef4444');

    await tile.first().getByRole('button', { name: /edit/i }).click();
    const edit = dialogNamed(leader, 'Edit Category');
    await edit.getByRole('button', { name: /#8b5cf6/ }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await tile.first().innerText()).toLowerCase())
      .toContain('#8b5cf6');
    const listed = (await (await leaderContext.request.get('/api/categories')).json()) as {
      name: string;
      color: string;
    }[];
    expect(listed.find((c) => c.name === name)?.color).toBe('#8b5cf6');
  });
});

describe('API keys', () => {
  it('lets a script post a song with a key made in Profile, and not after the key is deleted', async () => {
    await leader.goto('/profile');
    await leader
      .getByRole('button', { name: /create/i })
      .first()
      .click();
    const dialog = dialogNamed(leader, 'Create API Key');
    await dialog.getByLabel('Name').fill('Song uploader');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    const keyField = leader.locator('input[readonly]').filter({ visible: true }).first();
    await expect.poll(() => keyField.inputValue()).toMatch(/^wsk_/);
    const key = await keyField.inputValue();

    const post = () =>
      fetch(`${baseURL()}/api/songs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Amazing Grace',
          author: 'John Newton',
          language: 'english',
          stanzas: [{ lyrics: 'Amazing grace, how sweet the sound', transliterations: [] }],
        }),
      });
    const created = await post();
    expect(created.status).toBe(201);
    const song = (await created.json()) as { title: string; creator: { firstName: string } };
    expect(song.title).toBe('Amazing Grace');
    expect(song.creator.firstName).toBe('Miriam');

    await leader
      .getByRole('list', { name: 'API keys' })
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await leader.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await leader.getByText('No API keys yet.').waitFor();
    const refused = await post();
    expect(refused.status).toBe(401);
  });
});
