import 'reflect-metadata';
import { createLogger } from '@worship/subgraph-kit';
import {
  migratedSchema,
  migratedDatabaseForSuite,
  serveForTest,
  TEST_VIEWER_SECRET,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSongsApp } from '../app';
import { openSongsDatabase } from '../database';
import { Language } from '../song/song-language';
import { createSong } from '../song/song.service';

describe('songs migrations (a pool of one connection)', () => {
  const db = migratedDatabaseForSuite(
    { beforeAll, afterAll },
    'songs_migrations',
    openSongsDatabase,
    1,
  );

  it('creates pg_trgm, the schema-qualified tables and indexes, and is idempotent', async () => {
    const { tables, indexes, pending } = await migratedSchema(db.orm, 'songs');
    expect(tables).toEqual([
      'categories',
      'inbox',
      'mikro_orm_migrations',
      'search_state',
      'search_words',
      'song_use_versions',
      'song_uses',
      'song_versions',
      'songs',
      'stanzas',
      'transliterations',
    ]);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'categories_name_lower_unique',
        'songs_search_key_trgm_index',
        'songs_title_key_trgm_index',
        'songs_group_id_index',
        'songs_created_by_index',
        'songs_category_id_index',
        'songs_is_public_created_at_index',
        'songs_language_index',
        'stanzas_song_id_position_unique',
        'transliterations_stanza_id_position_unique',
        'song_versions_song_id_version_unique',
        'search_words_word_trgm_index',
        'song_uses_song_id_used_at_index',
        'song_use_versions_pkey',
      ]),
    );
    const extensions = await db.orm.em
      .getConnection()
      .execute<{ extname: string }[]>(`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(extensions).toEqual([{ extname: 'pg_trgm' }]);
    // Lists and search read live songs only: their indexes skip deleted ones.
    const partial = await db.orm.em.getConnection().execute<{ indexname: string }[]>(
      `select indexname from pg_indexes where schemaname = 'songs'
          and indexdef like '%WHERE (deleted_at IS NULL)%' order by indexname`,
    );
    expect(partial.map((row) => row.indexname)).toEqual([
      'songs_category_id_index',
      'songs_created_at_index',
      'songs_created_by_index',
      'songs_is_public_created_at_index',
      'songs_language_index',
      'songs_search_key_trgm_index',
      'songs_title_key_prefix_index',
      'songs_title_key_trgm_index',
    ]);
    expect(pending).toEqual([]);
  });

  it('gives the songs there were their version 1, and reverts cleanly', async () => {
    const migrator = db.orm.getMigrator();
    const sql = db.orm.em.getConnection();
    await migrator.down({ to: 'Migration20261123140000_search_order' });
    const songId = '22222222-2222-4222-8222-222222222222';
    await sql.execute(`insert into "songs"."songs" ("id", "title", "language", "key",
      "created_by", "search_key", "title_key") values ('${songId}', 'Old Song', 'english', 'G',
      '11111111-1111-4111-8111-111111111111', 'old song', 'old song')`);
    await sql.execute(`insert into "songs"."stanzas" ("id", "song_id", "position", "lyrics")
      values ('33333333-3333-4333-8333-333333333333', '${songId}', 1, 'First line')`);
    await migrator.up();
    const rows = await sql.execute<
      { version: number; edited_by: string; changed_fields: string[]; snapshot: unknown }[]
    >(`select "version", "edited_by", "changed_fields", "snapshot"
        from "songs"."song_versions" where "song_id" = '${songId}'`);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.version).toBe(1);
    expect(row!.edited_by).toBe('11111111-1111-4111-8111-111111111111');
    const snapshot = typeof row!.snapshot === 'string' ? JSON.parse(row!.snapshot) : row!.snapshot;
    expect(snapshot).toEqual({
      title: 'Old Song',
      language: 'english',
      author: null,
      artist: null,
      key: 'G',
      tempo: null,
      copyright: null,
      ccliNumber: null,
      translation: null,
      isPublic: true,
      capo: null,
      sectionOrder: [],
      categoryId: null,
      stanzas: [{ position: 1, label: null, lyrics: 'First line', transliterations: [] }],
    });
    await sql.execute(`delete from "songs"."songs" where "id" = '${songId}'`);
  });

  it('creates, searches (native script and romanized) and lists songs on one connection', async () => {
    const client = await serveForTest(db.orm, (orm) =>
      createSongsApp({
        orm,
        logger: createLogger('songs-migrations', 'silent'),
        // No member has a group here, so the groups service is never asked.
        config: {
          VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
          GROUPS_URL: 'http://127.0.0.1:9',
          production: false,
        },
      }),
    );
    const { ok } = client;
    try {
      const { publicCategories } = await ok(`{ publicCategories { id } }`);
      expect(publicCategories).toEqual([]);
      // Creating needs a signed-in viewer, whose groups come from the groups service: write the
      // rows through the ORM instead, as the service does.
      const song = await createSong(db.orm.em.fork(), '11111111-1111-4111-8111-111111111111', {
        title: 'യേശു എന്റെ രക്ഷകൻ',
        language: Language.malayalam,
        author: null,
        categoryId: null,
        groupId: null,
        artist: null,
        key: null,
        tempo: null,
        copyright: null,
        ccliNumber: null,
        translation: null,
        isPublic: true,
        capo: null,
        sectionOrder: [],
        stanzas: [{ label: null, lyrics: 'യേശു എന്റെ രക്ഷകൻ', transliterations: [] }],
      });
      const search = `query($q: String!) { searchPublicSongs(query: $q) { id stanzas { lyrics } } }`;
      const results = await Promise.all(
        // The last two have a typo each: the forgiving search (pg_trgm's % and <-> included).
        ['യേശു', 'yeshu', 'rakshakan', 'rakshkan', 'yeshu raksahkan'].map((q) => ok(search, { q })),
      );
      for (const { searchPublicSongs } of results)
        expect(searchPublicSongs.map((s: { id: string }) => s.id)).toEqual([song.id]);
      expect((await ok(`{ publicSongs { id } }`)).publicSongs).toHaveLength(1);
      const suggest = `query($q: String!) { publicSongSearchSuggestions(query: $q) }`;
      expect((await ok(suggest, { q: 'rakshxkxn' })).publicSongSearchSuggestions).toEqual([
        'രക്ഷകൻ',
      ]);
    } finally {
      await client.close();
    }
  });
});
