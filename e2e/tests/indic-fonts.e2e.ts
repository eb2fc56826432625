// Malayalam, Tamil and Hindi text is drawn with the self-hosted Noto fonts on every page that
// shows it (DESIGN §5), in a browser with no Indic system font: this machine and CI run Debian's
// Chromium without one (`fc-list | grep -i -E "mala|tamil|deva"` is empty), so a page that does
// not use the web fonts shows empty boxes (tofu). Songs, a schedule and its share link are made
// over REST; each page is then visited as a user would, and for each piece of Indic text the
// browser is asked (DevTools' CSS.getPlatformFontsForNode) which fonts drew its glyphs.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { drawnWith } from '../support/fonts';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

type Family = 'Noto Sans Malayalam' | 'Noto Sans Tamil' | 'Noto Sans Devanagari';

interface SongPlan {
  title: string;
  language: 'malayalam' | 'tamil' | 'hindi';
  lyrics: string;
  family: Family;
}

const SONGS = {
  malayalam: {
    title: 'യേശു നല്ലവൻ',
    language: 'malayalam',
    lyrics: 'യേശു നല്ലവൻ അവൻ വല്ലഭൻ',
    family: 'Noto Sans Malayalam',
  },
  tamil: {
    title: 'நன்றி நன்றி',
    language: 'tamil',
    lyrics: 'நன்றி என்று சொல்லுவோம்',
    family: 'Noto Sans Tamil',
  },
  hindi: {
    title: 'येशु मसीह',
    language: 'hindi',
    lyrics: 'येशु मसीह तेरे जैसा कोई नहीं',
    family: 'Noto Sans Devanagari',
  },
} satisfies Record<string, SongPlan>;
type SongKey = keyof typeof SONGS;
const KEYS = Object.keys(SONGS) as SongKey[];

/** "Sunday worship": the schedule's name is Malayalam too. */
const SCHEDULE_NAME = `ഞായറാഴ്ച ആരാധന ${Date.now().toString(36)}`;
const PASTED = 'കർത്താവ് എന്റെ ഇടയൻ ആകുന്നു';

const INDIC = /[\p{Script=Malayalam}\p{Script=Tamil}\p{Script=Devanagari}]/u;
const NOTO_INDIC = /^Noto Sans (Malayalam|Tamil|Devanagari)$/;

/** See schedules.e2e.ts: a request on a keep-alive connection Node just closed is retried. */
const RETRY_RESET = { maxRetries: 2 };

let browser: Browser;
let leader: BrowserContext;
let visitor: BrowserContext;
let page: Page;
let errors: string[];
const songIds = {} as Record<SongKey, string>;
let scheduleId = '';
let shareToken = '';
/** A public schedule with the Malayalam song only. */
let malayalamShareToken = '';

async function post<T>(path: string, data: unknown, status = 201): Promise<T> {
  const res = await leader.request.post(path, { data, ...RETRY_RESET });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/**
 * `element`'s Indic text is drawn with the Noto `family` web font, not as tofu: with no Indic
 * system font, boxes are the .notdef glyphs of whatever system font comes first (DejaVu Sans
 * here), which then draws as many glyphs as the text has Indic characters. So the system fonts
 * together may draw at most the text's other characters (spaces, Latin, digits).
 */
async function expectNoto(element: Locator, family: Family, what: string) {
  await element.waitFor();
  const text = await element.evaluate(async (el) => {
    // Laying the text out starts the downloads of the fonts it needs; `ready` waits for them.
    el.getBoundingClientRect();
    await document.fonts.ready;
    el.getBoundingClientRect();
    return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
      ? el.value
      : (el.textContent ?? '');
  });
  const indic = [...text].filter((ch) => INDIC.test(ch)).length;
  expect(indic, `${what}: Indic characters in ${JSON.stringify(text)}`).toBeGreaterThan(0);
  const fonts = await drawnWith(element);
  const described = fonts.map(
    (f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}: ${f.glyphCount} glyphs`,
  );
  const noto = fonts.filter((f) => f.isCustomFont && f.familyName === family);
  const system = fonts.filter((f) => !(f.isCustomFont && NOTO_INDIC.test(f.familyName)));
  const systemGlyphs = system.reduce((sum, f) => sum + f.glyphCount, 0);
  const message = `${what} (${JSON.stringify(text)}) drawn with ${described.join(', ') || 'nothing'}`;
  // Soft: a run lists every page that shows tofu, not only the first.
  expect.soft(noto[0]?.glyphCount ?? 0, message).toBeGreaterThan(0);
  expect.soft(systemGlyphs, message).toBeLessThanOrEqual([...text].length - indic);
}

/** Each song's title (a heading) and first line in `scope`, each in its script's font. */
async function expectSongCards(scope: Page | Locator, where: string) {
  for (const key of KEYS) {
    const song = SONGS[key];
    const card = scope.getByRole('article', { name: song.title, exact: true });
    await expectNoto(
      card.getByRole('heading', { name: song.title, exact: true }),
      song.family,
      `${where}: the ${key} card's title`,
    );
    await expectNoto(
      card.getByText(song.lyrics, { exact: false }).first(),
      song.family,
      `${where}: the ${key} card's lyrics`,
    );
  }
}

