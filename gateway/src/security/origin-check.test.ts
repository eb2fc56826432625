import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { originCheck } from './origin-check';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(originCheck('https://worship.example'));
  app.all('/api/thing', (_req, res) => {
    res.json({ ok: true });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const post = (headers: Record<string, string>) =>
  fetch(`${base}/api/thing`, { method: 'POST', headers });

describe('originCheck', () => {
  it('lets safe methods through from anywhere', async () => {
    const res = await fetch(`${base}/api/thing`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });

  it('accepts the public origin and the request host', async () => {
    expect((await post({ origin: 'https://worship.example' })).status).toBe(200);
    expect((await post({ origin: base })).status).toBe(200);
  });

  it('refuses another origin with a JSON message', async () => {
    const res = await post({ origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Cross-origin request refused' });
  });

  it('refuses an opaque origin', async () => {
    expect((await post({ origin: 'null' })).status).toBe(403);
  });

  it('falls back to the Referer when Origin is absent', async () => {
    expect((await post({ referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await post({ referer: 'https://worship.example/groups' })).status).toBe(200);
  });

  it('refuses a cross-site fetch that hides both headers', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('lets non-browser clients (no Origin, no Referer) and bearer calls through', async () => {
    expect((await post({})).status).toBe(200);
    expect(
      (await post({ origin: 'https://evil.example', authorization: 'Bearer wsk_x' })).status,
    ).toBe(200);
  });
});
