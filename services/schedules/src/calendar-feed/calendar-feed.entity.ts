import { Entity, PrimaryKey, PrimaryKeyProp, Property, type Opt } from '@mikro-orm/core';
import { newSecretToken } from '@worship/subgraph-kit';

/**
 * Issue 21: a member's private calendar feed of a group's services: one per (group, member), so a
 * member who leaves loses theirs and resetting one person's link leaves the others' working. The
 * token is the feed URL's secret (32 random bytes, base64url, like a schedule's share token) and is
 * kept as is: its member can see their link again.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed {
  [PrimaryKeyProp]?: ['groupId', 'userId'];

  /** A group of the groups service (no foreign key across services). */
  @PrimaryKey({ type: 'uuid' })
  groupId: string;

  /** The member it belongs to (identity's user). */
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 64, unique: true })
  token: string & Opt = newSecretToken();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt;
}
