import type { EntityManager, LiveChannelEvent } from '@worship/subgraph-kit';

/*
 * The live session's write the unit of work cannot express (persistence rule,
 * docs/service-layering.md): the notification, hand-written SQL, inside the change's transaction.
 */

/** The PostgreSQL channel every schedules replica LISTENs on (live-channel.ts). */
export const LIVE_CHANNEL = 'schedules_live';

/**
 * Queues the event for every listener: PostgreSQL delivers it when (and only if) the transaction
 * commits, so no follower ever sees a change that was rolled back. A state is ~400 bytes, far
 * below NOTIFY's 8000-byte payload limit.
 */
export async function notifyLive(tx: EntityManager, event: LiveChannelEvent): Promise<void> {
  await tx.execute('select pg_notify(?, ?)', [LIVE_CHANNEL, JSON.stringify(event)], 'run');
}
