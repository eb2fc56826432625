import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for ranked search that stops early (song.read-model.ts): titles starting with the query
 * (a prefix range of the title key) and the newest-first walk for the member scope (public,
 * own or group songs; the public scope has songs_is_public_created_at_index).
 */
export class Migration20261123140000_search_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "songs_title_key_prefix_index" on "songs"."songs"
      ("title_key" text_pattern_ops);`);
    this.addSql(`create index "songs_created_at_index" on "songs"."songs"
      ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "songs"."songs_created_at_index";`);
    this.addSql(`drop index if exists "songs"."songs_title_key_prefix_index";`);
  }
}
