import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: each song of a schedule may be sung in its own section order (1-based stanza
 * numbers, repeats allowed; null = the song's own order); the library's song is unchanged. The
 * checks repeat the input's rules (1..100 numbers, each 1..100) so no other writer can break them.
 */
export class Migration20261128170000_entry_section_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "schedules"."schedule_songs"
      add column "section_order" int[] null,
      add constraint "schedule_songs_section_order_check" check (
        "section_order" is null or (
          cardinality("section_order") between 1 and 100
          and 1 <= all("section_order") and 100 >= all("section_order")
        )
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "schedules"."schedule_songs"
      drop constraint if exists "schedule_songs_section_order_check",
      drop column if exists "section_order";`);
  }
}
