import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox of domain events groups has handled (kit events/; identity's `user.deleted`): a
 * repeated delivery of the same event id is a no-op.
 */
export class Migration20261201000000_inbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "groups"."inbox" (
      "event_id" uuid not null,
      "type" varchar(100) not null,
      "source" varchar(100) not null,
      "handled_at" timestamptz not null default now(),
      constraint "inbox_pkey" primary key ("event_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "groups"."inbox";`);
  }
}
