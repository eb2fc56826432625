import { Migration } from '@mikro-orm/migrations';

/**
 * The groups schema. SQL is schema-qualified and sets no session state, so it runs the same
 * on PostgreSQL 15+ and on embedded PGlite (one shared backend).
 */
export class Migration20251122000000_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "groups";`);

    this.addSql(`create table "groups"."groups" (
      "id" uuid not null,
      "name" varchar(100) not null,
      "description" varchar(500) null,
      "created_by" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "groups_pkey" primary key ("id")
    );`);

    this.addSql(`create table "groups"."group_members" (
      "id" uuid not null,
      "group_id" uuid not null,
      "user_id" uuid not null,
      "role" varchar(255) not null,
      "joined_at" timestamptz not null default now(),
      constraint "group_members_pkey" primary key ("id"),
      constraint "group_members_role_check" check ("role" in ('admin', 'member')),
      constraint "group_members_group_id_foreign" foreign key ("group_id")
        references "groups"."groups" ("id") on update cascade on delete cascade
    );`);
    // (group_id, user_id) also serves "members of a group"; user_id serves "groups of a user".
    this.addSql(`alter table "groups"."group_members"
      add constraint "group_members_group_id_user_id_unique" unique ("group_id", "user_id");`);
    this.addSql(
      `create index "group_members_user_id_index" on "groups"."group_members" ("user_id");`,
    );

    this.addSql(`create table "groups"."invites" (
      "id" uuid not null,
      "group_id" uuid not null,
      "token_hash" varchar(64) not null,
      "token_sealed" text not null,
      "created_by" uuid not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null default now() + interval '3 days',
      "revoked_at" timestamptz null,
      constraint "invites_pkey" primary key ("id"),
      constraint "invites_group_id_foreign" foreign key ("group_id")
        references "groups"."groups" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`alter table "groups"."invites"
      add constraint "invites_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `create index "invites_group_id_created_at_index" on "groups"."invites" ("group_id", "created_at");`,
    );

    this.addSql(`create table "groups"."departures" (
      "group_id" uuid not null,
      "user_id" uuid not null,
      "departed_at" timestamptz not null default now(),
      constraint "departures_pkey" primary key ("group_id", "user_id"),
      constraint "departures_group_id_foreign" foreign key ("group_id")
        references "groups"."groups" ("id") on update cascade on delete cascade
    );`);

    this.addSql(`create table "groups"."events" (
      "id" uuid not null,
      "type" varchar(100) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      constraint "events_pkey" primary key ("id")
    );`);
    this.addSql(`create index "events_created_at_index" on "groups"."events" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "groups"."events";`);
    this.addSql(`drop table if exists "groups"."departures";`);
    this.addSql(`drop table if exists "groups"."invites";`);
    this.addSql(`drop table if exists "groups"."group_members";`);
    this.addSql(`drop table if exists "groups"."groups";`);
  }
}
