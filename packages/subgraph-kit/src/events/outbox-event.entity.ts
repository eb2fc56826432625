import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The transactional outbox (`<schema>.events`, see outboxTableSql): a domain event written in
 * the same transaction as the change it describes, so it is committed exactly when the change
 * is. The relay delivers it; consumers handle it idempotently by `id`. A producer lists this
 * entity in its ORM's entities (or keeps its own entity of the same table, as groups does).
 */
@Entity({ tableName: 'events' })
@Index({ name: 'events_created_at_index', properties: ['createdAt'] })
export class OutboxEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 100 })
  type: string;

  @Property({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt;
}

/**
 * Queues an event in the caller's transaction (call it with the transactional EntityManager);
 * the row is written at that transaction's flush, or never if it rolls back.
 */
export function recordOutboxEvent(
  em: EntityManager,
  type: string,
  payload: Record<string, unknown>,
): OutboxEvent {
  return em.create(OutboxEvent, { type, payload: { ...payload } });
}
