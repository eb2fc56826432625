import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21, the library's "not used for N months": the songs service's copy of each song's
 * candidate use instants, as schedules publishes them (`song.uses-changed`, usage/). One row per
 * use (the group whose schedule it was, and its instant: a service's start or a presentation);
 * a use counts once its instant has passed. `song_use_versions` keeps the version of the list
 * held, so an older list arriving late is dropped. The filter and the sort read a song's uses in
 * the viewer's groups up to now: (song_id, used_at) with the group alongside, index-only.
 */
export class Migration20261129130000_song_uses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "songs"."song_uses" (
      "song_id" uuid not null,
      "group_id" uuid not null,
      "used_at" timestamptz not null
    );`);
    this.addSql(`create index "song_uses_song_id_used_at_index" on "songs"."song_uses"
      ("song_id", "used_at") include ("group_id");`);
    this.addSql(`create table "songs"."song_use_versions" (
      "song_id" uuid not null,
      "version" bigint not null,
      constraint "song_use_versions_pkey" primary key ("song_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "songs"."song_use_versions";`);
    this.addSql(`drop table if exists "songs"."song_uses";`);
  }
}
