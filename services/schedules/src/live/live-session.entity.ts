import { Entity, ManyToOne, PrimaryKeyProp, Property, type Opt } from '@mikro-orm/core';
import type { LiveScreen } from '@worship/subgraph-kit';
import { Schedule } from '../schedule/schedule.entity';

/**
 * A schedule's live session (Sunday mode): who leads it from which device and what is shown.
 * One row per schedule, keyed by it (not a uuid of its own: there is never a second one); it
 * stays when the leader stops, so `version` only grows. The API shows it as `LiveSession`
 * (live-session.type.ts), which hides the device's id from share-link readers.
 */
@Entity({ tableName: 'live_sessions' })
export class LiveSessionRow {
  [PrimaryKeyProp]?: 'scheduleId';

  @ManyToOne(() => Schedule, {
    primary: true,
    mapToPk: true,
    fieldName: 'schedule_id',
    deleteRule: 'cascade',
  })
  scheduleId: string;

  /** +1 on every change: followers drop a state older than the one they show. */
  @Property({ type: 'integer', default: 0 })
  version: number & Opt = 0;

  /** The leading member; null when nobody leads. */
  @Property({ type: 'uuid', nullable: true })
  leaderId: (string & Opt) | null = null;

  /** The leading device's id (made once per page load); null when nobody leads. */
  @Property({ type: 'string', length: 64, nullable: true })
  controlId: (string & Opt) | null = null;

  /** The entry shown (a song is at most once per schedule). */
  @Property({ type: 'uuid', nullable: true })
  songId: (string & Opt) | null = null;

  /** 0-based index into the entry's effective section order. */
  @Property({ type: 'integer', nullable: true })
  section: (number & Opt) | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  screen: (LiveScreen & Opt) | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date & Opt;
}
