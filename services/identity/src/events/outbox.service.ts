import { recordOutboxEvent, type EntityManager } from '@worship/subgraph-kit';

/**
 * identity's transactional outbox (`identity.events`) is the kit's entity, relayed to
 * EVENT_SUBSCRIBERS by the kit's relay (groups, songs and schedules take `user.deleted`).
 */
export { OutboxEvent } from '@worship/subgraph-kit';

export type IdentityEventType = 'user.deleted';

/** An account was deleted; its sessions, API keys and reset links went with it. */
export interface UserDeletedEvent {
  userId: string;
  deletedAt: string;
}

/**
 * Queues an event in the caller's transaction: it is committed with the change or not at all.
 * Call it with the transactional EntityManager; the row is written at the transaction's flush.
 */
export function recordEvent(
  em: EntityManager,
  type: IdentityEventType,
  payload: UserDeletedEvent,
): void {
  recordOutboxEvent(em, type, { ...payload });
}
