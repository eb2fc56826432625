import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devOverridesEnv, readOverrides, writeOverride } from './dev-overrides.mjs';

const dir = mkdtempSync(join(tmpdir(), 'dev-overrides-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('dev overrides (writing side)', () => {
  it('writes one whole file per deployable and removes only its own', () => {
    const remove = writeOverride(dir, {
      kind: 'remote',
      name: 'mf_songs',
      url: 'http://localhost:3201/',
    });
    expect(JSON.parse(readFileSync(join(dir, 'mf_songs.json'), 'utf8'))).toEqual({
      kind: 'remote',
      name: 'mf_songs',
      url: 'http://localhost:3201/',
      pid: process.pid,
    });
    // Another dev script took the name over: the first one's clean-up leaves it alone.
    writeOverride(dir, { kind: 'remote', name: 'mf_songs', url: 'http://localhost:3301/', pid: 1 });
    remove();
    expect(readOverrides(dir).map((o) => o.url)).toEqual(['http://localhost:3301/']);
    writeOverride(dir, { kind: 'remote', name: 'mf_songs', url: 'http://localhost:3201/' })();
    expect(existsSync(join(dir, 'mf_songs.json'))).toBe(false);
  });

  it('gives a gateway the folder outside production only', () => {
    expect(devOverridesEnv('production', { DEV_OVERRIDES_DIR: dir })).toEqual({});
    expect(devOverridesEnv('development', { DEV_OVERRIDES_DIR: dir })).toEqual({
      DEV_OVERRIDES_DIR: dir,
    });
    expect(devOverridesEnv('development', {}).DEV_OVERRIDES_DIR).toMatch(/\.dev\/overrides$/);
  });
});
