import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 60;
const TABLE = { schemaName: 'identity', tableName: 'auth_attempts' };

/** What one counter answered when it refused: the 429's headers come from it. */
export interface ThrottleRefusal {
  limit: number;
  retryAfterSeconds: number;
}

export type AttemptKind = 'login' | 'register';

/**
 * rate-limiter-flexible's store calls `query({ name, text, values })`. The statement name is
 * dropped: a named prepared statement is session state, which a pooled connection handed to
 * another caller (or a pooler in front of the server) must not depend on.
 */
function storeClient(orm: MikroORM) {
  const knex = orm.em.getConnection().getKnex();
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const connection = await knex.client.acquireConnection();
      try {
        return await connection.query({ text: q.text, values: q.values });
      } finally {
        await knex.client.releaseConnection(connection);
      }
    },
  };
}

/** An e-mail as a short, fixed-length key part (the column is varchar(255)). */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Sign-in and registration throttling, counted in `identity.auth_attempts` so that every
 * identity replica (and every gateway in front of them) shares one count.
 *
 * Two counters per attempt, both per minute, fixed window:
 * - per client address and account (`perMinute`): guessing one person's password;
 * - per client address (`perMinute × 10`): spraying many accounts from one place.
 * Neither is per account alone, so failing someone's password from elsewhere never locks
 * them out. A successful sign-in gives its points back; every registration attempt counts.
 */
export function createSignInThrottle(orm: MikroORM, perMinute: number) {
  const client = storeClient(orm);
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: client,
      storeType: 'client',
      ...TABLE,
      tableCreated: true, // by the migration
      keyPrefix,
      points,
      duration: WINDOW_SECONDS,
    });
  const limiters = {
    login: {
      account: limiter('login-account', perMinute),
      address: limiter('login-address', perMinute * 10),
    },
    register: {
      account: limiter('register-account', perMinute),
      address: limiter('register-address', perMinute * 10),
    },
  };

  const keysOf = (kind: AttemptKind, address: string, email: string) => [
    { limiter: limiters[kind].account, key: `${address}|${accountKey(email)}` },
    { limiter: limiters[kind].address, key: address },
  ];

  return {
    /**
     * Counts one attempt on both counters (before it runs, so parallel attempts cannot slip
     * past). Null when allowed; otherwise the refusal with the longest wait.
     */
    async attempt(
      kind: AttemptKind,
      address: string,
      email: string,
    ): Promise<ThrottleRefusal | null> {
      const results = await Promise.allSettled(
        keysOf(kind, address, email).map(({ limiter, key }) => limiter.consume(key)),
      );
      let refusal: ThrottleRefusal | null = null;
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') return;
        // A store failure is an error, not a refusal: it must not pass silently.
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        const retryAfterSeconds = Math.max(1, Math.ceil(result.reason.msBeforeNext / 1000));
        if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) {
          refusal = { limit: keysOf(kind, address, email)[i]!.limiter.points, retryAfterSeconds };
        }
      });
      return refusal;
    },

    /** A successful sign-in: its attempt does not count against the person or the address. */
    async succeeded(kind: AttemptKind, address: string, email: string): Promise<void> {
      await Promise.all(
        keysOf(kind, address, email).map(({ limiter, key }) => limiter.reward(key, 1)),
      );
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
