import { Migration } from '@mikro-orm/migrations';

/**
 * The songs schema. SQL is schema-qualified and sets no session state, so it runs the same on
 * PostgreSQL 15+ and on embedded PGlite (one shared backend). pg_trgm is created in `public`
 * (neither the migration diff nor the schema generator emits CREATE EXTENSION) and its operator
 * class is named with that schema, whatever the connection's search_path.
 */
export class Migration20261123000000_songs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(`create schema if not exists "songs";`);

    this.addSql(`create table "songs"."categories" (
      "id" uuid not null,
      "name" varchar(50) not null,
      "color" varchar(7) not null,
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "categories_pkey" primary key ("id"),
      constraint "categories_color_check" check ("color" ~ '^#[0-9a-f]{6}$')
    );`);
    // Names are unique whatever their case ('Worship' and 'worship' are the same category).
    this.addSql(
      `create unique index "categories_name_lower_unique" on "songs"."categories" (lower("name"));`,
    );

    this.addSql(`create table "songs"."songs" (
      "id" uuid not null,
      "title" varchar(200) not null,
      "language" varchar(255) not null,
      "author" varchar(200) null,
      "artist" varchar(200) null,
      "key" varchar(20) null,
      "tempo" int null,
      "copyright" varchar(200) null,
      "ccli_number" varchar(20) null,
      "translation" text null,
      "is_public" boolean not null default true,
      "group_id" uuid null,
      "category_id" uuid null,
      "created_by" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "search_key" text not null,
      "title_key" text not null,
      constraint "songs_pkey" primary key ("id"),
      constraint "songs_language_check"
        check ("language" in ('english', 'malayalam', 'tamil', 'hindi')),
      constraint "songs_tempo_check" check ("tempo" between 1 and 400),
      constraint "songs_category_id_foreign" foreign key ("category_id")
        references "songs"."categories" ("id") on update cascade on delete set null
    );`);
    // Search: substring (ILIKE) over the folded ASCII keys, served by trigram GIN indexes.
    // fastupdate off: songs are written rarely and searched often, and entries waiting in a GIN
    // pending list make the planner shun the index (measured: a bulk import of 5,000 songs
    // turned every search into a scan until the next vacuum).
    this.addSql(`create index "songs_search_key_trgm_index" on "songs"."songs"
      using gin ("search_key" public.gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "songs_title_key_trgm_index" on "songs"."songs"
      using gin ("title_key" public.gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`create index "songs_group_id_index" on "songs"."songs" ("group_id");`);
    this.addSql(`create index "songs_created_by_index" on "songs"."songs" ("created_by");`);
    this.addSql(`create index "songs_category_id_index" on "songs"."songs" ("category_id");`);
    this.addSql(`create index "songs_is_public_created_at_index" on "songs"."songs"
      ("is_public", "created_at" desc);`);
    this.addSql(`create index "songs_language_index" on "songs"."songs" ("language");`);

    this.addSql(`create table "songs"."stanzas" (
      "id" uuid not null,
      "song_id" uuid not null,
      "position" int not null,
      "lyrics" text not null,
      constraint "stanzas_pkey" primary key ("id"),
      constraint "stanzas_song_id_foreign" foreign key ("song_id")
        references "songs"."songs" ("id") on update cascade on delete cascade
    );`);
    // Also serves "the stanzas of these songs, in order".
    this.addSql(`alter table "songs"."stanzas"
      add constraint "stanzas_song_id_position_unique" unique ("song_id", "position");`);

    this.addSql(`create table "songs"."transliterations" (
      "id" uuid not null,
      "stanza_id" uuid not null,
      "position" int not null,
      "language" varchar(255) not null,
      "text" text not null,
      constraint "transliterations_pkey" primary key ("id"),
      constraint "transliterations_language_check"
        check ("language" in ('english', 'malayalam', 'tamil', 'hindi')),
      constraint "transliterations_stanza_id_foreign" foreign key ("stanza_id")
        references "songs"."stanzas" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`alter table "songs"."transliterations"
      add constraint "transliterations_stanza_id_position_unique" unique ("stanza_id", "position");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "songs"."transliterations";`);
    this.addSql(`drop table if exists "songs"."stanzas";`);
    this.addSql(`drop table if exists "songs"."songs";`);
    this.addSql(`drop table if exists "songs"."categories";`);
  }
}
