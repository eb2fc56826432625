import type { EntityManager } from '@worship/subgraph-kit';
import { Song } from '../song/song.entity';

/**
 * A group was deleted in the groups service: its songs stay with their creators (DESIGN §4),
 * so nobody loses a song they typed; they just belong to no group any more. Idempotent.
 * Returns how many songs were detached.
 */
export function detachGroupSongs(em: EntityManager, groupId: string): Promise<number> {
  return em.nativeUpdate(Song, { groupId }, { groupId: null });
}
