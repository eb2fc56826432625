import type { EntityManager } from '@worship/subgraph-kit';
import { usesSql } from '../usage/usage.sql';
import { recordEvent } from './outbox.service';

/**
 * Issue 21, the library's "not used for N months": schedules publishes each song's candidate
 * use instants (`song.uses-changed`), the songs service keeps a copy and filters on it. A use
 * depends on time passing (a planned service becomes a use when it starts, with no write then),
 * so the event carries every instant the usage rule (usage.sql.ts) would count once it is past:
 * every service start of a schedule holding the song and every presentation, without the
 * `<= now` cut. Full state per song, so a repeat changes nothing; `version` (per song, taken
 * under a row lock in the change's transaction) lets the consumer drop an older list arriving
 * after a newer one.
 */

/** A far-future "now": the rule without its cut (every candidate, planned services included). */
const NO_CUT = new Date('9999-12-31T00:00:00Z');

export interface SongUse {
  groupId: string;
  /** ISO-8601 instant. */
  at: string;
}

/** Every song held or presented in these schedules (read before they change or go). */
export async function songsOfSchedules(
  em: EntityManager,
  scheduleIds: string[],
): Promise<string[]> {
  if (!scheduleIds.length) return [];
  const rows = await em.execute<{ song_id: string }[]>(
    `select "song_id" from "schedules"."schedule_songs" where "schedule_id" in (?)
      union select "song_id" from "schedules"."presentations" where "schedule_id" in (?)`,
    [scheduleIds, scheduleIds],
  );
  return rows.map((row) => row.song_id);
}

/** Every song held or presented in the group's schedules. */
export async function songsOfGroup(em: EntityManager, groupId: string): Promise<string[]> {
  const rows = await em.execute<{ song_id: string }[]>(
    `select x."song_id" from "schedules"."schedule_songs" x
        join "schedules"."schedules" s on s."id" = x."schedule_id" where s."group_id" = ?
      union select p."song_id" from "schedules"."presentations" p
        join "schedules"."schedules" s on s."id" = p."schedule_id" where s."group_id" = ?`,
    [groupId, groupId],
  );
  return rows.map((row) => row.song_id);
}

/** Each song's candidate uses as committed so far in this transaction (songs with none: []). */
export async function candidateUses(
  em: EntityManager,
  songIds: string[],
): Promise<Map<string, SongUse[]>> {
  const uses = new Map<string, SongUse[]>(songIds.map((id) => [id, []]));
  if (!songIds.length) return uses;
  const sql = usesSql({ songIds }, NO_CUT);
  const rows = await em.execute<{ song_id: string; group_id: string; used_at: string | Date }[]>(
    `select u."song_id", u."group_id", u."used_at" from ${sql.sql} u
      order by u."song_id", u."used_at", u."group_id"`,
    sql.params,
  );
  for (const row of rows)
    uses.get(row.song_id)?.push({
      groupId: row.group_id,
      at: new Date(row.used_at).toISOString(),
    });
  return uses;
}

/**
 * Queues one `song.uses-changed` per song, in the caller's transaction, after its changes: the
 * unit of work is flushed first, each song's version is bumped (in id order, so two changes
 * never wait on each other in a circle), then the lists are read. The version's row lock is held
 * to the commit: a concurrent change of the same song waits, then reads what this one committed,
 * so a higher version always carries a later list.
 */
export async function publishSongUses(tx: EntityManager, songIds: Iterable<string>) {
  const ids = [...new Set([...songIds].map((id) => id.toLowerCase()))].sort();
  if (!ids.length) return;
  await tx.flush();
  const versions = new Map<string, number>();
  for (const songId of ids) {
    const [row] = await tx.execute<{ version: string | number }[]>(
      `insert into "schedules"."song_use_versions" ("song_id", "version") values (?, 1)
        on conflict ("song_id") do update set "version" = "song_use_versions"."version" + 1
        returning "version"`,
      [songId],
    );
    versions.set(songId, Number(row!.version));
  }
  const uses = await candidateUses(tx, ids);
  for (const songId of ids)
    recordEvent(tx, 'song.uses-changed', {
      songId,
      version: versions.get(songId)!,
      uses: uses.get(songId) ?? [],
    });
}
