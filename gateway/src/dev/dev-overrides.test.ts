import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config';
import { securityHeaders } from '../security/headers';
import { remotesJson } from '../static/static-files';
import { devOverrides } from './dev-overrides';

const secret = 'x'.repeat(40);
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-overrides-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: unknown) =>
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(content));

/** A process id that no longer runs: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('dev overrides', () => {
  it('has none without a folder', () => {
    const none = devOverrides(undefined);
    expect(none.enabled).toBe(false);
    expect(none.remote('mf_songs')).toBeUndefined();
    expect(none.list()).toEqual([]);
  });

  it('follows the files as they come and go, for live writers only', () => {
    const overrides = devOverrides(dir);
    expect(overrides.remote('mf_songs')).toBeUndefined();
    write('mf_songs', {
      kind: 'remote',
      name: 'mf_songs',
      url: 'http://localhost:3201/',
      pid: process.pid,
    });
    write('songs', {
      kind: 'service',
      name: 'songs',
      url: 'http://127.0.0.1:4103/',
      pid: process.pid,
    });
    write('mf_groups', {
      kind: 'remote',
      name: 'mf_groups',
      url: 'http://localhost:3202/',
      pid: deadPid(),
    });
    write('broken', { kind: 'remote', name: 'mf_schedules', url: 'not a url', pid: process.pid });
    expect(overrides.remote('mf_songs')).toBe('http://localhost:3201/');
    expect(overrides.service('songs')).toBe('http://127.0.0.1:4103');
    // A remote and a service are told apart, and a writer that is gone holds nothing.
    expect(overrides.service('mf_songs')).toBeUndefined();
    expect(overrides.remote('mf_groups')).toBeUndefined();
    expect(overrides.remote('mf_schedules')).toBeUndefined();
    expect(overrides.list().map((o) => o.name)).toEqual(['mf_songs', 'songs']);
    rmSync(join(dir, 'mf_songs.json'));
    expect(overrides.remote('mf_songs')).toBeUndefined();
  });

  it('is refused in production, and off unless asked for', () => {
    expect(() =>
      loadGatewayConfig({
        VIEWER_SIGNING_SECRET: secret,
        NODE_ENV: 'production',
        DEV_OVERRIDES_DIR: dir,
      }),
    ).toThrow(/DEV_OVERRIDES_DIR is for development only/);
    expect(
      loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, NODE_ENV: 'production' })
        .DEV_OVERRIDES_DIR,
    ).toBeUndefined();
    expect(loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret }).DEV_OVERRIDES_DIR).toBeUndefined();
  });

  it("puts a remote's dev server in remotes.json", () => {
    const config = loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, DEV_OVERRIDES_DIR: dir });
    write('mf_songs', {
      kind: 'remote',
      name: 'mf_songs',
      url: 'http://localhost:3201/',
      pid: process.pid,
    });
    expect(remotesJson(config, devOverrides(dir))).toEqual({
      mf_groups: '/mf/groups/mf-manifest.json',
      mf_songs: 'http://localhost:3201/mf-manifest.json',
      mf_schedules: '/mf/schedules/mf-manifest.json',
      mf_insights: '/mf/insights/mf-manifest.json',
    });
  });

  it("lets the page load a remote's dev server and its hot-update socket (CSP)", async () => {
    const config = loadGatewayConfig({ VIEWER_SIGNING_SECRET: secret, DEV_OVERRIDES_DIR: dir });
    const app = express();
    app.use(securityHeaders(config));
    app.get('/', (_req, res) => res.send('page'));
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const csp = () =>
      new Promise<string>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        request({ port, host: '127.0.0.1', path: '/' }, (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        })
          .on('error', reject)
          .end();
      });
    try {
      expect(await csp()).not.toContain('localhost:3204');
      write('mf_insights', {
        kind: 'remote',
        name: 'mf_insights',
        url: 'http://localhost:3204/',
        pid: process.pid,
      });
      const policy = await csp();
      expect(policy).toContain("script-src 'self' http://localhost:3204;");
      expect(policy).toContain("connect-src 'self' http://localhost:3204 ws://localhost:3204;");
    } finally {
      server.close();
    }
  });
});
