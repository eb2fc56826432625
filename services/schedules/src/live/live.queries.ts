import type { EntityManager, LiveStateEvent } from '@worship/subgraph-kit';

/*
 * The live session's write the unit of work cannot express (persistence rule,
 * docs/service-layering.md): the notification, hand-written SQL, inside the change's transaction.
 */

/** The PostgreSQL channel every schedules replica LISTENs on (live-channel.ts). */
export const LIVE_CHANNEL = 'schedules_live';

/**
 * Queues the state for every listener: PostgreSQL delivers it when (and only if) the transaction
 * commits, so no follower ever sees a change that was rolled back. A state is ~400 bytes, far
 * below NOTIFY's 8000-byte payload limit.
 */
export async function notifyLive(tx: EntityManager, event: LiveStateEvent): Promise<void> {
  await tx.execute('select pg_notify(?, ?)', [LIVE_CHANNEL, JSON.stringify(event)], 'run');
}
