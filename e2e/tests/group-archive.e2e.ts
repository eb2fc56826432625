// Take your data with you (docs/import-export.md, "A whole group"): a group's creator downloads
// the whole group from the Groups page, and another user of the installation imports that file
// from the same page as a new group of theirs, with the same songs and schedule; the page
// stays free of axe violations.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(firstName: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { bypassCSP: true });
  contexts.push(context);
  await registerViaApi(context, newUser(firstName));
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('a whole group, downloaded and imported', () => {
  it('the creator downloads it; another user imports it as a group of their own', async () => {
    const creator = await signedIn('Grace');
    const errors = trackErrors(creator.page);
    const group = await createGroupViaApi(creator.context, 'Archive Choir');
    const song = await creator.context.request.post('/api/songs', {
      data: {
        title: 'Nanni Nanni',
        language: 'english',
        groupId: group.id,
        stanzas: [
          { label: 'Verse 1', lyrics: 'Thank you Lord' },
          { label: 'Chorus', lyrics: 'Nanni nanni' },
        ],
      },
    });
    expect(song.status()).toBe(201);
    const songId = ((await song.json()) as { id: string }).id;
    const schedule = await creator.context.request.post(`/api/groups/${group.id}/schedules`, {
      data: { name: 'Harvest Sunday' },
    });
    expect(schedule.status()).toBe(201);
    const scheduleId = ((await schedule.json()) as { id: string }).id;
    expect(
      (
        await creator.context.request.post(`/api/schedules/${scheduleId}/songs`, {
          data: { songId },
        })
      ).status(),
    ).toBe(201);

    await creator.page.goto('/groups');
    await creator.page.getByRole('heading', { name: 'Archive Choir' }).first().waitFor();
    await settle(creator.page);
    expect(await axeViolations(creator.page)).toEqual([]);
    const [download] = await Promise.all([
      creator.page.waitForEvent('download'),
      creator.page.getByRole('button', { name: 'Download group Archive Choir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Archive Choir.zip');
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
    expect(errors).toEqual([]);

    const importer = await signedIn('Isaac');
    await importer.page.goto('/groups');
    await settle(importer.page);
    const [chooser] = await Promise.all([
      importer.page.waitForEvent('filechooser'),
      importer.page.getByRole('button', { name: 'Import group' }).click(),
    ]);
    await chooser.setFiles(path);
    await importer.page
      .getByText('"Archive Choir": 1 song, 1 schedule.', { exact: true })
      .waitFor();
    await importer.page.getByRole('heading', { name: 'Archive Choir' }).first().waitFor();

    const groups = (await (await importer.context.request.get('/api/groups')).json()) as {
      id: string;
      name: string;
      isOwner: boolean;
    }[];
    expect(groups).toEqual([expect.objectContaining({ name: 'Archive Choir', isOwner: true })]);
    const schedules = (await (
      await importer.context.request.get(`/api/groups/${groups[0]!.id}/schedules`)
    ).json()) as { name: string; songs: { song: { title: string } }[] }[];
    expect(schedules.map((s) => [s.name, s.songs.map((e) => e.song.title)])).toEqual([
      ['Harvest Sunday', ['Nanni Nanni']],
    ]);
    await settle(importer.page);
    expect(await axeViolations(importer.page)).toEqual([]);
  });
});
