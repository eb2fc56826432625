import type { Request, Response } from 'express';
import { shortLivedCache } from '../cache/short-lived-cache';

/**
 * Anonymous callers' public song answers (the search, the list, a song), serialised, for
 * PUBLIC_CACHE_SECONDS: a church's public page read by many visitors asks the services once a
 * second per distinct question, not once per visitor. Signed-in callers always ask (their
 * answers may differ). Any successful mutation through this gateway forgets every answer at
 * once (forgetAll, from the GraphQL server's plugin); another replica's answers are at most
 * PUBLIC_CACHE_SECONDS old, as docs/deployment.md promises.
 */
export interface PublicAnswers {
  /** Sends the answer for `key`: from the cache for an anonymous caller, else from `answer`. */
  send(req: Request, res: Response, key: string, answer: () => Promise<unknown>): Promise<void>;
  forgetAll(): void;
}

/** Distinct questions kept at once: bounds the memory (a search answer is ~20 KB). */
const MAX_ANSWERS = 200;

export function publicAnswers(ttlMs: number): PublicAnswers {
  const cache = shortLivedCache<string, string>({ ttlMs, maxEntries: MAX_ANSWERS });
  return {
    async send(req, res, key, answer) {
      const serialise = async () => JSON.stringify(await answer());
      const body = req.viewer.userId ? await serialise() : await cache.get(key, serialise);
      res.type('json').send(body);
    },
    forgetAll: () => cache.forgetAll(),
  };
}
