import { Migration } from '@mikro-orm/migrations';

/**
 * Users, sessions and API keys. Schema-qualified SQL only: PGlite shares one session between
 * all connections, so nothing may depend on search_path.
 */
export class Migration20250601000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists identity;`);

    this.addSql(`
      create table identity.users (
        id uuid primary key,
        email text,
        first_name varchar(100),
        last_name varchar(100),
        profile_image_url text,
        is_admin boolean not null default false,
        language_order text not null default 'english,malayalam,tamil,hindi',
        password_hash text,
        oidc_issuer text,
        oidc_subject text,
        created_at timestamptz not null default now(),
        constraint users_oidc_pair_check check ((oidc_issuer is null) = (oidc_subject is null))
      );`);
    // Sign-in looks users up by e-mail, case-insensitively; unique the same way.
    this.addSql(`create unique index users_email_lower_key on identity.users (lower(email));`);
    this.addSql(
      `create unique index users_oidc_identity_key on identity.users (oidc_issuer, oidc_subject);`,
    );

    this.addSql(`
      create table identity.sessions (
        id text primary key,
        user_id uuid not null references identity.users (id) on delete cascade,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null
      );`);
    this.addSql(`create index sessions_user_id_idx on identity.sessions (user_id);`);
    this.addSql(`create index sessions_expires_at_idx on identity.sessions (expires_at);`);

    this.addSql(`
      create table identity.api_keys (
        id uuid primary key,
        name varchar(100) not null,
        key_hash text not null,
        created_by uuid not null references identity.users (id) on delete cascade,
        created_at timestamptz not null default now(),
        last_used timestamptz,
        revoked_at timestamptz
      );`);
    this.addSql(`create unique index api_keys_key_hash_key on identity.api_keys (key_hash);`);
    this.addSql(
      `create index api_keys_created_by_idx on identity.api_keys (created_by, created_at desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists identity.api_keys;`);
    this.addSql(`drop table if exists identity.sessions;`);
    this.addSql(`drop table if exists identity.users;`);
  }
}
