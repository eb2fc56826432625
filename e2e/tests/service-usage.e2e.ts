// Issue 21 end to end: a member creates a schedule with a service date and two service times
// in the Create dialog (the name generated from the service date), presents a song live in
// Sunday mode before the service, sees the use in the song's usage history and in the CCLI
// report on the Statistics page, and downloads the report as CSV. The pages are axe clean.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, settle } from '../support/axe';
import { launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

const GRACE = 'Amazing Grace';
// A Sunday far ahead: nothing counts until the song is presented live.
const SERVICE_DATE = '2027-12-05';
const SERVICE_NAME = 'Sunday Morning Worship - December 5, 2027';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let groupId = '';
let graceId = '';
let scheduleId = '';

async function post(path: string, data: unknown, status = 201): Promise<{ id: string }> {
  const res = await context.request.post(path, { data });
  if (res.status() !== status) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { bypassCSP: true });
  await registerViaApi(context, newUser('Ama'));
  groupId = (await createGroupViaApi(context, 'Advent Band')).id;
  graceId = (
    await post('/api/songs', {
      title: GRACE,
      language: 'english',
      author: 'John Newton',
      copyright: 'Public Domain',
      ccliNumber: '22025',
      groupId,
      stanzas: [{ label: 'Verse 1', lyrics: 'Amazing grace, how sweet the sound' }],
    })
  ).id;
  page = await context.newPage();
  errors = trackErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('services, song usage and the CCLI report', () => {
  it('creates a schedule on a service date at two times, named from that date', async () => {
    await page.goto('/schedules');
    await page.getByRole('button', { name: 'Create Schedule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Schedule' });
    await dialog.getByLabel(/Service Date/).fill(SERVICE_DATE);
    await dialog.getByRole('button', { name: 'Generate Name' }).click();
    expect(await dialog.getByRole('textbox', { name: /Schedule Name/ }).inputValue()).toBe(
      SERVICE_NAME,
    );
    await dialog.getByRole('textbox', { name: /Service Times/ }).fill('11:00, 9:00');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Sun, Dec 5, 2027 · 09:00, 11:00').first().waitFor();

    const list = await context.request.get(`/api/groups/${groupId}/schedules`);
    const [schedule] = (await list.json()) as {
      id: string;
      name: string;
      serviceDate: string;
      serviceTimes: string[];
    }[];
    expect(schedule).toMatchObject({
      name: SERVICE_NAME,
      serviceDate: SERVICE_DATE,
      serviceTimes: ['09:00', '11:00'],
    });
    scheduleId = schedule!.id;
    await post(`/api/schedules/${scheduleId}/songs`, { songId: graceId });
  });

  it("counts the song once presented live, in its history and in the group's report", async () => {
    const before = await context.request.get(`/api/songs/${graceId}`);
    expect(((await before.json()) as { usageCount: number }).usageCount).toBe(0);

    const lead = await context.newPage();
    await lead.goto(`/schedules/${scheduleId}/present?lead`);
    await lead.getByRole('button', { name: 'Stop leading' }).click();
    await lead.getByRole('button', { name: 'Start leading' }).waitFor();
    await lead.close();

    await page.goto('/songs');
    await page.getByRole('button', { name: 'View' }).first().click();
    const view = page.getByRole('dialog', { name: GRACE });
    const usage = view.getByRole('region', { name: 'Usage' });
    await usage.getByText('Last 3 months: 1 time').waitFor();
    expect(await usage.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual([
      'Sun, Dec 5, 2027 09:00',
      'Advent Band',
      SERVICE_NAME,
      'Song key',
    ]);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/statistics');
    const report = page.getByRole('region', { name: 'CCLI Report' });
    await report.getByLabel('From').fill('2027-12-01');
    await report.getByLabel('To').fill('2027-12-31');
    const table = report.getByRole('table', { name: 'Songs to report' });
    await table.waitFor();
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['22025', GRACE, 'John Newton', 'Public Domain', '1', '0']);
    expect(
      await report
        .getByRole('link', { name: /Find these songs in CCLI Reporting/ })
        .getAttribute('href'),
    ).toBe('https://reporting.ccli.com/search?s=22025');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ccli-report-2027-12-01-to-2027-12-31.csv');
    const csv = readFileSync((await download.path())!, 'utf8').split('\n');
    expect(csv[0]).toBe('CCLI Number,Title,Authors,Copyright,Digital Uses,Print Copies,Last Used');
    expect(csv[1]).toMatch(/^22025,Amazing Grace,John Newton,Public Domain,1,0,20\d\d-/);
    expect(errors).toEqual([]);
  });
});
