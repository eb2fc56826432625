import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The last time a user left or was removed from a group. An invite link created before that
 * moment no longer admits them: "Rejoining needs a new invite".
 */
@Entity({ tableName: 'departures' })
export class Departure {
  @PrimaryKey({ type: 'uuid' })
  groupId: string;

  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  departedAt: Date;
}
