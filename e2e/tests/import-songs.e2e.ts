// Issue 17 "In the library", end to end: a worship leader imports a folder of song files in four
// formats (fixtures/import/, see its README) into a group that already has one of the songs: the
// preview shows each file's title, language, sections and warnings, flags the duplicate and the
// malformed file; the duplicate is skipped; the report counts; the library shows each song once.
// Then a song goes out again through the song view's Export menu, and files can be dropped.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, fillSignUp, newUser } from '../support/users';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'import');
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const FILES = readdirSync(FIXTURES)
  .filter((name) => name !== 'README.md')
  .sort();
const DUPLICATE = 'Holy, Holy, Holy';
const XML_ERROR = 'The XML is not well-formed: 11:0: unclosed tag: lines';
const TEMPO_WARNING =
  'Tempo "Moderate" is not a number of beats per minute from 1 to 400; left empty';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let duplicateId = '';

const dialogNamed = (name: string | RegExp) =>
  page.getByRole('dialog', { name }).filter({ visible: true });
const card = (title: string) => page.getByRole('article', { name: title, exact: true });
const cardTitles = () =>
  page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (c) => document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );

/** The table's body rows as the cells' texts (File, Title, Language, Sections, Format, Warnings). */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    out.push((await rows.nth(i).locator('td').allInnerTexts()).slice(0, 6));
  }
  return out;
}

const EXPECTED_ROWS = [
  [
    'blessed-assurance.xml',
    'Blessed Assurance',
    'English',
    'Verse 1, Chorus, Verse 2',
    'openlyrics',
    TEMPO_WARNING,
  ],
  ['broken.xml', '', '', '', '', ''],
  [
    'come-thou-fount.txt',
    'Come Thou Fount of Every Blessing',
    'English',
    'Verse 1, Verse 2, Verse 3',
    'songselect',
    '',
  ],
  ['holy-holy-holy.cho', DUPLICATE, 'English', 'Verse 1', 'chordpro', ''],
  [
    'it-is-well.cho',
    'It Is Well with My Soul',
    'English',
    'Verse 1, Chorus, Verse 2',
    'chordpro',
    '',
  ],
  [
    'yeshu-mera-charvaha.txt',
    'यीशु मेरा चरवाहा',
    'Hindi',
    'Verse 1, Chorus, Verse 2',
    'plaintext',
    '',
  ],
];
const IMPORTED = EXPECTED_ROWS.filter((row) => row[1] && row[1] !== DUPLICATE).map(
  (row) => row[1]!,
);

async function openImport(): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = dialogNamed('Import Songs');
  await dialog.getByLabel('Song files', { exact: true }).waitFor();
  return dialog;
}

