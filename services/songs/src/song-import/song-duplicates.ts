import type { EntityManager } from '@worship/subgraph-kit';
import { searchKey } from '@worship/common';

// A file duplicates a song of the group when both carry the same CCLI number, or the same title
// and author once normalised (case, accents, punctuation and spacing). The search key's phonetic
// folding is too loose for this ("Song 11" and "Song 1" share one): it only narrows the lookup.

export interface DuplicateKeys {
  ccli: string | null;
  /** The title's search key, which the songs table indexes (title_key). */
  titleKey: string;
  /** Normalised title and author. */
  titleAuthor: string;
}

/** Lower case, accents and punctuation dropped, spacing collapsed; letters of every script kept. */
export function normalisedText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export function duplicateKeys(song: {
  title: string;
  author: string | null;
  ccliNumber: string | null;
}): DuplicateKeys {
  return {
    ccli: song.ccliNumber?.trim() || null,
    titleKey: searchKey(song.title),
    titleAuthor: `${normalisedText(song.title)}\n${normalisedText(song.author ?? '')}`,
  };
}

/** The song a file duplicates: its title, and its id (null: a song this dry run would create). */
export interface DuplicateOf {
  id: string | null;
  title: string;
}

/**
 * Songs already there, by key; `remember` adds what this import creates as it goes (with no id
 * yet in a dry run). `find` answers the song duplicated.
 */
export interface DuplicateIndex {
  find(keys: DuplicateKeys): DuplicateOf | null;
  remember(keys: DuplicateKeys, song: DuplicateOf): void;
}

export interface ImportTarget {
  /** The group imported into; null: the caller's own songs outside any group. */
  groupId: string | null;
  userId: string;
}

/**
 * The songs of the target that may share a key with these files: one query for a whole batch,
 * served by songs_group_ccli_number_index and songs_group_title_key_index.
 */
export async function loadDuplicateIndex(
  em: EntityManager,
  target: ImportTarget,
  keys: DuplicateKeys[],
): Promise<DuplicateIndex> {
  const byCcli = new Map<string, DuplicateOf>();
  const byTitleAuthor = new Map<string, DuplicateOf>();
  const remember = (key: DuplicateKeys, song: DuplicateOf) => {
    if (key.ccli && !byCcli.has(key.ccli)) byCcli.set(key.ccli, song);
    if (!byTitleAuthor.has(key.titleAuthor)) byTitleAuthor.set(key.titleAuthor, song);
  };
  const ccli = [...new Set(keys.flatMap((key) => (key.ccli ? [key.ccli] : [])))];
  const titles = [...new Set(keys.map((key) => key.titleKey))];
  if (keys.length > 0) {
    const owner = target.groupId
      ? { sql: `"group_id" = ?`, params: [target.groupId] }
      : { sql: `"group_id" is null and "created_by" = ?`, params: [target.userId] };
    const rows = await em.execute<
      { id: string; ccli_number: string | null; title: string; author: string | null }[]
    >(
      `select "id", "ccli_number", "title", "author" from "songs"."songs"
        where ${owner.sql} and ${LIVE_SONG}
          and ("title_key" in (?)${ccli.length ? ` or "ccli_number" in (?)` : ''})
        order by "created_at", "id"`,
      [...owner.params, titles, ...(ccli.length ? [ccli] : [])],
    );
    for (const row of rows)
      remember(
        duplicateKeys({ title: row.title, author: row.author, ccliNumber: row.ccli_number }),
        { id: row.id, title: row.title },
      );
  }
  return {
    find(key) {
      return (
        (key.ccli ? byCcli.get(key.ccli) : undefined) ?? byTitleAuthor.get(key.titleAuthor) ?? null
      );
    },
    remember,
  };
}

/** A song deleted from the library is not there to duplicate. */
const LIVE_SONG = '"deleted_at" is null';
