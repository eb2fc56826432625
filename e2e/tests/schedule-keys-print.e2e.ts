// Issue 17 on a team's schedule, end to end: a member plays a song in another key for one
// schedule (the detail page's Key select), sees its chords move on the detail page's song view
// and on the schedule's print view (one song per page, chord chart or lyrics only, the app's
// frame left off paper), while the library song keeps its key; a song deleted from the library
// stays in the schedule, marked. Both pages are axe clean.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const GRACE = 'Amazing Grace';
const OLD = 'Old Hymn';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let scheduleId = '';
let graceId = '';

async function post(path: string, data: unknown, status = 201): Promise<{ id: string }> {
  const res = await context.request.post(path, { data });
  if (res.status() !== status) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** The chords a chart shows, in order (ChordLyrics' chord boxes). */
const chordsIn = (where: Locator) =>
  where.locator('[data-part="chord"]:not(:empty)').allInnerTexts();

const row = (title: string) =>
  page
    .getByRole('list', { name: 'Songs in order' })
    .getByRole('listitem')
    .filter({ hasText: title });

async function openedSongChords(): Promise<string[]> {
  await row(GRACE).getByRole('button', { name: GRACE, exact: true }).click();
  const view = page.getByRole('dialog', { name: GRACE });
  await view.getByRole('list', { name: 'Verses' }).waitFor();
  const chords = await chordsIn(view.getByRole('region', { name: /Primary Lyrics$/ }).first());
  await page.keyboard.press('Escape');
  await view.waitFor({ state: 'hidden' });
  return chords;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { bypassCSP: true });
  await registerViaApi(context, newUser('Kofi'));
  const group = await createGroupViaApi(context, 'Morning Band');
  graceId = (
    await post('/api/songs', {
      title: GRACE,
      language: 'english',
      key: 'G',
      sectionOrder: [1, 2, 1],
      stanzas: [
        { label: 'Verse 1', lyrics: '[G]Amazing [C]grace, how [D]sweet the sound' },
        { label: 'Chorus', lyrics: 'My [Em]chains are [C]gone' },
      ],
    })
  ).id;
  const oldId = (
    await post('/api/songs', { title: OLD, language: 'english', stanzas: [{ lyrics: 'Words' }] })
  ).id;
  scheduleId = (await post(`/api/groups/${group.id}/schedules`, { name: 'Harvest Sunday' })).id;
  await post(`/api/schedules/${scheduleId}/songs`, { songId: graceId });
  await post(`/api/schedules/${scheduleId}/songs`, { songId: oldId });
  const deleted = await context.request.delete(`/api/songs/${oldId}`);
  expect(deleted.status()).toBe(204);
  page = await context.newPage();
  errors = trackErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("a schedule entry's key, and the schedule's print", () => {
  it('plays the song in the entry’s key on the detail page, the library song unchanged', async () => {
    await page.goto(`/schedules/${scheduleId}`);
    const select = row(GRACE).getByRole('combobox', { name: `Key for ${GRACE}` });
    await select.waitFor();
    expect(await select.inputValue()).toBe('');
    expect(await openedSongChords()).toEqual(['G', 'C', 'D']);

    // The deleted song keeps its place, marked, and is not opened.
    await row(OLD).getByText('Removed from the library').waitFor();
    expect(await row(OLD).getByRole('button', { name: OLD, exact: true }).count()).toBe(0);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    // From the keyboard: focus the select and choose A.
    await select.focus();
    await select.selectOption('A');
    await expect
      .poll(async () => {
        const res = await context.request.get(`/api/schedules/${scheduleId}`);
        const json = (await res.json()) as { songs: { songId: string; key: string | null }[] };
        return json.songs.find((s) => s.songId === graceId)?.key;
      })
      .toBe('A');
    expect(await openedSongChords()).toEqual(['A', 'D', 'E']);

    // After a reload the entry is still in A; the library's song is still in G.
    await page.reload();
    await expect.poll(() => select.inputValue()).toBe('A');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'schedule-entry-key.png') });
    const song = await context.request.get(`/api/songs/${graceId}`);
    expect(await song.json()).toMatchObject({ key: 'G' });
    expect(errors).toEqual([]);
  });

  it("prints each song on its own page in its entry's key, as a chart or the lyrics alone", async () => {
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(`**/schedules/${scheduleId}/print`);
    await page.getByRole('heading', { level: 1, name: 'Harvest Sunday' }).waitFor();

    const sheets = page.getByRole('article');
    await expect.poll(() => sheets.count()).toBe(2);
    const grace = sheets.nth(0);
    expect(await grace.getByRole('heading', { level: 2 }).innerText()).toBe(`1. ${GRACE}`);
    await grace.getByText('Key of A').waitFor();
    expect(await grace.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Verse 1',
      'Chorus',
      'Verse 1',
    ]);
    expect(await chordsIn(grace)).toEqual(['A', 'D', 'E', 'F#m', 'D', 'A', 'D', 'E']);
    const old = sheets.nth(1);
    expect(await old.getByRole('heading', { level: 2 }).innerText()).toBe(`2. ${OLD}`);
    await old.getByText('Removed from the library').waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    // Lyrics only: no chords left, the words and the keys stay.
    await page.getByRole('radio', { name: 'Lyrics only' }).check();
    await expect.poll(() => chordsIn(page.locator('main'))).toEqual([]);
    expect(await grace.innerText()).toContain('Amazing grace, how sweet the sound');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Chord chart' }).check();
    await expect.poll(() => chordsIn(grace)).toHaveLength(8);

    // On paper: one song per page, without the app's frame or any control.
    await expect.poll(() => page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await sheets.nth(1).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Lyrics only' }).isVisible()).toBe(false);
    expect(await grace.isVisible()).toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'schedule-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
