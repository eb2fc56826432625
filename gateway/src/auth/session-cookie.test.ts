import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS, createLogger } from '@worship/subgraph-kit';
import { loadGatewayConfig } from '../config';
import type { GatewayDeps } from '../deps';
import { restErrorHandler } from '../rest/http-error';
import { authRoutes } from './auth.routes';
import type { IdentityClient } from './identity-client';

const user = {
  id: '5b0c8e1e-7a57-4d7e-9a43-1d1e0f5a3c11',
  firstName: 'Sam',
  lastName: 'Secure',
  email: 'sam@example.com',
  profileImageUrl: null,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  languageOrder: 'english,malayalam,tamil,hindi',
};

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

/** The auth routes alone, over a stand-in identity service that records revocations. */
async function start(publicUrl: string) {
  const revoked: string[] = [];
  const identity = {
    login: async () => ({
      status: 200,
      body: { user, sessionToken: 'new-session-token-0000000000000000000000000' },
    }),
    revokeSession: async (token: string) => {
      revoked.push(token);
      return { status: 204, body: null };
    },
  } as unknown as IdentityClient;
  const logger = createLogger('test', 'silent');
  const config = loadGatewayConfig({
    VIEWER_SIGNING_SECRET: 'x'.repeat(40),
    PUBLIC_URL: publicUrl,
  });
  const deps = { config, logger, identity, run: async () => ({}) } as unknown as GatewayDeps;
  const app = express();
  app.use(express.json(), (req, _res, next) => {
    req.viewer = ANONYMOUS;
    next();
  });
  app.use('/api', authRoutes(deps), restErrorHandler(logger));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server!.once('listening', () => done()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = (cookie?: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email: 'sam@example.com', password: 'whatever-it-is' }),
    });
  return { base, login, revoked };
}

describe('session cookie', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const { login } = await start('https://worship.example');
    const res = await login();
    expect(res.status).toBe(200);
    const line = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(line).toContain('Secure');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it('is not Secure on plain http (local development)', async () => {
    const { login } = await start('http://localhost:3000');
    const line = (await login()).headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(line).not.toContain('Secure');
  });

  it('revokes the session the browser already had when it signs in again', async () => {
    const { login, revoked } = await start('http://localhost:3000');
    await login('sid=old-session-token-000000000000000000000000');
    expect(revoked).toEqual(['old-session-token-000000000000000000000000']);
  });

  it('clears the cookie with the same attributes on logout', async () => {
    const { base } = await start('https://worship.example');
    const res = await fetch(`${base}/api/logout`, {
      redirect: 'manual',
      headers: { cookie: 'sid=abc' },
    });
    expect(res.status).toBe(302);
    const line = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(line).toMatch(
      /^sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
