import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, Sunday mode: one live session per schedule — who leads it from which device, and what
 * is shown. The row stays when the leader stops (leader null), so `version` only ever grows and
 * followers can drop what is older than what they show.
 */
export class Migration20261128180000_live_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "schedules"."live_sessions" (
      "schedule_id" uuid not null,
      "version" int not null default 0,
      "leader_id" uuid null,
      "control_id" varchar(64) null,
      "song_id" uuid null,
      "section" int null,
      "screen" varchar(10) null,
      "updated_at" timestamptz not null default now(),
      constraint "live_sessions_pkey" primary key ("schedule_id"),
      constraint "live_sessions_schedule_id_foreign" foreign key ("schedule_id")
        references "schedules"."schedules" ("id") on update cascade on delete cascade,
      constraint "live_sessions_screen_check"
        check ("screen" is null or "screen" in ('SECTION', 'TITLE', 'BLANK', 'BLACK')),
      constraint "live_sessions_leader_check"
        check (("leader_id" is null) = ("control_id" is null))
    );`);
    // A gateway catching up after its stream dropped reads the sessions changed since then.
    this.addSql(`create index "live_sessions_updated_at_index" on "schedules"."live_sessions"
      ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "schedules"."live_sessions";`);
  }
}
