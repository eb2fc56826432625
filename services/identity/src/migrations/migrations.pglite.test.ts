import type { MikroORM } from '@mikro-orm/postgresql';
import {
  listSchemaObjects,
  startTestPglite,
  type EmbeddedPostgres,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIdentityDatabase } from '../database';
import { createSession, resolveSession } from '../session/session.service';
import { registerUser } from '../user/user.service';

let embedded: EmbeddedPostgres | undefined;
let orm: MikroORM | undefined;

beforeAll(async () => {
  embedded = await startTestPglite('identity-pglite-');
  orm = await openIdentityDatabase({ url: embedded.url, poolMax: 1 });
});

afterAll(async () => {
  await orm?.close(true);
  await embedded?.stop();
});

describe('identity migrations on embedded PostgreSQL (PGlite)', () => {
  it('creates the schema, tables and indexes', async () => {
    const { tables, indexes } = await listSchemaObjects(orm!, 'identity');
    expect(tables).toEqual(['api_keys', 'mikro_orm_migrations', 'sessions', 'users']);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'users_email_lower_key',
        'users_oidc_identity_key',
        'sessions_user_id_idx',
        'api_keys_key_hash_key',
        'api_keys_created_by_idx',
      ]),
    );
  });

  it('is idempotent: opening again runs nothing new', async () => {
    const pending = await orm!.getMigrator().getPendingMigrations();
    expect(pending).toHaveLength(0);
  });

  it('supports registration (advisory lock, first-admin rule) and sessions', async () => {
    const em = orm!.em.fork();
    const user = await registerUser(
      em,
      { email: 'pglite@example.org', password: 'pglite-password', firstName: 'Pg', lastName: null },
      [],
    );
    expect(user.isAdmin).toBe(true);
    const policy = { idleMs: 60_000, absoluteMs: 86_400_000 };
    const token = await createSession(em, user, policy);
    const resolved = await resolveSession(orm!.em.fork(), token, policy);
    expect(resolved?.id).toBe(user.id);
  });
});
