import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17: each song of a schedule may be played in its own key (null = the song's key), as
 * normalizeKey (@worship/common) spells it; the library's song is unchanged.
 */
export class Migration20261124170000_entry_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "schedules"."schedule_songs" add column "key" varchar(20) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "schedules"."schedule_songs" drop column if exists "key";`);
  }
}
