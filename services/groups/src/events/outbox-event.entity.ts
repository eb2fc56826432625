/**
 * The transactional outbox (`groups.events`) is the kit's entity: a domain event written in the
 * same transaction as the change it describes, relayed to EVENT_SUBSCRIBERS by the kit's relay.
 */
export { OutboxEvent } from '@worship/subgraph-kit';

export type GroupsEventType = 'group.deleted' | 'member.departed' | 'group.time-zone-changed';
