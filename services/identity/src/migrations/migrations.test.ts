import { migratedDatabaseForSuite, migratedSchema } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIdentityDatabase } from '../database';
import { createSession, resolveSession } from '../session/session.service';
import { registerUser } from '../user/user.service';

const db = migratedDatabaseForSuite(
  { beforeAll, afterAll },
  'identity_migrations',
  openIdentityDatabase,
);

describe('identity migrations', () => {
  it('creates the schema, tables and indexes', async () => {
    const { tables, indexes } = await migratedSchema(db.orm, 'identity');
    expect(tables).toEqual([
      'api_keys',
      'auth_attempts',
      'event_deliveries',
      'events',
      'mikro_orm_migrations',
      'password_resets',
      'sessions',
      'users',
    ]);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'users_email_lower_key',
        'users_oidc_identity_key',
        'sessions_user_id_idx',
        'api_keys_key_hash_key',
        'api_keys_created_by_idx',
        'password_resets_token_hash_key',
        'event_deliveries_pending_index',
      ]),
    );
  });

  it('is idempotent: opening again runs nothing new', async () => {
    expect((await migratedSchema(db.orm, 'identity')).pending).toEqual([]);
  });

  it('supports registration (advisory lock, first-admin rule) and sessions', async () => {
    const em = db.orm.em.fork();
    const user = await registerUser(em, {
      email: 'migrated@example.org',
      password: 'migrated-password',
      firstName: 'Pg',
      lastName: null,
    });
    expect(user.isAdmin).toBe(true);
    const policy = { idleMs: 60_000, absoluteMs: 86_400_000 };
    const token = await createSession(em, user, policy);
    const resolved = await resolveSession(db.orm.em.fork(), token, policy);
    expect(resolved?.id).toBe(user.id);
  });
});
