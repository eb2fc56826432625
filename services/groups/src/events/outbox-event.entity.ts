import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export type GroupsEventType = 'group.deleted' | 'member.departed';

/**
 * The transactional outbox: a domain event written in the same transaction as the change it
 * describes. Other services (songs, schedules) consume these idempotently by `id`.
 */
@Entity({ tableName: 'events' })
@Index({ name: 'events_created_at_index', properties: ['createdAt'] })
export class OutboxEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 100 })
  type: GroupsEventType;

  @Property({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt;
}
