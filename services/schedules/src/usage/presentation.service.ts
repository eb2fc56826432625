import type { EntityManager } from '@worship/subgraph-kit';
import { publishSongUses } from '../events/song-uses.events';

/**
 * Issue 21: a leader put `songId` on screen in Sunday mode: a use of the song in the schedule's
 * service running now (usage.sql.ts), even before its start time. Called in the live change's
 * transaction when the shown song changes, so a presentation is recorded once per time it comes
 * on screen, never for a section change. The song's use instants go out (song.uses-changed).
 */
export async function recordPresentation(
  tx: EntityManager,
  scheduleId: string,
  songId: string,
): Promise<void> {
  await tx.execute(
    `insert into "schedules"."presentations" ("schedule_id", "song_id") values (?, ?)`,
    [scheduleId, songId],
  );
  await publishSongUses(tx, [songId]);
}
