import { recordOutboxEvent, type EntityManager } from '@worship/subgraph-kit';

/**
 * schedules' transactional outbox (`schedules.events`) is the kit's entity, relayed to
 * EVENT_SUBSCRIBERS by the kit's relay (songs takes `song.uses-changed`).
 */
export { OutboxEvent } from '@worship/subgraph-kit';

export type SchedulesEventType = 'song.uses-changed';

/**
 * Issue 21: the song's candidate use instants changed (song-uses.events.ts): the whole list,
 * and a version that grows with every list published for the song.
 */
export interface SongUsesChangedEvent {
  songId: string;
  version: number;
  uses: { groupId: string; at: string }[];
}

/**
 * Queues an event in the caller's transaction: it is committed with the change or not at all.
 * Call it with the transactional EntityManager; the row is written at the transaction's flush.
 */
export function recordEvent(
  em: EntityManager,
  type: SchedulesEventType,
  payload: SongUsesChangedEvent,
): void {
  recordOutboxEvent(em, type, { ...payload });
}
