// Issue 20, offline: the church's Wi-Fi fails. The app is installable (Chromium's own criteria,
// asked through DevTools), and a schedule opened once online opens again with the network
// gone: the service worker answers the page with the app shell, the shell's and the remotes'
// files and the Noto fonts from its caches, and the signed-in member is still known. The
// member's name is Malayalam, so the offline page has Malayalam text whose glyphs must come
// from the cached Noto Sans Malayalam (this browser has no Indic system font). The presenter
// (mf-schedules, with the deck it keeps on the device) then presents the Malayalam song offline,
// section after section.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchProfile, trackErrors } from '../support/browser';
import { drawnWith } from '../support/fonts';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

const SCHEDULE = 'Sunday Service';
const SONG = 'യേശു നല്ലവൻ';
const STANZA = 'യേശു നല്ലവൻ അവൻ വല്ലഭൻ';
/** "Praise, praise": the song's second section, reached offline on the presenter. */
const CHORUS = 'സ്തുതി സ്തുതി';
/** "Joseph Thomas" in Malayalam: shown by the shell's sidebar, from the worker's copy of the user. */
const FIRST_NAME = 'ജോസഫ്';
const LAST_NAME = 'തോമസ്';
const MEMBER = `${FIRST_NAME} ${LAST_NAME}`;
const MALAYALAM = /\p{Script=Malayalam}/u;

const profile = mkdtempSync(join(tmpdir(), 'worship-offline-'));
let context: BrowserContext;
let page: Page;
let errors: string[];
let scheduleId = '';

