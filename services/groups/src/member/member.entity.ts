import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { UuidEntity } from '@worship/subgraph-kit';
import { Field, ID, ObjectType } from 'type-graphql';
import { Group } from '../group/group.entity';
import { GroupRole } from './group-role';

/** One user's membership of one group. */
@ObjectType()
@Entity({ tableName: 'group_members' })
@Unique({ name: 'group_members_group_id_user_id_unique', properties: ['groupId', 'userId'] })
export class GroupMember extends UuidEntity {
  @Field(() => ID)
  @ManyToOne(() => Group, { mapToPk: true, fieldName: 'group_id', deleteRule: 'cascade' })
  groupId: string;

  @Field(() => ID)
  @Index({ name: 'group_members_user_id_index' })
  @Property({ type: 'uuid' })
  userId: string;

  @Field(() => GroupRole)
  @Enum({ items: () => GroupRole, type: 'string' })
  role: GroupRole;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  joinedAt: Date & Opt;
}
