import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in and registration attempt counters (throttle/sign-in-throttle.service.ts), in the
 * database so every identity replica counts together. The columns are the ones
 * rate-limiter-flexible's PostgreSQL store reads and writes; schema-qualified for PGlite.
 */
export class Migration20260601000000_auth_attempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists identity.auth_attempts (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      );`);
    this.addSql(
      `create index if not exists auth_attempts_expire_idx on identity.auth_attempts (expire);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists identity.auth_attempts;`);
  }
}
