import { Migration } from '@mikro-orm/migrations';

/**
 * Account management: admin-issued password-reset links (only the token's SHA-256 is stored),
 * and identity's transactional outbox (`user.deleted`) with its delivery state, the kit's
 * events/ tables copied with the schema spelled out.
 */
export class Migration20261201000000_account extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table identity.password_resets (
        id uuid primary key,
        user_id uuid not null references identity.users (id) on delete cascade,
        token_hash text not null,
        created_by uuid null references identity.users (id) on delete set null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null,
        revoked_at timestamptz null
      );`);
    this.addSql(
      `create unique index password_resets_token_hash_key on identity.password_resets (token_hash);`,
    );
    this.addSql(
      `create index password_resets_user_id_idx on identity.password_resets (user_id, created_at);`,
    );
    this.addSql(
      `create index password_resets_created_by_idx on identity.password_resets (created_by);`,
    );

    this.addSql(`create table "identity"."events" (
      "id" uuid not null,
      "type" varchar(100) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      constraint "events_pkey" primary key ("id")
    );`);
    this.addSql(`create index "events_created_at_index" on "identity"."events" ("created_at");`);
    this.addSql(`create table "identity"."event_deliveries" (
      "event_id" uuid not null,
      "subscriber" varchar(100) not null,
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "delivered_at" timestamptz null,
      "last_error" text null,
      constraint "event_deliveries_pkey" primary key ("event_id", "subscriber"),
      constraint "event_deliveries_event_id_foreign" foreign key ("event_id")
        references "identity"."events" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "event_deliveries_pending_index" on "identity"."event_deliveries"
      ("subscriber", "next_attempt_at") where "delivered_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."event_deliveries";`);
    this.addSql(`drop table if exists "identity"."events";`);
    this.addSql(`drop table if exists identity.password_resets;`);
  }
}
