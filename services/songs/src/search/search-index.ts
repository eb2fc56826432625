import { SEARCH_KEY_VERSION } from '@worship/common';
import type { EntityManager, Logger } from '@worship/subgraph-kit';
import { findStanzaContents } from '../song/song.read-model';
import { searchKeysOf, searchableText } from '../song/song.service';
import { recordSearchWords } from './search-words';

/** Songs recomputed per transaction. */
const BATCH = 500;

/** The key version the stored keys and vocabulary were computed with, else null. */
async function storedVersion(em: EntityManager): Promise<number | null> {
  const rows = await em.execute<{ key_version: number }[]>(
    `select "key_version" from "songs"."search_state"`,
  );
  return rows[0]?.key_version ?? null;
}

/** Recomputes one batch of songs after `afterId` (by id); returns the last id, null when done. */
async function reindexBatch(em: EntityManager, afterId: string): Promise<string | null> {
  return em.transactional(async (tx) => {
    const songs = await tx.execute<{ id: string; title: string; author: string | null }[]>(
      `select "id", "title", "author" from "songs"."songs" where "id" > ? order by "id" limit ?`,
      [afterId, BATCH],
    );
    if (!songs.length) return null;
    const stanzas = await findStanzaContents(
      tx,
      songs.map((song) => song.id),
    );
    const keys = songs.map((song) => {
      const text = searchableText({
        title: song.title,
        author: song.author,
        stanzas: stanzas.get(song.id) ?? [],
      });
      return { id: song.id, text, ...searchKeysOf(text, song.title) };
    });
    await tx.execute(
      `update "songs"."songs" s set "search_key" = v."search_key", "title_key" = v."title_key"
        from unnest(array[?]::uuid[], array[?]::text[], array[?]::text[])
          as v("id", "search_key", "title_key")
        where s."id" = v."id"`,
      [keys.map((k) => k.id), keys.map((k) => k.searchKey), keys.map((k) => k.titleKey)],
    );
    await recordSearchWords(tx, keys.map((k) => k.text).join('\n'));
    return songs[songs.length - 1]!.id;
  });
}

/**
 * Brings the stored search keys and the vocabulary to this SEARCH_KEY_VERSION when they were
 * computed with another (or before the vocabulary existed): every song, a batch per transaction,
 * then the version is recorded. Search keeps answering meanwhile, from the keys not yet redone.
 * Two instances starting together both redo the work, to the same result. Returns the songs
 * redone, or null when the keys were current.
 */
export async function refreshSearchIndex(em: EntityManager): Promise<number | null> {
  if ((await storedVersion(em)) === SEARCH_KEY_VERSION) return null;
  await em.execute(`delete from "songs"."search_words"`);
  let count = 0;
  let afterId: string | null = '00000000-0000-0000-0000-000000000000';
  while ((afterId = await reindexBatch(em, afterId)) !== null) count += BATCH;
  await em.execute(
    `insert into "songs"."search_state" ("id", "key_version") values (true, ?)
      on conflict ("id") do update set "key_version" = excluded."key_version"`,
    [SEARCH_KEY_VERSION],
  );
  return count;
}

/** Starts refreshSearchIndex in the background, logging its outcome. */
export function refreshSearchIndexInBackground(em: EntityManager, logger: Logger): Promise<void> {
  const started = Date.now();
  return refreshSearchIndex(em).then(
    (count) => {
      if (count !== null)
        logger.info(
          { songs: count, ms: Date.now() - started, keyVersion: SEARCH_KEY_VERSION },
          'search keys and vocabulary recomputed',
        );
    },
    (error: unknown) => logger.error({ err: error }, 'could not recompute the search keys'),
  );
}
