import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: a schedule is a service on a calendar. `service_date` is the day in the group's time
 * zone, `service_times` its start times ('HH:MM', sorted, none = one service that day), and
 * `time_zone` the group's zone, copied on the row (kept by the group.time-zone-changed event) so
 * usage queries compute each service's instant without a join. Existing schedules get their
 * creation date (UTC: the deployment zone is not known to a migration) and no times.
 *
 * `service_slots` is every service of every schedule with its start instant: the one definition
 * the usage rules (song usage, statistics, history, CCLI report) read. `presentations` records
 * each song a leader put on screen in Sunday mode, `prints` each song sheet printed (the CCLI
 * report's print copies).
 */
export class Migration20261129100000_service_dates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "schedules"."schedules"
      add column "service_date" date null,
      add column "service_times" text[] not null default '{}',
      add column "time_zone" varchar(64) not null default 'UTC';`);
    this.addSql(`update "schedules"."schedules"
      set "service_date" = ("created_at" at time zone 'UTC')::date;`);
    this.addSql(`alter table "schedules"."schedules" alter column "service_date" set not null;`);
    this.addSql(`alter table "schedules"."schedules" add constraint "schedules_service_times_check"
      check (cardinality("service_times") <= 10);`);
    // The list's sort and filter, the dashboard's next and last service, usage by date.
    this.addSql(`create index "schedules_group_id_service_date_index" on "schedules"."schedules"
      ("group_id", "service_date", "id");`);

    this.addSql(`create table "schedules"."group_time_zones" (
      "group_id" uuid not null,
      "time_zone" varchar(64) not null,
      constraint "group_time_zones_pkey" primary key ("group_id")
    );`);

    this.addSql(`create table "schedules"."presentations" (
      "id" bigserial,
      "schedule_id" uuid not null,
      "song_id" uuid not null,
      "presented_at" timestamptz not null default clock_timestamp(),
      constraint "presentations_pkey" primary key ("id"),
      constraint "presentations_schedule_id_foreign" foreign key ("schedule_id")
        references "schedules"."schedules" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "presentations_schedule_id_song_id_index"
      on "schedules"."presentations" ("schedule_id", "song_id");`);

    // A print of a schedule's song sheet: one row per song printed, with the copies made.
    this.addSql(`create table "schedules"."prints" (
      "id" bigserial,
      "schedule_id" uuid not null,
      "song_id" uuid not null,
      "copies" int not null,
      "printed_by" uuid not null,
      "printed_at" timestamptz not null default clock_timestamp(),
      constraint "prints_pkey" primary key ("id"),
      constraint "prints_copies_check" check ("copies" between 1 and 500),
      constraint "prints_schedule_id_foreign" foreign key ("schedule_id")
        references "schedules"."schedules" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "prints_schedule_id_song_id_index"
      on "schedules"."prints" ("schedule_id", "song_id") include ("copies");`);

    this.addSql(`create view "schedules"."service_slots" as
      select s."id" as "schedule_id", s."group_id", s."service_date", s."time_zone",
        t."slot" as "service_time",
        ((s."service_date" + coalesce(t."slot"::time, time '00:00')) at time zone s."time_zone")
          as "starts_at"
      from "schedules"."schedules" s
      cross join lateral unnest(case when cardinality(s."service_times") = 0
        then array[null]::text[] else s."service_times" end) as t("slot");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "schedules"."service_slots";`);
    this.addSql(`drop table if exists "schedules"."prints";`);
    this.addSql(`drop table if exists "schedules"."presentations";`);
    this.addSql(`drop table if exists "schedules"."group_time_zones";`);
    this.addSql(`drop index if exists "schedules"."schedules_group_id_service_date_index";`);
    this
      .addSql(`alter table "schedules"."schedules" drop constraint if exists "schedules_service_times_check",
      drop column if exists "service_date", drop column if exists "service_times",
      drop column if exists "time_zone";`);
  }
}
