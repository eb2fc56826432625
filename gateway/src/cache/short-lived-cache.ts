/** A short-lived cache of answers another service gave, with the controls its owner needs. */
export interface ShortLivedCache<K, V> {
  /** The cached answer, else the one being asked for, else `ask`'s. */
  get(key: K, ask: () => Promise<V>): Promise<V>;
  /** Forgets one key, and makes every question in flight unable to refill the cache. */
  forget(key: K): void;
  /** Forgets every entry whose answer matches (and, likewise, the questions in flight). */
  forgetWhere(matches: (value: V) => boolean): void;
  forgetAll(): void;
}

export interface ShortLivedCacheOptions<V> {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Which answers are worth keeping (default: all). */
  keep?: (value: V) => boolean;
}

/**
 * Answers kept for `ttlMs` counted from when the question was asked, not from when it was
 * answered: a question in flight while the answer changed elsewhere cannot keep the old answer
 * alive past the time-to-live. Questions about one key at the same moment (a page's burst of
 * calls, most often just after the entry expired) share one answer. Every forget bumps a
 * generation, so a question on its way then may answer its callers but not refill the cache.
 * With a ttl of 0 nothing is kept and every get asks.
 */
export function shortLivedCache<K, V>(options: ShortLivedCacheOptions<V>): ShortLivedCache<K, V> {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const keep = options.keep ?? (() => true);
  const entries = new Map<K, { value: V; until: number }>();
  const inFlight = new Map<K, Promise<V>>();
  let generation = 0;
  const forgetInFlight = () => {
    generation += 1;
    inFlight.clear();
  };

  const lookUp = (key: K, ask: () => Promise<V>) => {
    const asked = now();
    const started = generation;
    const question: Promise<V> = ask()
      .then((value) => {
        if (keep(value) && started === generation) {
          // Map keeps insertion order: the first key is the oldest entry.
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, until: asked + options.ttlMs });
        }
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === question) inFlight.delete(key);
      });
    inFlight.set(key, question);
    return question;
  };

  if (options.ttlMs <= 0) {
    return {
      get: (_key, ask) => ask(),
      forget: () => {},
      forgetWhere: () => {},
      forgetAll: () => {},
    };
  }
  return {
    async get(key, ask) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value;
      entries.delete(key);
      return inFlight.get(key) ?? lookUp(key, ask);
    },
    forget(key) {
      entries.delete(key);
      forgetInFlight();
    },
    forgetWhere(matches) {
      forgetInFlight();
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    forgetAll() {
      forgetInFlight();
      entries.clear();
    },
  };
}
