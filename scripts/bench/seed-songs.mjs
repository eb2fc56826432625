// Bulk-loads songs into a database the songs service has migrated: categories, songs (with the
// service's own search keys and vocabulary words), stanzas and transliterations, by multi-row
// INSERT … SELECT FROM unnest(arrays), 2,000 songs a statement. The songs tables' secondary indexes are dropped
// first and rebuilt after (one sorted build is far faster than 100,000 trigram insertions),
// from their own definitions (pg_get_indexdef), so the result is what the migration made
// (`rebuildIndexes: false` leaves them: a few hundred songs, where a rebuild saves nothing).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/topology.mjs';
import { CATEGORY_NAMES, makeSong, random } from './songs-corpus.mjs';

const require = createRequire(import.meta.url);
const BATCH = 2000;

/**
 * The songs service's own key and vocabulary functions (compiled), so stored keys and words match
 * what it queries.
 */
function loadSearchKey() {
  try {
    return require(join(ROOT, 'packages/common/dist/search/search-key.js'));
  } catch (error) {
    throw new Error(`packages/common is not built (npm run build): ${error.message}`);
  }
}

/** What the service indexes for a song (song.service.ts searchableText). */
const searchableText = (song) =>
  [
    song.title,
    ...(song.author ? [song.author] : []),
    ...song.stanzas.flatMap((s) => [s.lyrics, ...s.transliterations.map((t) => t.text)]),
  ].join('\n');

/** The songs tables' secondary indexes (not a constraint's), with their definitions. */
async function secondaryIndexes(client) {
  const { rows } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'songs' and t.relname in ('songs', 'stanzas', 'transliterations', 'search_words')
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  return rows;
}

/**
 * @param {{url: string, count: number, creatorIds: string[], publicShare?: number, seed?: number, rebuildIndexes?: boolean, log?: (line: string) => void}} options
 * @returns {Promise<{songs: number, stanzas: number, transliterations: number, categories: number, byLanguage: Record<string, number>, seconds: number}>}
 */
export async function seedSongs({
  url,
  count,
  creatorIds,
  publicShare = 0.85,
  seed = 20261123,
  rebuildIndexes = true,
  log = () => {},
}) {
  const { searchKey, searchWords } = loadSearchKey();
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (rebuildIndexes) await client.query(`set maintenance_work_mem = '256MB'`);
    const indexes = rebuildIndexes ? await secondaryIndexes(client) : [];
    for (const index of indexes) await client.query(`drop index ${index.name}`);

    const categoryIds = [];
    for (const [name, color] of CATEGORY_NAMES) {
      const id = randomUUID();
      categoryIds.push(id);
      await client.query(
        `insert into songs.categories (id, name, color, created_by) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [id, name, color, creatorIds[0]],
      );
    }

    const rand = random(seed);
    const byLanguage = {};
    let stanzaTotal = 0;
    let transliterationTotal = 0;
    const now = Date.now();
    for (let offset = 0; offset < count; offset += BATCH) {
      const songs = { cols: Array.from({ length: 13 }, () => []) };
      const stanzas = [[], [], [], []];
      const translits = [[], [], [], [], []];
      /** The batch's words for the search vocabulary (search_words), first writing first. */
      const vocabulary = new Map();
      for (let n = offset; n < Math.min(count, offset + BATCH); n++) {
        const song = makeSong(rand, n);
        byLanguage[song.language] = (byLanguage[song.language] ?? 0) + 1;
        const id = randomUUID();
        const created = new Date(now - Math.floor(rand() * 3 * 365 * 86400_000)).toISOString();
        const row = [
          id,
          song.title,
          song.language,
          song.author,
          song.key,
          song.tempo,
          rand() < publicShare,
          rand() < 0.6 ? categoryIds[Math.floor(rand() * categoryIds.length)] : null,
          creatorIds[n % creatorIds.length],
          created,
          created,
          searchKey(searchableText(song)),
          searchKey(song.title),
        ];
        for (const [word, spelling] of searchWords(searchableText(song)))
          if (!vocabulary.has(word)) vocabulary.set(word, spelling);
        row.forEach((value, i) => songs.cols[i].push(value));
        song.stanzas.forEach((stanza, position) => {
          const stanzaId = randomUUID();
          stanzas[0].push(stanzaId);
          stanzas[1].push(id);
          stanzas[2].push(position);
          stanzas[3].push(stanza.lyrics);
          stanza.transliterations.forEach((t, tPosition) => {
            translits[0].push(randomUUID());
            translits[1].push(stanzaId);
            translits[2].push(tPosition);
            translits[3].push(t.language);
            translits[4].push(t.text);
          });
        });
      }
      await client.query('begin');
      await client.query(
        `insert into songs.songs (id, title, language, author, key, tempo, is_public, category_id,
           created_by, created_at, updated_at, search_key, title_key)
         select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[],
           $6::int[], $7::bool[], $8::uuid[], $9::uuid[], $10::timestamptz[], $11::timestamptz[],
           $12::text[], $13::text[])`,
        songs.cols,
      );
      await client.query(
        `insert into songs.stanzas (id, song_id, position, lyrics)
         select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[])`,
        stanzas,
      );
      await client.query(
        `insert into songs.transliterations (id, stanza_id, position, language, text)
         select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[])`,
        translits,
      );
      await client.query(
        `insert into songs.search_words (word, spelling)
         select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
        [[...vocabulary.keys()], [...vocabulary.values()]],
      );
      await client.query('commit');
      stanzaTotal += stanzas[0].length;
      transliterationTotal += translits[0].length;
      if ((offset / BATCH) % 10 === 9) log(`  ${offset + BATCH} songs…`);
    }
    const tIndex = performance.now();
    for (const index of indexes) await client.query(index.def);
    if (rebuildIndexes)
      log(
        `  rebuilt ${indexes.length} indexes in ${((performance.now() - tIndex) / 1000).toFixed(1)} s`,
      );
    await client.query(
      'analyze songs.songs, songs.stanzas, songs.transliterations, songs.search_words',
    );
    return {
      songs: count,
      stanzas: stanzaTotal,
      transliterations: transliterationTotal,
      categories: categoryIds.length,
      byLanguage,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

/**
 * Adds `count` made-up words (syllables of the letters the phonetic fold writes) to the search
 * vocabulary, as a library of that size would hold: the corpus repeats ~1,100 folded words, a
 * real library hundreds of thousands. The trigram index is rebuilt once after. Returns the
 * vocabulary's size.
 */
export async function growVocabulary({ url, count, seed = 20261125 }) {
  const rand = random(seed);
  const consonants = 'kmnprstlvyh';
  const vowels = 'aiou';
  const pick = (letters) => letters[Math.floor(rand() * letters.length)];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const index = (await secondaryIndexes(client)).find((i) => i.name.includes('search_words'));
    if (index) await client.query(`drop index ${index.name}`);
    for (let added = 0; added < count; added += 20_000) {
      const words = new Set();
      while (words.size < Math.min(20_000, count - added)) {
        let word = '';
        const syllables = 2 + Math.floor(rand() * 4);
        for (let s = 0; s < syllables; s++) word += pick(consonants) + pick(vowels);
        if (rand() < 0.4) word += pick('nmlr');
        words.add(word);
      }
      await client.query(
        `insert into songs.search_words (word, spelling)
         select w, w from unnest($1::text[]) w on conflict do nothing`,
        [[...words]],
      );
    }
    if (index) await client.query(index.def);
    await client.query('analyze songs.search_words');
    const { rows } = await client.query('select count(*)::int as n from songs.search_words');
    return rows[0].n;
  } finally {
    await client.end();
  }
}
