import type { EntityManager } from '@worship/subgraph-kit';

/** A use as schedules publishes it: the group whose schedule it was, and its instant. */
export interface SongUse {
  groupId: string;
  at: Date;
}

/**
 * song.uses-changed (schedules' outbox): the song's whole list of candidate uses replaces the
 * copy, unless the copy already holds this version or a later one (an older list that arrives
 * late changes nothing). Locks the song's version row first, so two lists of one song are
 * applied one after the other. Answers whether the list was applied.
 */
export async function replaceSongUses(
  em: EntityManager,
  songId: string,
  version: number,
  uses: SongUse[],
): Promise<boolean> {
  const applied = await em.execute<{ song_id: string }[]>(
    `insert into "songs"."song_use_versions" ("song_id", "version") values (?, ?)
      on conflict ("song_id") do update set "version" = excluded."version"
        where "song_use_versions"."version" < excluded."version"
      returning "song_id"`,
    [songId, version],
  );
  if (!applied.length) return false;
  await em.execute(`delete from "songs"."song_uses" where "song_id" = ?`, [songId]);
  if (uses.length)
    await em.execute(
      `insert into "songs"."song_uses" ("song_id", "group_id", "used_at")
        select ?, (u->>'groupId')::uuid, (u->>'at')::timestamptz
        from jsonb_array_elements(?::jsonb) u`,
      [
        songId,
        JSON.stringify(uses.map((use) => ({ groupId: use.groupId, at: use.at.toISOString() }))),
      ],
    );
  return true;
}
