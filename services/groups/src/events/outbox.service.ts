import { recordOutboxEvent, type EntityManager } from '@worship/subgraph-kit';
import type { GroupsEventType } from './outbox-event.entity';

export interface GroupDeletedEvent {
  groupId: string;
  name: string;
  deletedBy: string;
  /** Everyone who was a member at deletion, the owner included. */
  memberUserIds: string[];
}

export interface MemberDepartedEvent {
  groupId: string;
  userId: string;
  reason: 'left' | 'removed';
  /** Who removed them (the owner), or the member themself when they left. */
  by: string;
}

/** Issue 21: the group's time zone changed (null: back to the deployment's default). */
export interface GroupTimeZoneChangedEvent {
  groupId: string;
  timeZone: string | null;
}

/**
 * Queues an event in the caller's transaction: it is committed with the change or not at all.
 * Call it with the transactional EntityManager; the row is written at the transaction's flush.
 */
export function recordEvent(
  em: EntityManager,
  type: 'group.deleted',
  payload: GroupDeletedEvent,
): void;
export function recordEvent(
  em: EntityManager,
  type: 'member.departed',
  payload: MemberDepartedEvent,
): void;
export function recordEvent(
  em: EntityManager,
  type: 'group.time-zone-changed',
  payload: GroupTimeZoneChangedEvent,
): void;
export function recordEvent(
  em: EntityManager,
  type: GroupsEventType,
  payload: GroupDeletedEvent | MemberDepartedEvent | GroupTimeZoneChangedEvent,
): void {
  recordOutboxEvent(em, type, { ...payload });
}
