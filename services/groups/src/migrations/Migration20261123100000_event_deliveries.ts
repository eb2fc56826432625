import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery state of the outbox (kit events/ relay): one row per event and subscriber, with
 * attempts, the next retry and the last error, so deliveries survive restarts.
 */
export class Migration20261123100000_event_deliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "groups"."event_deliveries" (
      "event_id" uuid not null,
      "subscriber" varchar(100) not null,
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "delivered_at" timestamptz null,
      "last_error" text null,
      constraint "event_deliveries_pkey" primary key ("event_id", "subscriber"),
      constraint "event_deliveries_event_id_foreign" foreign key ("event_id")
        references "groups"."events" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "event_deliveries_pending_index" on "groups"."event_deliveries"
      ("subscriber", "next_attempt_at") where "delivered_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "groups"."event_deliveries";`);
  }
}
