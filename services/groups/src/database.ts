import { openDatabase } from '@worship/subgraph-kit';
import { OutboxEvent } from './events/outbox-event.entity';
import { Group } from './group/group.entity';
import { Invite } from './invite/invite.entity';
import { Departure } from './member/departure.entity';
import { GroupMember } from './member/member.entity';
import { migrations } from './migrations';

export const GROUPS_SCHEMA = 'groups';
export const entities = [Group, GroupMember, Departure, Invite, OutboxEvent];

/** Connects to the groups schema and runs pending migrations. */
export function openGroupsDatabase(options: { url: string; poolMax: number; debug?: boolean }) {
  return openDatabase({ ...options, schema: GROUPS_SCHEMA, entities, migrations });
}
