import { Migration } from '@mikro-orm/migrations';

/** The live-song indexes a soft delete turns partial, with the columns they index. */
const LIVE_INDEXES: [name: string, definition: string][] = [
  [
    'songs_search_key_trgm_index',
    `using gin ("search_key" public.gin_trgm_ops) with (fastupdate = off)`,
  ],
  [
    'songs_title_key_trgm_index',
    `using gin ("title_key" public.gin_trgm_ops) with (fastupdate = off)`,
  ],
  ['songs_title_key_prefix_index', `("title_key" text_pattern_ops)`],
  ['songs_created_at_index', `("created_at" desc, "id" desc)`],
  ['songs_is_public_created_at_index', `("is_public", "created_at" desc)`],
  ['songs_created_by_index', `("created_by")`],
  ['songs_category_id_index', `("category_id")`],
  ['songs_language_index', `("language")`],
];

/**
 * Issue 17: songs a team edits, deletes and keeps the history of, with sections and capo.
 *
 * - `stanzas.label` (Verse 1, Chorus…), `songs.capo`, `songs.section_order` (1-based stanza
 *   numbers, may repeat; empty = stanzas in their order).
 * - `songs.version` (+1 a save that changes something) and `songs.deleted_at` (a soft delete: a
 *   song in schedules must keep resolving for them and their statistics).
 * - `song_versions`: every saved state of a song as a jsonb snapshot (version 1 is the created
 *   song; existing songs get theirs from their rows here), who saved it, when, what changed.
 * - The indexes lists and search walk become partial on live songs (`deleted_at is null`): every
 *   library query filters on it, and deleted songs then cost those indexes nothing.
 *   `songs_group_id_index` stays whole: a deleted group's songs are detached, deleted ones too.
 */
export class Migration20261124160000_song_editing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "songs"."stanzas" add column "label" varchar(50) null;`);
    this.addSql(`alter table "songs"."songs"
      add column "capo" int null,
      add column "section_order" int[] not null default '{}',
      add column "version" int not null default 1,
      add column "deleted_at" timestamptz null,
      add constraint "songs_capo_check" check ("capo" between 0 and 11),
      add constraint "songs_version_check" check ("version" >= 1);`);

    this.addSql(`create table "songs"."song_versions" (
      "id" uuid not null,
      "song_id" uuid not null,
      "version" int not null,
      "snapshot" jsonb not null,
      "edited_by" uuid not null,
      "edited_at" timestamptz not null default now(),
      "changed_fields" text[] not null default '{}',
      "restored_from" int null,
      constraint "song_versions_pkey" primary key ("id"),
      constraint "song_versions_song_id_foreign" foreign key ("song_id")
        references "songs"."songs" ("id") on update cascade on delete cascade
    );`);
    // Also serves "a song's versions, newest first" and "version n of a song".
    this.addSql(`alter table "songs"."song_versions"
      add constraint "song_versions_song_id_version_unique" unique ("song_id", "version");`);

    // Version 1 of the songs there are: their state now, saved by their creator when created.
    this.addSql(`insert into "songs"."song_versions"
        ("id", "song_id", "version", "snapshot", "edited_by", "edited_at")
      select gen_random_uuid(), s."id", 1, jsonb_build_object(
          'title', s."title", 'language', s."language", 'author', s."author",
          'artist', s."artist", 'key', s."key", 'tempo', s."tempo",
          'copyright', s."copyright", 'ccliNumber', s."ccli_number",
          'translation', s."translation", 'isPublic', s."is_public", 'capo', null,
          'sectionOrder', '[]'::jsonb, 'categoryId', s."category_id",
          'stanzas', coalesce((
            select jsonb_agg(jsonb_build_object(
                'position', st."position", 'label', null, 'lyrics', st."lyrics",
                'transliterations', coalesce((
                  select jsonb_agg(jsonb_build_object('language', t."language", 'text', t."text")
                    order by t."position")
                  from "songs"."transliterations" t where t."stanza_id" = st."id"), '[]'::jsonb))
              order by st."position")
            from "songs"."stanzas" st where st."song_id" = s."id"), '[]'::jsonb)),
        s."created_by", s."created_at"
      from "songs"."songs" s;`);

    for (const [name, definition] of LIVE_INDEXES) {
      this.addSql(`drop index if exists "songs"."${name}";`);
      this.addSql(
        `create index "${name}" on "songs"."songs" ${definition} where "deleted_at" is null;`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [name, definition] of LIVE_INDEXES) {
      this.addSql(`drop index if exists "songs"."${name}";`);
      this.addSql(`create index "${name}" on "songs"."songs" ${definition};`);
    }
    this.addSql(`drop table if exists "songs"."song_versions";`);
    this.addSql(`alter table "songs"."songs"
      drop constraint if exists "songs_version_check",
      drop constraint if exists "songs_capo_check",
      drop column if exists "deleted_at",
      drop column if exists "version",
      drop column if exists "section_order",
      drop column if exists "capo";`);
    this.addSql(`alter table "songs"."stanzas" drop column if exists "label";`);
  }
}