async function post<T>(path: string, data: unknown): Promise<T> {
  const res = await context.request.post(path, { data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** Waits until the worker is installed (its precache and the remotes' files stored) and controls the page. */
async function controlledByWorker(target: Page): Promise<void> {
  const origin = new URL(target.url()).origin;
  const scope = await target.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}/`);
  await expect
    .poll(() =>
      target.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null),
    )
    .toBe('activated');
  await expect
    .poll(() => target.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(`${origin}/sw.js`);
}

/**
 * The Malayalam text's glyphs came from the Noto Sans Malayalam web font: a system font (there
 * is no Indic one here) may draw the other characters only (spaces), never a Malayalam letter.
 */
async function expectMalayalamNoto(scope: Page | Locator, text: string) {
  const element = scope.getByText(text, { exact: true }).first();
  await element.waitFor();
  await element.evaluate(async (el) => {
    el.getBoundingClientRect();
    await document.fonts.ready;
  });
  const fonts = await drawnWith(element);
  const noto = fonts.find((f) => f.isCustomFont && f.familyName === 'Noto Sans Malayalam');
  expect(noto?.glyphCount ?? 0, JSON.stringify(fonts)).toBeGreaterThan(0);
  const others = fonts
    .filter((f) => f.familyName !== 'Noto Sans Malayalam')
    .reduce((sum, f) => sum + f.glyphCount, 0);
  const notMalayalam = [...text].filter((ch) => !MALAYALAM.test(ch)).length;
  expect(others, JSON.stringify(fonts)).toBeLessThanOrEqual(notMalayalam);
}

/** Runs `steps` with the browser's network cut, and gives the network back whatever happens. */
async function withNetworkDown(steps: () => Promise<void>): Promise<void> {
  await context.setOffline(true);
  try {
    await steps();
  } finally {
    await context.setOffline(false);
  }
}

beforeAll(async () => {
  context = await launchProfile(profile, { bypassCSP: true });
  const user = { ...newUser('Joseph'), firstName: FIRST_NAME, lastName: LAST_NAME };
  await registerViaApi(context, user);
  const group = await createGroupViaApi(context, 'Offline Choir');
  const song = await post<{ id: string }>('/api/songs', {
    title: SONG,
    language: 'malayalam',
    stanzas: [
      { label: 'Verse 1', lyrics: STANZA },
      { label: 'Chorus', lyrics: CHORUS },
    ],
  });
  scheduleId = (await post<{ id: string }>(`/api/groups/${group.id}/schedules`, { name: SCHEDULE }))
    .id;
  await post(`/api/schedules/${scheduleId}/songs`, { songId: song.id });
  page = context.pages()[0] ?? (await context.newPage());
  errors = trackErrors(page);
});

afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe('offline, after one visit online', () => {
  it('is installable: a manifest with its icons and a service worker, by Chromium’s criteria', async () => {
    await page.goto(`/schedules/${scheduleId}/print`);
    await page.getByRole('heading', { level: 1, name: SCHEDULE }).waitFor();
    await page.getByText(STANZA).first().waitFor();
    await controlledByWorker(page);

    const devtools = await context.newCDPSession(page);
    const manifest = (await devtools.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toBe(new URL('/manifest.webmanifest', page.url()).href);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await devtools.detach();
    expect(errors).toEqual([]);
  });

  it('opens the schedule page with the network gone, the member signed in, Malayalam in Noto', async () => {
    const fromWorker: Record<string, boolean> = {};
    page.on('response', (response) => {
      if (/\/(main|bootstrap|remoteEntry)[.\w]*\.js$|noto-sans-malayalam/.test(response.url()))
        fromWorker[new URL(response.url()).pathname] = response.fromServiceWorker();
    });
    await withNetworkDown(async () => {
      await page.reload();
      // The app shell and the signed-in frame: the member is known without the server.
      await page.getByRole('link', { name: 'Schedules', exact: true }).first().waitFor();
      await expectMalayalamNoto(page, MEMBER);
      // mf-schedules' print page itself came from the worker's cache of the remote; its data
      // is a GraphQL request, which the worker never keeps: it says so.
      await page.getByText('Could not load the schedule').waitFor();
      await page.getByText('Check your connection and try again.').waitFor();

      const files = Object.keys(fromWorker);
      expect(
        files.some((file) => file.includes('noto-sans-malayalam')),
        files.join(),
      ).toBe(true);
      expect(
        files.some((file) => file.endsWith('/remoteEntry.js')),
        files.join(),
      ).toBe(true);
      expect(Object.values(fromWorker).every(Boolean), JSON.stringify(fromWorker)).toBe(true);

      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('opens any other route of the app offline, its remote page included', async () => {
    await withNetworkDown(async () => {
      await page.goto('/songs');
      await page.getByRole('heading', { level: 1, name: 'Songs Library' }).waitFor();
      await expectMalayalamNoto(page, MEMBER);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('presents the schedule offline after one visit online: every section, Malayalam in Noto', async () => {
    const presenterAt = () =>
      page.getByRole('region', { name: 'Presenter controls' }).locator('.where').innerText();
    await page.goto(`/schedules/${scheduleId}/present`);
    await expect.poll(presenterAt).toBe(`${SONG}: Verse 1 (1 of 2)`);
    await withNetworkDown(async () => {
      await page.reload();
      // The deck the presenter kept on this device, its files and fonts from the worker; it
      // says it is cut off (the live stream's "Reconnecting…" comes before the kept-copy note).
      await expect.poll(presenterAt).toBe(`${SONG}: Verse 1 (1 of 2)`);
      await page
        .getByRole('region', { name: 'Presenter controls' })
        .getByRole('status')
        .filter({ hasText: /^(Reconnecting…|Offline: showing the copy saved on this device\.)$/ })
        .waitFor();
      await expectMalayalamNoto(page.locator('[data-current="true"]'), STANZA);
      await page.keyboard.press('PageDown');
      await expect.poll(presenterAt).toBe(`${SONG}: Chorus (2 of 2)`);
      await expectMalayalamNoto(page.locator('[data-current="true"]'), CHORUS);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('forgets the member at sign-out: offline, nobody is signed in any more', async () => {
    const keptUsers = () =>
      page.evaluate(async () => (await (await caches.open('worship-session')).keys()).length);
    await page.goto('/schedules');
    await page.getByText(MEMBER, { exact: true }).first().waitFor();
    await expect.poll(keptUsers).toBe(1);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(keptUsers).toBe(0);
    await withNetworkDown(async () => {
      const answer = await page.evaluate(() =>
        fetch('/api/auth/user', { credentials: 'include' }).then(
          (response) => `${response.status}`,
          () => 'no answer',
        ),
      );
      expect(answer).toBe('no answer');
    });
  });
});
