/**
 * The tables the event module reads and writes, for a service's migration to create. Migrations
 * are frozen once they land, so copy this SQL into a new migration (with the schema spelled
 * out) rather than calling these functions from one; the kit's tests use them as they are.
 */

/** A producer's outbox (`<schema>.events`, written by recordOutboxEvent in the change's transaction). */
export const outboxTableSql = (schema: string): string[] => [
  `create table "${schema}"."events" (
    "id" uuid not null,
    "type" varchar(100) not null,
    "payload" jsonb not null,
    "created_at" timestamptz not null default now(),
    constraint "events_pkey" primary key ("id")
  );`,
  `create index "events_created_at_index" on "${schema}"."events" ("created_at");`,
];

/** A producer's delivery state: one row per event and subscriber, kept by the relay. */
export const eventDeliveriesTableSql = (schema: string): string[] => [
  `create table "${schema}"."event_deliveries" (
    "event_id" uuid not null,
    "subscriber" varchar(100) not null,
    "attempts" int not null default 0,
    "next_attempt_at" timestamptz not null default now(),
    "delivered_at" timestamptz null,
    "last_error" text null,
    constraint "event_deliveries_pkey" primary key ("event_id", "subscriber"),
    constraint "event_deliveries_event_id_foreign" foreign key ("event_id")
      references "${schema}"."events" ("id") on update cascade on delete cascade
  );`,
  `create index "event_deliveries_pending_index" on "${schema}"."event_deliveries"
    ("subscriber", "next_attempt_at") where "delivered_at" is null;`,
];

/** A consumer's inbox: the ids of the events it has handled, so a repeat is a no-op. */
export const inboxTableSql = (schema: string): string[] => [
  `create table "${schema}"."inbox" (
    "event_id" uuid not null,
    "type" varchar(100) not null,
    "source" varchar(100) not null,
    "handled_at" timestamptz not null default now(),
    constraint "inbox_pkey" primary key ("event_id")
  );`,
];
