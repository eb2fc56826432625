import { Migration } from '@mikro-orm/migrations';

/**
 * The search vocabulary (search/search-words.ts): every folded word of the songs' keys, with the
 * word as a song writes it. Typo-forgiving search looks a typed word's neighbours up here (by
 * equality for one edit, by trigram similarity for two) before it searches the songs, and "no
 * results" suggests the writings. `search_state` records which SEARCH_KEY_VERSION the stored
 * keys and the vocabulary were computed with; the service recomputes both when it differs
 * (search/search-index.ts), which the first start after this migration does.
 */
export class Migration20261125000000_search_words extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "songs"."search_words" (
      "word" text not null primary key,
      "spelling" text not null);`);
    this.addSql(`create index "search_words_word_trgm_index" on "songs"."search_words"
      using gin ("word" public.gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create table "songs"."search_state" (
      "id" boolean not null primary key default true check ("id"),
      "key_version" integer not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "songs"."search_state";`);
    this.addSql(`drop table if exists "songs"."search_words";`);
  }
}
