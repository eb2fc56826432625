import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchedulesConfig, schedulesConfigShape } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1/db',
  VIEWER_SIGNING_SECRET: 'x'.repeat(32),
};

describe('loadSchedulesConfig', () => {
  it('applies the defaults of the contract', () => {
    const config = loadSchedulesConfig(base);
    expect(config).toMatchObject({
      PORT: 4004,
      GROUPS_URL: 'http://127.0.0.1:4002',
      SONGS_URL: 'http://127.0.0.1:4003',
      HOST: '127.0.0.1',
      DB_POOL_MAX: 10,
      STATS_TIME_ZONE: 'UTC',
    });
    expect(config.production).toBe(false);
  });

  it('drops trailing slashes from the service URLs', () => {
    const config = loadSchedulesConfig({
      ...base,
      GROUPS_URL: 'http://groups:4002/',
      SONGS_URL: 'https://songs.internal//',
    });
    expect(config.GROUPS_URL).toBe('http://groups:4002');
    expect(config.SONGS_URL).toBe('https://songs.internal');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadSchedulesConfig({ ...base, GROUPS_URL: 'not a url' })).toThrow(/GROUPS_URL/);
    expect(() => loadSchedulesConfig({ ...base, SONGS_URL: 'ftp://x.org' })).toThrow(/SONGS_URL/);
    expect(() => loadSchedulesConfig({ ...base, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadSchedulesConfig({ DATABASE_URL: base.DATABASE_URL })).toThrow(
      /VIEWER_SIGNING_SECRET/,
    );
  });

  it('takes an IANA STATS_TIME_ZONE and refuses an unknown one, naming it', () => {
    expect(loadSchedulesConfig({ ...base, STATS_TIME_ZONE: 'Europe/London' }).STATS_TIME_ZONE).toBe(
      'Europe/London',
    );
    for (const zone of ['Mars/Olympus', '+05:30', '']) {
      expect(() => loadSchedulesConfig({ ...base, STATS_TIME_ZONE: zone })).toThrow(
        'STATS_TIME_ZONE: STATS_TIME_ZONE must be an IANA time zone, e.g. UTC or Europe/London',
      );
    }
  });

  it('lists every variable in .env.example', async () => {
    const example = await readFile(join(__dirname, '..', '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(Object.keys(schedulesConfigShape).sort());
  });
});
