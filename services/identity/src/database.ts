import { openDatabase, type DatabaseOptions } from '@worship/subgraph-kit';
import { ApiKey } from './api-key/api-key.entity';
import { OutboxEvent } from './events/outbox.service';
import { identityMigrations } from './migrations';
import { PasswordReset } from './password-reset/password-reset.entity';
import { Session } from './session/session.entity';
import { User } from './user/user.entity';

export const IDENTITY_SCHEMA = 'identity';
export const identityEntities = [User, Session, ApiKey, PasswordReset, OutboxEvent];

/** Connects to the database and brings the `identity` schema up to date. */
export function openIdentityDatabase(options: { url: string; poolMax: number; debug?: boolean }) {
  const database: DatabaseOptions = {
    url: options.url,
    schema: IDENTITY_SCHEMA,
    entities: identityEntities,
    migrations: identityMigrations,
    poolMax: options.poolMax,
    debug: options.debug,
  };
  return openDatabase(database);
}
