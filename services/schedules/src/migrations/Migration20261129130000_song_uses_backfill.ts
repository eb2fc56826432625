import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21, the library's "not used for N months": schedules becomes a producer of domain events
 * (kit events/): its outbox (`events`) and delivery state (`event_deliveries`), copied from the
 * kit's event-tables.ts with the schema spelled out, and `song_use_versions`, each song's count
 * of `song.uses-changed` lists published (the consumer keeps the highest).
 *
 * Existing installs fill the songs service's copy: one `song.uses-changed` (version 1) is queued
 * per song held or presented in any schedule, with every candidate use instant of the usage rule
 * as it stands today (usage.sql.ts without the `<= now` cut: each service start of a schedule
 * holding it, a presentation counting for the service running then, once per service), frozen
 * here as SQL.
 */
export class Migration20261129130000_song_uses_backfill extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "schedules"."events" (
      "id" uuid not null,
      "type" varchar(100) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      constraint "events_pkey" primary key ("id")
    );`);
    this.addSql(`create index "events_created_at_index" on "schedules"."events" ("created_at");`);
    this.addSql(`create table "schedules"."event_deliveries" (
      "event_id" uuid not null,
      "subscriber" varchar(100) not null,
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "delivered_at" timestamptz null,
      "last_error" text null,
      constraint "event_deliveries_pkey" primary key ("event_id", "subscriber"),
      constraint "event_deliveries_event_id_foreign" foreign key ("event_id")
        references "schedules"."events" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "event_deliveries_pending_index" on "schedules"."event_deliveries"
      ("subscriber", "next_attempt_at") where "delivered_at" is null;`);
    this.addSql(`create table "schedules"."song_use_versions" (
      "song_id" uuid not null,
      "version" bigint not null,
      constraint "song_use_versions_pkey" primary key ("song_id")
    );`);

    this.addSql(`insert into "schedules"."song_use_versions" ("song_id", "version")
      select "song_id", 1 from "schedules"."schedule_songs"
      union select "song_id", 1 from "schedules"."presentations";`);
    this.addSql(`with "uses" as (
        select distinct on (u."schedule_id", u."song_id", u."service_time")
          u."song_id", u."group_id", u."used_at"
        from (
          select sl."schedule_id", sl."group_id", x."song_id", sl."service_time",
            sl."starts_at" as "used_at"
          from "schedules"."service_slots" sl
          join "schedules"."schedule_songs" x on x."schedule_id" = sl."schedule_id"
          union all
          select sl."schedule_id", sl."group_id", x."song_id", sl."service_time",
            least(sl."starts_at", x."presented_at") as "used_at"
          from "schedules"."presentations" x
          join lateral (select * from "schedules"."service_slots" sl
              where sl."schedule_id" = x."schedule_id"
              order by sl."starts_at" <= x."presented_at" desc,
                case when sl."starts_at" <= x."presented_at" then sl."starts_at" end desc,
                sl."starts_at"
              limit 1) sl on true
        ) u
        order by u."schedule_id", u."song_id", u."service_time", u."used_at"
      ), "lists" as (
        select "song_id", jsonb_agg(jsonb_build_object('groupId', "group_id",
            'at', to_char("used_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          order by "used_at", "group_id") as "uses"
        from "uses" group by "song_id"
      )
      insert into "schedules"."events" ("id", "type", "payload")
      select gen_random_uuid(), 'song.uses-changed', jsonb_build_object('songId', v."song_id",
          'version', v."version", 'uses', coalesce(l."uses", '[]'::jsonb))
      from "schedules"."song_use_versions" v
      left join "lists" l on l."song_id" = v."song_id"
      order by v."song_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "schedules"."song_use_versions";`);
    this.addSql(`drop table if exists "schedules"."event_deliveries";`);
    this.addSql(`drop table if exists "schedules"."events";`);
  }
}
