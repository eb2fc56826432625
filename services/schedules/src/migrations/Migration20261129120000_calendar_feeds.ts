import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: each member's private calendar feed of a group's services (docs/usage-and-ccli.md,
 * "Calendar feed"): at most one per (group, member), found by its token (unique, so indexed).
 * No foreign keys: groups and users live in other services; the feed answers only while its
 * member still belongs to the group (checked when it is read), and their departure or the
 * group's deletion removes the row.
 */
export class Migration20261129120000_calendar_feeds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "schedules"."calendar_feeds" (
      "group_id" uuid not null,
      "user_id" uuid not null,
      "token" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      constraint "calendar_feeds_pkey" primary key ("group_id", "user_id"),
      constraint "calendar_feeds_token_unique" unique ("token")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "schedules"."calendar_feeds";`);
  }
}
