import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox of domain events songs has handled (kit events/): a repeated delivery of the same
 * event id is a no-op.
 */
export class Migration20261123120000_inbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "songs"."inbox" (
      "event_id" uuid not null,
      "type" varchar(100) not null,
      "source" varchar(100) not null,
      "handled_at" timestamptz not null default now(),
      constraint "inbox_pkey" primary key ("event_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "songs"."inbox";`);
  }
}
