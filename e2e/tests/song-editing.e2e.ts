// Issue 17 in the library, end to end: a group member edits a song (labels, key, section order),
// finds it by its new words, restores an earlier version from the song's history, reads its
// chords over a Malayalam line at two font sizes, and deletes it. Every new dialog is axe clean.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

const TITLE = 'Amazing Grace';
const NEW_TITLE = 'Amazing Grace (My Chains)';
const ML_LINE = '[G]യേശു എൻ [D/F#]സ്നേ[Em]ഹിതൻ ക്[C]രിസ്തു';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let songId = '';

const dialogNamed = (name: string | RegExp) =>
  page.getByRole('dialog', { name }).filter({ visible: true });
const card = (title: string) => page.getByRole('article', { name: title, exact: true });

async function createSong(data: Record<string, unknown>): Promise<string> {
  const res = await context.request.post('/api/songs', { data });
  if (res.status() !== 201) throw new Error(`POST /api/songs: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Waits until the keyboard focus is inside `dialog` (Radix returns it a moment after a close). */
async function focusWithin(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

async function openView(title: string): Promise<Locator> {
  await card(title).getByRole('button', { name: 'View' }).click();
  const dialog = dialogNamed(title);
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { bypassCSP: true });
  await registerViaApi(context, newUser('Edna'));
  await createGroupViaApi(context, 'Evening Choir');
  songId = await createSong({
    title: TITLE,
    language: 'english',
    key: 'G',
    stanzas: [
      { lyrics: '[G]Amazing [C]grace, how [D]sweet the sound' },
      { lyrics: "My [Em]chains are [C]gone, I've been set [G]free" },
    ],
  });
  await createSong({
    title: 'യേശു എൻ സ്നേഹിതൻ',
    language: 'malayalam',
    key: 'G',
    stanzas: [{ lyrics: ML_LINE }],
  });
  page = await context.newPage();
  errors = trackErrors(page);
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('editing songs', () => {
  it('edits a song, finds it by its new words, then restores the earlier version', async () => {
    await page.goto('/songs');
    await card(TITLE).waitFor();
    await card(TITLE).getByRole('button', { name: 'Edit' }).click();
    const edit = dialogNamed('Edit Song');
    await edit.getByLabel(/song title/i).waitFor();
    await expect.poll(() => edit.getByLabel(/song title/i).inputValue()).toBe(TITLE);
    expect(await axeViolations(page)).toEqual([]);

    await edit.getByLabel(/song title/i).fill(NEW_TITLE);
    await edit.getByLabel('Capo').fill('2');
    const first = edit.getByRole('group', { name: 'Stanza 1' });
    await first.getByLabel(/section label/i).fill('Verse 1');
    const second = edit.getByRole('group', { name: 'Stanza 2' });
    await second.getByLabel(/section label/i).fill('Chorus');
    await second.getByLabel(/lyrics/i).fill('My [Em]chains are [C]gone, unshackled [G]now');
    // The order V1 C V1 C, built from the keyboard.
    const stanzaToAdd = edit.getByLabel('Stanza to add to the order');
    for (const n of ['1', '2', '1', '2']) {
      await stanzaToAdd.selectOption(n);
      await edit.getByRole('button', { name: 'Add to order' }).click();
    }
    await expect
      .poll(() => edit.getByRole('list', { name: 'Section order' }).innerText())
      .toMatch(/V1[\s\S]*C[\s\S]*V1[\s\S]*C/);
    await edit.screenshot({ path: join(ARTIFACTS, 'edit-song.png') });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });

    await card(NEW_TITLE).waitFor();
    // Found at once by its new words (the search key was rebuilt with the chords stripped).
    await page.getByRole('searchbox').fill('unshackled');
    await expect.poll(() => page.getByRole('article').evaluateAll((cards) => cards.length)).toBe(1);
    await card(NEW_TITLE).waitFor();
    await page.getByRole('searchbox').fill('');

    const view = await openView(NEW_TITLE);
    await expect
      .poll(() => view.getByRole('list', { name: 'Stanzas' }).getByRole('heading').allInnerTexts())
      .toEqual(['Verse 1', 'Chorus', 'Verse 1', 'Chorus']);
    // Capo 2 in G: the shapes of F, sounding in G.
    await view.getByText('Capo 2: play F shapes, sounding in G').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'song-view-chords.png') });
    // On paper: the song's sheet alone, its chords as the viewer reads them (capo shapes).
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.song-print-sheet');
    await sheet.waitFor({ state: 'visible' });
    expect(await view.isVisible()).toBe(false);
    expect(await sheet.locator('h1').innerText()).toBe(NEW_TITLE);
    expect(await sheet.locator('h2').allInnerTexts()).toEqual([
      'Verse 1',
      'Chorus',
      'Verse 1',
      'Chorus',
    ]);
    expect(await sheet.locator('[data-part="chord"]').first().innerText()).toBe('F');
    await page.screenshot({ path: join(ARTIFACTS, 'song-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await view.waitFor();
    await view.getByRole('button', { name: 'History' }).click();

    const history = dialogNamed('Song History');
    const versions = history.getByRole('list', { name: 'Versions' });
    await versions.getByRole('heading', { name: 'Version 2 (current)' }).waitFor();
    await versions.getByRole('heading', { name: 'Version 1' }).waitFor();
    expect(await versions.innerText()).toMatch(/Changed: .*title/);
    expect(await versions.innerText()).toContain('Edna');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    await history.getByRole('button', { name: 'View Version 1' }).click();
    await history
      .getByRole('region', { name: 'Version 1' })
      .getByText(TITLE, { exact: true })
      .waitFor();
    await history.getByRole('button', { name: 'Restore Version 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await versions.getByRole('heading', { name: 'Version 3 (current)' }).waitFor();
    expect(await versions.getByRole('listitem').first().innerText()).toContain(
      'Restored from version 1',
    );
    // With the 'Version restored' toast up, Escape closes the dialog the focus is in (design
    // system's escape pass-through), so each press waits until focus is back in its dialog.
    await focusWithin(history);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // The view and the library show the restored song; the API agrees.
    const restoredView = dialogNamed(TITLE);
    await restoredView.waitFor();
    await focusWithin(restoredView);
    await page.keyboard.press('Escape');
    await card(TITLE).waitFor();
    const stored = await context.request.get(`/api/songs/${songId}`);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ title: TITLE });
    expect(errors).toEqual([]);
  });

  it('tells the second of two editors that the song changed, and shows both versions', async () => {
    await page.goto('/songs');
    await card(TITLE).getByRole('button', { name: 'Edit' }).click();
    const edit = dialogNamed('Edit Song');
    await expect.poll(() => edit.getByLabel(/song title/i).inputValue()).toBe(TITLE);
    // Someone else saves first (a script with the same rights, through the REST API).
    const other = await context.request.patch(`/api/songs/${songId}`, {
      data: { title: 'Amazing Grace (choir)' },
    });
    expect(other.status()).toBe(200);

    await edit.getByLabel(/song title/i).fill('Amazing Grace (band)');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = edit
      .getByRole('alert')
      .filter({ hasText: 'This song was changed since you opened it' });
    await conflict.waitFor();
    const rows = conflict.getByRole('row');
    await expect
      .poll(() => rows.nth(1).innerText())
      .toMatch(/Title\s+Amazing Grace \(band\)\s+Amazing Grace \(choir\)/);
    expect(await axeViolations(page)).toEqual([]);
    await edit.screenshot({ path: join(ARTIFACTS, 'edit-conflict.png') });

    await conflict.getByRole('button', { name: 'Save mine over it' }).click();
    await edit.waitFor({ state: 'hidden' });
    await card('Amazing Grace (band)').waitFor();
    // Back to the title the other tests use.
    const reset = await context.request.patch(`/api/songs/${songId}`, { data: { title: TITLE } });
    expect(reset.status()).toBe(200);
  });

  it('puts each chord over its syllable in a Malayalam line at two font sizes', async () => {
    await page.goto('/songs');
    const view = await openView('യേശു എൻ സ്നേഹിതൻ');
    await settle(page);
    // Drawn with the self-hosted Noto face (CI's Chromium has no Malayalam system font).
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => /Malayalam/.test(f.family) && f.status === 'loaded'),
      ),
    ).toBe(true);

    for (const fontSize of ['16px', '28px']) {
      await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
      }, fontSize);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const segments = await view.locator('[data-part="segment"]').evaluateAll((nodes) =>
        nodes.map((segment) => {
          const chord = segment.querySelector('[data-part="chord"]')!.getBoundingClientRect();
          const lyric = segment.querySelector('[data-part="lyric"]')!;
          const box = lyric.getBoundingClientRect();
          return {
            chord: segment.querySelector('[data-part="chord"]')!.textContent ?? '',
            lyric: lyric.textContent ?? '',
            chordLeft: chord.left,
            chordBottom: chord.bottom,
            lyricLeft: box.left,
            lyricRight: box.right,
            lyricTop: box.top,
          };
        }),
      );
      const withChords = segments.filter((s) => s.chord);
      expect(withChords.map((s) => s.chord)).toEqual(['G', 'D/F#', 'Em', 'C']);
      // A chord inside the conjunct ക്രി moves to the cluster's start.
      expect(withChords.map((s) => s.lyric)).toEqual(['യേശു', 'സ്നേ', 'ഹിതൻ', 'ക്രിസ്തു']);
      for (const s of withChords) {
        // The chord's left edge is within its syllable's box, and the chord sits above it.
        expect(s.chordLeft).toBeGreaterThanOrEqual(s.lyricLeft - 0.5);
        expect(s.chordLeft).toBeLessThanOrEqual(s.lyricRight);
        expect(s.chordBottom).toBeLessThanOrEqual(s.lyricTop + 0.5);
      }
      await view
        .getByRole('list', { name: 'Stanzas' })
        .screenshot({ path: join(ARTIFACTS, `malayalam-chords-${fontSize}.png`) });
    }
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
  });

  it('deletes a song after a confirmation that says what stays', async () => {
    await page.goto('/songs');
    await card(TITLE).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete "${TITLE}"?` });
    await confirm.getByText(/Schedules that used it keep it/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete Song' }).click();
    // The confirmation hides the page from the accessibility tree while it is open: wait for it
    // to close before looking for the card.
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('The song was removed from the library.', { exact: true }).waitFor();
    await card(TITLE).waitFor({ state: 'detached' });
    await card('യേശു എൻ സ്നേഹിതൻ').waitFor();
    expect((await context.request.get(`/api/songs/${songId}`)).status()).toBe(404);
    expect(errors).toEqual([]);
  });
});
