import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupsConfigShape, loadGroupsConfig } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1/db',
  VIEWER_SIGNING_SECRET: 'x'.repeat(32),
};

describe('loadGroupsConfig', () => {
  it('applies the defaults of the contract', () => {
    const config = loadGroupsConfig(base);
    expect(config).toMatchObject({
      PORT: 4002,
      PUBLIC_URL: 'http://localhost:3000',
      HOST: '127.0.0.1',
      DB_POOL_MAX: 10,
    });
    expect(config.production).toBe(false);
  });

  it('drops trailing slashes from PUBLIC_URL', () => {
    expect(
      loadGroupsConfig({ ...base, PUBLIC_URL: 'https://worship.example.org/' }).PUBLIC_URL,
    ).toBe('https://worship.example.org');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadGroupsConfig({ ...base, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadGroupsConfig({ ...base, PUBLIC_URL: 'ftp://x.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadGroupsConfig({ ...base, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadGroupsConfig({ VIEWER_SIGNING_SECRET: 'x'.repeat(32) })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('lists every variable in .env.example', async () => {
    const example = await readFile(join(__dirname, '..', '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(Object.keys(groupsConfigShape).sort());
  });
});
