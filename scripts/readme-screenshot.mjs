#!/usr/bin/env node
// Redraws the README's screenshot (docs/images/schedule.png): starts the built app on a free
// port with throw-away data, fills a group with songs in four languages and a schedule through
// the REST API, and photographs the schedule in the system Chromium.
//   npm run build && node scripts/readme-screenshot.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from './lib/proc.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'images', 'schedule.png');
const dataDir = mkdtempSync(join(tmpdir(), 'worship-shot-'));
const port = await freePort();
const base = `http://localhost:${port}`;

const app = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  app.stdout.on('data', (chunk) => {
    if (String(chunk).includes('is ready on')) resolve();
  });
  app.on('exit', (code) => reject(new Error(`npm start ended (${code})`)));
});

const songs = [
  {
    title: 'Amazing Grace',
    language: 'english',
    author: 'John Newton',
    key: 'G',
    tempo: 72,
    stanzas: [{ lyrics: 'Amazing grace, how sweet the sound\nThat saved a wretch like me' }],
  },
  {
    title: 'Yesu Nallavar',
    language: 'tamil',
    author: 'Traditional',
    key: 'D',
    stanzas: [
      {
        lyrics: 'இயேசு நல்லவர் இயேசு வல்லவர்',
        transliterations: [{ language: 'english', text: 'Yesu nallavar Yesu vallavar' }],
      },
    ],
  },
  {
    title: 'Ente Daivam',
    language: 'malayalam',
    key: 'E',
    stanzas: [
      {
        lyrics: 'എന്റെ ദൈവം എത്ര നല്ലവൻ',
        transliterations: [{ language: 'english', text: 'Ente daivam ethra nallavan' }],
      },
    ],
  },
  {
    title: 'Yeshu Mera Charwaha',
    language: 'hindi',
    key: 'A',
    stanzas: [
      {
        lyrics: 'यीशु मेरा चरवाहा है',
        transliterations: [{ language: 'english', text: 'Yeshu mera charwaha hai' }],
      },
    ],
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  });
  const api = async (method, path, data) => {
    const res = await context.request.fetch(path, { method, data });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  await api('POST', '/api/register', {
    firstName: 'Anna',
    lastName: 'Thomas',
    email: 'anna@church.example',
    password: 'a long example password',
  });
  const group = await api('POST', '/api/groups', {
    name: 'Sunday Worship Team',
    description: 'Morning service, four languages',
  });
  const songIds = [];
  for (const song of songs)
    songIds.push((await api('POST', '/api/songs', { ...song, groupId: group.id })).id);
  const schedule = await api('POST', `/api/groups/${group.id}/schedules`, {
    name: 'Sunday Service',
  });
  for (const songId of songIds)
    await api('POST', `/api/schedules/${schedule.id}/songs`, { songId });

  const page = await context.newPage();
  await page.goto(`/schedules/${schedule.id}`);
  await page.getByText('Yeshu Mera Charwaha').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
