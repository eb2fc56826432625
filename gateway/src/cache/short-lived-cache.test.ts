import { describe, expect, it } from 'vitest';
import { shortLivedCache } from './short-lived-cache';

// The session cache's tests (auth/session-cache.test.ts) cover the time-to-live counted from the
// question, shared questions and forgetting while one is in flight; these cover the rest.

/** A question that counts how often it was asked and answers `value`. */
function counted<V>(value: V) {
  const question = async () => {
    question.asked += 1;
    return value;
  };
  question.asked = 0;
  return question;
}

describe('shortLivedCache', () => {
  it('answers from memory until the time-to-live has passed', async () => {
    let clock = 1_000;
    const cache = shortLivedCache<string, string>({ ttlMs: 1000, now: () => clock });
    const ask = counted('answer');
    expect(await cache.get('k', ask)).toBe('answer');
    clock += 999;
    expect(await cache.get('k', ask)).toBe('answer');
    expect(ask.asked).toBe(1);
    clock += 1;
    expect(await cache.get('k', ask)).toBe('answer');
    expect(ask.asked).toBe(2);
  });

  it('asks every time with a time-to-live of 0', async () => {
    const cache = shortLivedCache<string, number>({ ttlMs: 0 });
    const ask = counted(1);
    await cache.get('k', ask);
    await cache.get('k', ask);
    expect(ask.asked).toBe(2);
  });

  it('keeps only the answers `keep` accepts, and never a failure', async () => {
    const cache = shortLivedCache<string, string | null>({
      ttlMs: 60_000,
      keep: (v) => v !== null,
    });
    const none = counted<string | null>(null);
    await cache.get('k', none);
    await cache.get('k', none);
    expect(none.asked).toBe(2);

    let failures = 0;
    const failing = async () => {
      failures += 1;
      throw new Error('down');
    };
    await expect(cache.get('f', failing)).rejects.toThrow('down');
    await expect(cache.get('f', failing)).rejects.toThrow('down');
    expect(failures).toBe(2);
  });

  it('drops the oldest entry beyond maxEntries', async () => {
    const cache = shortLivedCache<string, string>({ ttlMs: 60_000, maxEntries: 2 });
    const a = counted('a');
    await cache.get('a', a);
    await cache.get('b', counted('b'));
    await cache.get('c', counted('c'));
    await cache.get('a', a);
    expect(a.asked).toBe(2);
  });

  it('forgets one key, or the entries whose answer matches', async () => {
    const cache = shortLivedCache<string, string>({ ttlMs: 60_000 });
    const [a, b] = [counted('a'), counted('b')];
    await cache.get('a', a);
    await cache.get('b', b);
    cache.forget('a');
    cache.forgetWhere((value) => value === 'b');
    await cache.get('a', a);
    await cache.get('b', b);
    expect([a.asked, b.asked]).toEqual([2, 2]);
  });
});