/** A song view dialog (library, share link or schedule): its title and lyrics. */
async function expectSongDialog(dialog: Locator, key: SongKey, where: string) {
  const song = SONGS[key];
  await expectNoto(
    dialog.getByRole('heading', { name: song.title, exact: true }).first(),
    song.family,
    `${where}: the title`,
  );
  await expectNoto(
    dialog.getByText(song.lyrics, { exact: false }).first(),
    song.family,
    `${where}: the lyrics`,
  );
}

const dialogNamed = (target: Page, name: string | RegExp) =>
  target.getByRole('dialog', { name }).filter({ visible: true });

const region = (target: Page, name: string) => target.getByRole('region', { name, exact: true });

/**
 * Opens `path` in a fresh signed-out profile, waits for `ready` and for the fonts its text needs,
 * and returns the font files downloaded (bytes: the response bodies, as transferred).
 */
async function fontDownloads(
  path: string,
  ready: (target: Page) => Locator,
): Promise<{ file: string; bytes: number }[]> {
  const context = await newContext(browser);
  const target = await context.newPage();
  const fonts: Promise<{ file: string; bytes: number }>[] = [];
  target.on('requestfinished', (request) => {
    if (request.resourceType() !== 'font') return;
    fonts.push(
      request.sizes().then((sizes) => ({
        file: new URL(request.url()).pathname.split('/').pop()!,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  await target.goto(path);
  await ready(target).evaluate(async (el) => {
    el.getBoundingClientRect();
    await document.fonts.ready;
  });
  const files = await Promise.all(fonts);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`${path}: ${files.length} font files, ${total} bytes ${JSON.stringify(files)}`);
  await context.close();
  return files;
}

beforeAll(async () => {
  browser = await launchBrowser();
  leader = await newContext(browser);
  visitor = await newContext(browser);
  await registerViaApi(leader, newUser('Lydia'));
  const group = await createGroupViaApi(leader, `Indic Choir ${Date.now().toString(36)}`);
  for (const key of KEYS) {
    const song = SONGS[key];
    songIds[key] = (
      await post<{ id: string }>('/api/songs', {
        title: song.title,
        language: song.language,
        groupId: group.id,
        isPublic: true,
        stanzas: [{ lyrics: `${song.lyrics}\n${song.title}` }],
      })
    ).id;
  }
  const schedule = await post<{ id: string; shareToken: string }>(
    `/api/groups/${group.id}/schedules`,
    { name: SCHEDULE_NAME, isPublic: true },
  );
  scheduleId = schedule.id;
  shareToken = schedule.shareToken;
  for (const key of KEYS)
    await post(`/api/schedules/${scheduleId}/songs`, { songId: songIds[key] });
  const malayalamOnly = await post<{ id: string; shareToken: string }>(
    `/api/groups/${group.id}/schedules`,
    { name: 'Malayalam Evening', isPublic: true },
  );
  await post(`/api/schedules/${malayalamOnly.id}/songs`, { songId: songIds.malayalam });
  malayalamShareToken = malayalamOnly.shareToken;
  page = await leader.newPage();
  errors = trackErrors(page);
});

afterAll(async () => {
  if (errors?.length) console.log(`browser errors:\n  ${errors.join('\n  ')}`);
  await Promise.all([leader?.close(), visitor?.close()]);
  await browser?.close();
});

describe('Malayalam, Tamil and Hindi in the Noto web fonts', () => {
  it('in the library: the cards, the song view dialog and its full screen view', async () => {
    await page.goto('/songs');
    await page.getByRole('heading', { name: 'Songs Library', level: 1 }).waitFor();
    await expectSongCards(page, 'library');

    const song = SONGS.malayalam;
    await page
      .getByRole('article', { name: song.title, exact: true })
      .getByRole('button', { name: 'View' })
      .click();
    const view = dialogNamed(page, song.title);
    await expectSongDialog(view, 'malayalam', 'song view dialog');

    await view.getByRole('button', { name: /full.?screen/i }).click();
    const full = page.getByRole('dialog').filter({ hasText: 'Primary Lyrics' }).last();
    await expectNoto(
      full.getByText(song.lyrics, { exact: false }).first(),
      song.family,
      'full screen view: the lyrics',
    );
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('in the Add Song dialog of a new user: Malayalam pasted into the lyrics textarea and the title field', async () => {
    // A library with no Indic song yet: the first Malayalam on the screen is what is pasted.
    const newcomer = await newContext(browser);
    await registerViaApi(newcomer, newUser('Anna'));
    await createGroupViaApi(newcomer, `First Steps ${Date.now().toString(36)}`);
    const fresh = await newcomer.newPage();
    const freshErrors = trackErrors(fresh);
    await fresh.goto('/songs');
    await fresh.getByText('No songs yet').waitFor();
    await fresh.getByRole('button', { name: 'Add Song', exact: true }).click();
    const dialog = dialogNamed(fresh, /add new song/i);
    await dialog.waitFor();
    const lyrics = dialog.getByRole('group', { name: 'Stanza 1' }).getByLabel(/lyrics/i);
    // Pasted: one input event each, drawn at once (no keystroke redraws it later).
    await lyrics.fill(PASTED);
    const title = dialog.getByLabel(/song title/i);
    await title.fill(SONGS.malayalam.title);
    await expectNoto(lyrics, 'Noto Sans Malayalam', 'Add Song: the lyrics textarea');
    await expectNoto(title, 'Noto Sans Malayalam', 'Add Song: the title field');
    expect(freshErrors).toEqual([]);
    await newcomer.close();
  });

  it('on the schedules list, in the Edit Schedule dialog and on the schedule detail page', async () => {
    await page.goto('/schedules');
    await page.getByRole('heading', { name: 'Schedules', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: SCHEDULE_NAME, exact: true });
    await expectNoto(
      card.getByRole('heading', { name: SCHEDULE_NAME }),
      'Noto Sans Malayalam',
      'schedules list: the schedule name',
    );

    await card.getByRole('button', { name: `Edit ${SCHEDULE_NAME}` }).click();
    const edit = dialogNamed(page, 'Edit Schedule');
    await expectNoto(
      edit.getByLabel(/schedule name/i),
      'Noto Sans Malayalam',
      'Edit Schedule: the name field',
    );
    for (const key of KEYS)
      await expectNoto(
        edit.getByText(SONGS[key].title, { exact: true }).first(),
        SONGS[key].family,
        `Edit Schedule: the ${key} song`,
      );
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    await page.goto(`/schedules/${scheduleId}`);
    const heading = page.getByRole('heading', { name: SCHEDULE_NAME, level: 1 });
    await expectNoto(heading, 'Noto Sans Malayalam', 'schedule detail: the name');
    const list = page.getByRole('list', { name: 'Songs in order' });
    for (const key of KEYS)
      await expectNoto(
        list.getByRole('button', { name: SONGS[key].title, exact: true }),
        SONGS[key].family,
        `schedule detail: the ${key} song`,
      );
    await list.getByRole('button', { name: SONGS.tamil.title, exact: true }).click();
    const view = dialogNamed(page, SONGS.tamil.title);
    await expectNoto(
      view.getByText(SONGS.tamil.lyrics, { exact: false }).first(),
      'Noto Sans Tamil',
      "schedule detail's song view: the lyrics",
    );
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('on the dashboard (Popular Songs, Recent Schedules) and the Statistics page', async () => {
    await page.goto('/');
    const popular = region(page, 'Popular Songs This Month');
    for (const key of KEYS)
      await expectNoto(
        popular.getByText(SONGS[key].title, { exact: true }).first(),
        SONGS[key].family,
        `dashboard Popular Songs: the ${key} song`,
      );
    await expectNoto(
      region(page, 'Recent Schedules').getByText(SCHEDULE_NAME, { exact: true }).first(),
      'Noto Sans Malayalam',
      'dashboard Recent Schedules',
    );

    await page.goto('/statistics');
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    const ranked = region(page, 'Popular Songs');
    for (const key of KEYS)
      await expectNoto(
        ranked.getByText(SONGS[key].title, { exact: true }).first(),
        SONGS[key].family,
        `Statistics Popular Songs: the ${key} song`,
      );
    expect(errors).toEqual([]);
  });

  it('for a visitor: the public songs page, a shared song link and a shared schedule', async () => {
    const anonymous = await visitor.newPage();
    const visitorErrors = trackErrors(anonymous);
    await anonymous.goto('/songs/public');
    await anonymous.getByRole('heading', { name: 'Worship Planner - Worship Songs' }).waitFor();
    for (const key of KEYS)
      await expectNoto(
        // Other test files publish songs of the same names: any of them will do.
        anonymous.getByRole('heading', { name: SONGS[key].title, exact: true }).first(),
        SONGS[key].family,
        `public songs page: the ${key} song's title`,
      );

    await anonymous.goto(`/songs/public?song=${songIds.hindi}`);
    await expectSongDialog(dialogNamed(anonymous, SONGS.hindi.title), 'hindi', 'shared song link');

    await anonymous.goto(`/schedules/share/${shareToken}`);
    await expectNoto(
      anonymous.getByRole('heading', { name: SCHEDULE_NAME, level: 1 }),
      'Noto Sans Malayalam',
      'shared schedule: the name',
    );
    const songs = anonymous.getByRole('list', { name: 'Songs', exact: true });
    for (const key of KEYS)
      await expectNoto(
        songs.getByText(SONGS[key].title, { exact: true }).first(),
        SONGS[key].family,
        `shared schedule: the ${key} song`,
      );
    expect(visitorErrors).toEqual([]);
    await anonymous.close();
  });

  it('downloads a font file only for the scripts a page shows', async () => {
    // Signed out, so the landing page is the prerendered one: Latin only.
    expect(
      await fontDownloads('/', (p) => p.getByRole('heading', { level: 1 }).first()),
      'landing page',
    ).toEqual([]);
    const malayalam = await fontDownloads(`/schedules/share/${malayalamShareToken}`, (p) =>
      p.getByRole('list', { name: 'Songs', exact: true }).getByText(SONGS.malayalam.title).first(),
    );
    expect(malayalam.map((f) => f.file).sort()).toEqual([
      expect.stringMatching(/^noto-sans-malayalam-malayalam-400-normal\.[0-9a-f]+\.woff2$/),
      expect.stringMatching(/^noto-sans-malayalam-malayalam-700-normal\.[0-9a-f]+\.woff2$/),
    ]);
  });

  it('declares the faces in the prerendered first paints, with URLs the server answers', async () => {
    for (const path of ['/', '/songs/public']) {
      const res = await visitor.request.get(path, RETRY_RESET);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      const html = await res.text();
      const urls = [...html.matchAll(/@font-face\{[^}]*url\(["']?([^)"']+\.woff2)/g)].map(
        (m) => m[1]!,
      );
      expect(urls, `${path}: @font-face URLs`).toHaveLength(6);
      for (const url of urls) {
        const font = await visitor.request.get(url, RETRY_RESET);
        expect(font.status(), url).toBe(200);
        expect(font.headers()['content-type'], url).toBe('font/woff2');
      }
    }
  });
});
