import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSongsConfig, songsConfigShape } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1/db',
  VIEWER_SIGNING_SECRET: 'x'.repeat(32),
};

describe('loadSongsConfig', () => {
  it('applies the defaults of the contract', () => {
    const config = loadSongsConfig(base);
    expect(config).toMatchObject({
      PORT: 4003,
      GROUPS_URL: 'http://127.0.0.1:4002',
      HOST: '127.0.0.1',
      DB_POOL_MAX: 10,
    });
    expect(config.production).toBe(false);
  });

  it('drops trailing slashes from GROUPS_URL', () => {
    expect(loadSongsConfig({ ...base, GROUPS_URL: 'http://groups:4002/' }).GROUPS_URL).toBe(
      'http://groups:4002',
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadSongsConfig({ ...base, GROUPS_URL: 'not a url' })).toThrow(/GROUPS_URL/);
    expect(() => loadSongsConfig({ ...base, GROUPS_URL: 'ftp://x.org' })).toThrow(/GROUPS_URL/);
    expect(() => loadSongsConfig({ ...base, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadSongsConfig({ DATABASE_URL: base.DATABASE_URL })).toThrow(
      /VIEWER_SIGNING_SECRET/,
    );
  });

  it('lists every variable in .env.example', async () => {
    const example = await readFile(join(__dirname, '..', '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(Object.keys(songsConfigShape).sort());
  });
});
