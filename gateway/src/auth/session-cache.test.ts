import { describe, expect, it, vi } from 'vitest';
import type { IdentityClient, IdentityUser } from './identity-client';
import { withSessionCache } from './session-cache';

const user = (id: string): IdentityUser => ({
  id,
  firstName: 'Ann',
  lastName: 'Lee',
  email: `${id}@example.com`,
  profileImageUrl: null,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  languageOrder: 'english,malayalam,tamil,hindi',
});

/** An identity service in memory: which sessions are live, and how often it was asked. */
function fakeIdentity(live: Record<string, IdentityUser>) {
  const calls = { resolve: 0, revoke: 0 };
  const client = {
    resolveSession: async (token: string) => {
      calls.resolve += 1;
      return live[token] ?? null;
    },
    revokeSession: async (token: string) => {
      calls.revoke += 1;
      delete live[token];
      return { status: 204, body: null };
    },
  } as unknown as IdentityClient;
  return { client, calls, live };
}

describe('withSessionCache', () => {
  it('answers a resolved session from memory until the time-to-live passes', async () => {
    const identity = fakeIdentity({ t1: user('u1') });
    let clock = 1_000;
    const cached = withSessionCache(identity.client, { ttlMs: 5_000, now: () => clock });

    expect(await cached.resolveSession('t1')).toMatchObject({ id: 'u1' });
    clock += 4_999;
    expect(await cached.resolveSession('t1')).toMatchObject({ id: 'u1' });
    expect(identity.calls.resolve).toBe(1);

    // Ended elsewhere (another gateway, an idle timeout): noticed once the entry is stale.
    delete identity.live.t1;
    clock += 1;
    expect(await cached.resolveSession('t1')).toBeNull();
    expect(identity.calls.resolve).toBe(2);
  });

  it('counts an entry from when identity was asked, so a slow answer cannot outlive a sign-out', async () => {
    const identity = fakeIdentity({ t1: user('u1') });
    let clock = 1_000;
    const slow = {
      ...identity.client,
      resolveSession: async (token: string) => {
        const answer = await identity.client.resolveSession(token);
        // The session ends elsewhere while the answer is on its way back.
        delete identity.live[token];
        clock += 400;
        return answer;
      },
    } as IdentityClient;
    const cached = withSessionCache(slow, { ttlMs: 1_000, now: () => clock });

    expect(await cached.resolveSession('t1')).toMatchObject({ id: 'u1' });
    clock = 1_999;
    expect(await cached.resolveSession('t1')).toMatchObject({ id: 'u1' });
    expect(identity.calls.resolve).toBe(1);
    // 1 s after it was asked, not 1 s after the answer came (that would be 2_400).
    clock = 2_000;
    expect(await cached.resolveSession('t1')).toBeNull();
    expect(identity.calls.resolve).toBe(2);
  });

  it('shares one lookup among calls for the same cookie at the same moment', async () => {
    const identity = fakeIdentity({ t1: user('u1'), t2: user('u2') });
    const cached = withSessionCache(identity.client, { ttlMs: 1_000 });
    const answers = await Promise.all([
      cached.resolveSession('t1'),
      cached.resolveSession('t1'),
      cached.resolveSession('t2'),
      cached.resolveSession('t1'),
    ]);
    expect(answers.map((answer) => answer?.id)).toEqual(['u1', 'u1', 'u2', 'u1']);
    expect(identity.calls.resolve).toBe(2);
  });

  it('does not keep an answer that was on its way when the session was revoked through it', async () => {
    const identity = fakeIdentity({ t1: user('u1') });
    // Each lookup waits here until the test lets its answer go.
    const waiting: (() => void)[] = [];
    const held = {
      ...identity.client,
      resolveSession: async (token: string) => {
        const user = await identity.client.resolveSession(token);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return user;
      },
    } as IdentityClient;
    const cached = withSessionCache(held, { ttlMs: 60_000 });

    const before = cached.resolveSession('t1');
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    await cached.revokeSession('t1');
    waiting[0]!();
    // The caller that asked before the sign-out gets what identity said then …
    expect(await before).toMatchObject({ id: 'u1' });
    // … but the next call asks identity again instead of trusting that answer.
    const after = cached.resolveSession('t1');
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1]!();
    expect(await after).toBeNull();
  });

  it('forgets a session at once when it is revoked through it', async () => {
    const identity = fakeIdentity({ t1: user('u1') });
    const cached = withSessionCache(identity.client, { ttlMs: 60_000 });
    await cached.resolveSession('t1');
    await cached.revokeSession('t1');
    expect(identity.calls.revoke).toBe(1);
    expect(await cached.resolveSession('t1')).toBeNull();
  });

  it("forgets every session of one user at once (their sessions ended in identity), others' stay", async () => {
    const identity = fakeIdentity({ a1: user('a'), a2: user('a'), b1: user('b') });
    const cached = withSessionCache(identity.client, { ttlMs: 60_000 });
    for (const token of ['a1', 'a2', 'b1']) await cached.resolveSession(token);
    delete identity.live.a1;
    delete identity.live.a2;
    cached.forgetUser('a');
    expect(await cached.resolveSession('a1')).toBeNull();
    expect(await cached.resolveSession('a2')).toBeNull();
    expect(await cached.resolveSession('b1')).toMatchObject({ id: 'b' });
    expect(identity.calls.resolve).toBe(5);

    cached.forgetAll();
    await cached.resolveSession('b1');
    expect(identity.calls.resolve).toBe(6);
  });

  it('asks again about unknown tokens every time', async () => {
    const identity = fakeIdentity({});
    const cached = withSessionCache(identity.client, { ttlMs: 60_000 });
    expect(await cached.resolveSession('nope')).toBeNull();
    expect(await cached.resolveSession('nope')).toBeNull();
    expect(identity.calls.resolve).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    const identity = fakeIdentity({ a: user('a'), b: user('b'), c: user('c') });
    const cached = withSessionCache(identity.client, { ttlMs: 60_000, maxEntries: 2 });
    await cached.resolveSession('a');
    await cached.resolveSession('b');
    await cached.resolveSession('c');
    expect(identity.calls.resolve).toBe(3);
    await cached.resolveSession('c');
    await cached.resolveSession('b');
    expect(identity.calls.resolve).toBe(3);
    await cached.resolveSession('a');
    expect(identity.calls.resolve).toBe(4);
  });

  it('is off with a time-to-live of 0', async () => {
    const identity = fakeIdentity({ t1: user('u1') });
    const cached = withSessionCache(identity.client, { ttlMs: 0 });
    await cached.resolveSession('t1');
    await cached.resolveSession('t1');
    expect(identity.calls.resolve).toBe(2);
  });
});
