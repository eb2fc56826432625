import { Migration } from '@mikro-orm/migrations';

/**
 * What an import looks duplicates up by (song-import/song-duplicates.ts): a group's songs by CCLI
 * number and by folded title, one query per batch of files.
 */
export class Migration20261124170000_import_duplicates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "songs_group_ccli_number_index" on "songs"."songs"
      ("group_id", "ccli_number") where "ccli_number" is not null;`);
    this.addSql(`create index "songs_group_title_key_index" on "songs"."songs"
      ("group_id", "title_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "songs"."songs_group_title_key_index";`);
    this.addSql(`drop index if exists "songs"."songs_group_ccli_number_index";`);
  }
}
