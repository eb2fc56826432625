// Issue 22 end to end: a worship leader types a Malayalam title phonetically in the Add Song
// dialog (a listbox of candidates for the word being typed, Enter to pick), enters two stanzas
// in Malayalam, generates the transliteration of each (chords kept on their syllables), edits
// one, saves, and finds the song by a romanized word, then by a Malayalam word typed phonetically
// in the library's search box, and a word the page's list lacks, which the server's dictionary
// ranks. The dialog is axe clean with the candidates open and after the generation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

const TITLE = 'യേശു എൻ സ്നേഹിതൻ';
const STANZA_1 = 'യേശു എൻ സ്നേഹിതൻ\nഎന്നും എൻ കൂടെ';
const STANZA_2 = '[G]കർത്താവേ നിൻ [D]കൃപ മതി';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { bypassCSP: true });
  await registerViaApi(context, newUser('Tara'));
  await createGroupViaApi(context, 'Malayalam Choir');
  page = await context.newPage();
  errors = trackErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('script tools', () => {
  it('types a Malayalam title phonetically, generates two stanzas’ transliterations, saves and finds the song', async () => {
    await page.goto('/songs');
    await page.getByRole('button', { name: 'Add Your First Song' }).click();
    const dialog = page.getByRole('dialog', { name: /add new song/i }).filter({ visible: true });
    await dialog.getByText('Create a new song with lyrics and transliterations').waitFor();

    // Phonetic typing: switched on for the title only, word by word, candidates as typed.
    await dialog
      .getByRole('combobox', { name: 'Phonetic typing', exact: true })
      .selectOption('malayalam');
    const title = dialog.getByLabel(/song title/i);
    await title.click();
    await title.pressSequentially('yeshu en snehithan');
    const listbox = dialog.getByRole('listbox', { name: 'Suggestions for snehithan' });
    await listbox.waitFor();
    expect(await listbox.getByRole('option').first().innerText()).toBe('സ്നേഹിതൻ');
    expect(await title.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'hidden' });
    expect(await title.inputValue()).toBe(TITLE);
    // Enter picked the word; the dialog is still open and nothing was submitted.
    await dialog.getByLabel(/primary language/i).selectOption('malayalam');

    const first = dialog.getByRole('group', { name: 'Stanza 1' });
    await first.getByLabel(/lyrics/i).fill(STANZA_1);
    await dialog.getByRole('button', { name: 'Add New Stanza' }).click();
    const second = dialog.getByRole('group', { name: 'Stanza 2' });
    await second.getByLabel(/lyrics/i).fill(STANZA_2);

    await first.getByRole('button', { name: 'Generate transliteration of stanza 1' }).click();
    await second.getByRole('button', { name: 'Generate transliteration of stanza 2' }).click();
    const firstText = first.getByLabel('Transliteration 1 text');
    const secondText = second.getByLabel('Transliteration 1 text');
    expect(await firstText.inputValue()).toBe('Yeshu en snehithan\nEnnum en koode');
    expect(await secondText.inputValue()).toBe('[G]Karthaave nin [D]krupa mathi');
    expect(await first.getByLabel('Transliteration 1 language').inputValue()).toBe('english');
    // The generated text is the user's to edit before saving.
    await secondText.fill('[G]Karthaave nin [D]krupa mathi enikku');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();

    const listed = (await (await context.request.get('/api/songs')).json()) as {
      id: string;
      title: string;
    }[];
    const id = listed.find((song) => song.title === TITLE)?.id;
    const stored = (await (await context.request.get(`/api/songs/${id}`)).json()) as {
      stanzas: { lyrics: string; transliterations: { language: string; text: string }[] }[];
    };
    expect(stored.stanzas.map((s) => s.transliterations)).toEqual([
      [{ language: 'english', text: 'Yeshu en snehithan\nEnnum en koode' }],
      [{ language: 'english', text: '[G]Karthaave nin [D]krupa mathi enikku' }],
    ]);

    // Found by a word only the edited transliteration holds, typed romanized.
    const search = page.getByRole('searchbox', { name: 'Search songs by title' });
    await search.fill('enikku');
    await card.waitFor();
    await search.fill('karthave');
    await card.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('types a search phonetically: the native word typed finds the song, another does not', async () => {
    const card = page.getByRole('article', { name: TITLE });
    const search = page.getByRole('searchbox', { name: 'Search songs by title' });
    await search.fill('');
    await card.waitFor();
    await page
      .getByRole('combobox', { name: 'Phonetic typing, search songs by title' })
      .selectOption('malayalam');
    // Switched on, the search box is a combobox with its candidates.
    const phonetic = page.getByRole('combobox', { name: 'Search songs by title', exact: true });
    await phonetic.click();
    await phonetic.pressSequentially('daivam');
    await page.getByRole('listbox', { name: 'Suggestions for daivam' }).waitFor();
    await page.keyboard.press('Enter');
    expect(await phonetic.inputValue()).toBe('ദൈവം');
    await card.waitFor({ state: 'hidden' });

    await phonetic.fill('');
    await phonetic.pressSequentially('snehithan');
    const listbox = page.getByRole('listbox', { name: 'Suggestions for snehithan' });
    await listbox.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await phonetic.inputValue()).toBe('സ്നേഹിതൻ');
    await card.waitFor();
    expect(await phonetic.getAttribute('lang')).toBe('ml');
    expect(errors).toEqual([]);
  });

  it('types a word the page’s list lacks: the server’s dictionary puts it first', async () => {
    // The gateway reads the system's Malayalam dictionary on its first Malayalam suggestion
    // (seconds): asked here, so the typing below does not wait on the load.
    const warm = await context.request.get(
      `/api/transliterate/suggest?q=theevandi&language=malayalam`,
    );
    expect(((await warm.json()) as { candidates: string[] }).candidates[0]).toBe('തീവണ്ടി');
    const phonetic = page.getByRole('combobox', { name: 'Search songs by title', exact: true });
    await phonetic.fill('');
    await phonetic.pressSequentially('theevandi');
    const listbox = page.getByRole('listbox', { name: 'Suggestions for theevandi' });
    // The page's own first guess is തീവന്ദി; the server's answer takes its place when it comes.
    await listbox.getByRole('option').first().filter({ hasText: 'തീവണ്ടി' }).waitFor();
    const options = await listbox.getByRole('option').allInnerTexts();
    expect(options.length).toBeLessThanOrEqual(5);
    expect(new Set(options).size).toBe(options.length);
    await page.keyboard.press('Enter');
    expect(await phonetic.inputValue()).toBe('തീവണ്ടി');
    expect(errors).toEqual([]);
  });
});