async function downloadText(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

beforeAll(async () => {
  browser = await launchBrowser();
  // axe is injected as a script: the app's CSP (script-src 'self') must not block it.
  context = await newContext(browser, { bypassCSP: true });
  page = await context.newPage();
  errors = trackErrors(page);
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('importing songs', () => {
  it('imports a mixed folder of files with a duplicate', async () => {
    await page.goto('/signup');
    await fillSignUp(page, newUser('Fanny'));
    await page.waitForURL((url) => url.pathname === '/');
    const group = await createGroupViaApi(context, 'Hymn Night');
    // The song the folder holds again: same CCLI number as holy-holy-holy.cho.
    const created = await context.request.post('/api/songs', {
      data: {
        title: DUPLICATE,
        language: 'english',
        groupId: group.id,
        ccliNumber: '9100002',
        stanzas: [{ lyrics: 'Holy, holy, holy! Lord God Almighty!' }],
      },
    });
    expect(created.status()).toBe(201);
    duplicateId = ((await created.json()) as { id: string }).id;

    await page.goto('/songs');
    await card(DUPLICATE).waitFor();
    const dialog = await openImport();
    await dialog.getByText(/files into the group Hymn Night$/).waitFor();
    await dialog
      .getByLabel('Song files', { exact: true })
      .setInputFiles(FILES.map((name) => join(FIXTURES, name)));

    const preview = dialog.getByRole('table', { name: 'Preview' });
    await preview.waitFor();
    expect(await rowsOf(preview)).toEqual(EXPECTED_ROWS);
    const row = (name: string) => preview.locator('tbody tr').filter({ hasText: name });
    const status = (name: string) => row(name).locator('td').last();
    expect(await status('broken.xml').innerText()).toBe(XML_ERROR);
    expect(await status('holy-holy-holy.cho').innerText()).toContain(`Duplicate of "${DUPLICATE}"`);
    for (const name of ['blessed-assurance.xml', 'come-thou-fount.txt', 'it-is-well.cho']) {
      expect(await status(name).innerText()).toBe('Ready');
    }
    const choice = dialog.getByRole('combobox', { name: 'What to do with holy-holy-holy.cho' });
    expect(await choice.inputValue()).toBe('skip');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.screenshot({ path: join(ARTIFACTS, 'import-preview.png') });

    await choice.selectOption('replace');
    await choice.selectOption({ label: 'Skip' });
    expect(await choice.inputValue()).toBe('skip');
    await dialog.getByRole('button', { name: `Import ${FILES.length} files` }).click();

    const report = dialog.getByRole('status');
    await dialog.getByRole('table', { name: 'Report' }).waitFor();
    expect(await report.innerText()).toBe('Created 4, replaced 0, skipped 1, failed 1');
    const reportTable = dialog.getByRole('table', { name: 'Report' });
    const reportStatus = (name: string) =>
      reportTable.locator('tbody tr').filter({ hasText: name }).locator('td').last().innerText();
    expect(await reportStatus('holy-holy-holy.cho')).toBe('Skipped');
    expect(await reportStatus('broken.xml')).toBe(XML_ERROR);
    expect(await reportStatus('it-is-well.cho')).toBe('Created');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.screenshot({ path: join(ARTIFACTS, 'import-report.png') });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    for (const title of IMPORTED) await card(title).waitFor();
    await expect.poll(cardTitles).toHaveLength(IMPORTED.length + 1);
    expect((await cardTitles()).filter((title) => title === DUPLICATE)).toHaveLength(1);
    // The stored songs: the duplicate is the one created first, untouched.
    const holy = await context.request.get(`/api/songs/${duplicateId}`);
    expect(await holy.json()).toMatchObject({ title: DUPLICATE, version: 1 });
    expect(errors).toEqual([]);
  });

  it('downloads an imported song from the Export menu as OpenLyrics and as ChordPro', async () => {
    await page.goto('/songs');
    await card('It Is Well with My Soul').getByRole('button', { name: 'View' }).click();
    const view = dialogNamed('It Is Well with My Soul');
    await view.waitFor();

    await view.getByRole('button', { name: 'Export' }).click();
    const menu = page.getByRole('menu', { name: 'Export' });
    await menu.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'song-export-menu.png') });
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: 'OpenLyrics (.xml)' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe('It Is Well with My Soul.xml');
    const xmlText = await downloadText(xml);
    expect(xmlText).toContain('<song xmlns="http://openlyrics.info/namespace/2009/song"');
    expect(xmlText).toContain('<title>It Is Well with My Soul</title>');
    expect(xmlText).toContain('<verseOrder>v1 c v2 c</verseOrder>');

    // From the keyboard: Enter opens the menu, the arrows move, Enter downloads.
    await view.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('ChordPro (.cho)');
    const [cho] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(cho.suggestedFilename()).toBe('It Is Well with My Soul.cho');
    const choText = await downloadText(cho);
    expect(choText).toContain('{title: It Is Well with My Soul}');
    expect(choText).toContain('{key: C}');
    expect(choText).toContain('When [C]peace like a [F]river');
    expect(errors).toEqual([]);
  });

  it("downloads the group's library as one zip", async () => {
    await page.goto('/songs');
    await card(DUPLICATE).waitFor();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export library (ChordPro)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('songs.zip');
    const bytes = readFileSync((await zip.path())!);
    // A zip (local file header "PK\x03\x04") naming one .cho file a song.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = bytes.toString('utf8');
    for (const title of [...IMPORTED, DUPLICATE]) expect(names).toContain(`${title}.cho`);
    // Done: the button is back (it was busy while the zip came).
    await expect
      .poll(() => page.getByRole('button', { name: 'Export library (ChordPro)' }).isEnabled())
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('reads files dropped on the drop zone', async () => {
    await page.goto('/songs');
    const dialog = await openImport();
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File(['{title: Dropped Hymn}\n{key: G}\n\n[G]Dropped on the [D]zone'], 'dropped.cho'),
      );
      return transfer;
    });
    const zone = dialog.getByRole('group', { name: 'Drop song files here' });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    const preview = dialog.getByRole('table', { name: 'Preview' });
    await preview.waitFor();
    expect(await rowsOf(preview)).toEqual([
      ['dropped.cho', 'Dropped Hymn', 'English', 'Stanza 1', 'chordpro', ''],
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The preview stores nothing: the library still has the five songs.
    await expect.poll(cardTitles).toHaveLength(IMPORTED.length + 1);
    expect(await cardTitles()).not.toContain('Dropped Hymn');
    expect(errors).toEqual([]);
  });
});
