import { Migration } from '@mikro-orm/migrations';

/**
 * The schedules schema: schedules, their songs, their ratings, and the inbox of domain events
 * handled (kit events/). SQL is schema-qualified and sets no session state, so it runs the same
 * on PostgreSQL 15+ and on embedded PGlite (one shared backend).
 */
export class Migration20261123160000_schedules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "schedules";`);

    this.addSql(`create table "schedules"."schedules" (
      "id" uuid not null,
      "name" varchar(100) not null,
      "is_public" boolean not null default false,
      "group_id" uuid not null,
      "share_token" varchar(64) not null,
      "created_by" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "song_count" int not null default 0,
      constraint "schedules_pkey" primary key ("id"),
      constraint "schedules_song_count_check" check ("song_count" >= 0)
    );`);
    this.addSql(`alter table "schedules"."schedules"
      add constraint "schedules_share_token_unique" unique ("share_token");`);
    // The list: a group's schedules, newest change first (then id), a page at a time.
    this.addSql(`create index "schedules_group_id_updated_at_index" on "schedules"."schedules"
      ("group_id", "updated_at" desc, "id");`);
    // The createdBy filter and the group's schedule creators.
    this.addSql(`create index "schedules_group_id_created_by_index" on "schedules"."schedules"
      ("group_id", "created_by");`);
    // The date filters.
    this.addSql(`create index "schedules_group_id_created_at_index" on "schedules"."schedules"
      ("group_id", "created_at");`);

    this.addSql(`create table "schedules"."schedule_songs" (
      "id" uuid not null,
      "schedule_id" uuid not null,
      "song_id" uuid not null,
      "order" int not null,
      "added_at" timestamptz not null default now(),
      constraint "schedule_songs_pkey" primary key ("id"),
      constraint "schedule_songs_order_check" check ("order" >= 1),
      constraint "schedule_songs_schedule_id_foreign" foreign key ("schedule_id")
        references "schedules"."schedules" ("id") on update cascade on delete cascade
    );`);
    // 1..n without duplicates, checked at commit: a shift passes through duplicates mid-way.
    this.addSql(`alter table "schedules"."schedule_songs"
      add constraint "schedule_songs_schedule_id_order_unique" unique ("schedule_id", "order")
      deferrable initially deferred;`);
    this.addSql(`alter table "schedules"."schedule_songs"
      add constraint "schedule_songs_schedule_id_song_id_unique" unique ("schedule_id", "song_id");`);
    // Song.usageCount / lastUsed.
    this.addSql(`create index "schedule_songs_song_id_index" on "schedules"."schedule_songs"
      ("song_id");`);

    this.addSql(`create table "schedules"."ratings" (
      "id" uuid not null,
      "schedule_id" uuid not null,
      "user_id" uuid not null,
      "rating" smallint not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "ratings_pkey" primary key ("id"),
      constraint "ratings_rating_check" check ("rating" between 1 and 5),
      constraint "ratings_schedule_id_foreign" foreign key ("schedule_id")
        references "schedules"."schedules" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`alter table "schedules"."ratings"
      add constraint "ratings_schedule_id_user_id_unique" unique ("schedule_id", "user_id");`);
    // Averages (the rating field and the minRating filter) from the index alone.
    this.addSql(`create index "ratings_schedule_id_index" on "schedules"."ratings"
      ("schedule_id") include ("rating");`);

    this.addSql(`create table "schedules"."inbox" (
      "event_id" uuid not null,
      "type" varchar(100) not null,
      "source" varchar(100) not null,
      "handled_at" timestamptz not null default now(),
      constraint "inbox_pkey" primary key ("event_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "schedules"."inbox";`);
    this.addSql(`drop table if exists "schedules"."ratings";`);
    this.addSql(`drop table if exists "schedules"."schedule_songs";`);
    this.addSql(`drop table if exists "schedules"."schedules";`);
  }
}
