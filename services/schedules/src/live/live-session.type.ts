import { LIVE_SCREENS, UserReference, type LiveScreen } from '@worship/subgraph-kit';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** What a live view shows: a section, the song's title slide, a blank or a black screen. */
export const LiveScreenEnum = Object.fromEntries(LIVE_SCREENS.map((s) => [s, s])) as {
  [S in LiveScreen]: S;
};
registerEnumType(LiveScreenEnum, { name: 'LiveScreen' });

/**
 * A schedule's live session as followers see it (docs/schedules-api.md "Live"). `live` false:
 * nobody leads, and the other fields are null. `controlId` is the leading device's id, shown to
 * the group's members only (null through the share link).
 */
@ObjectType('LiveSession')
export class LiveSession {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => Boolean)
  live: boolean;

  @Field(() => Int)
  version: number;

  @Field(() => UserReference, { nullable: true })
  leader: UserReference | null;

  @Field(() => String, { nullable: true })
  controlId: string | null;

  @Field(() => ID, { nullable: true })
  songId: string | null;

  @Field(() => Int, { nullable: true })
  section: number | null;

  @Field(() => LiveScreenEnum, { nullable: true })
  screen: LiveScreen | null;

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;
}

/** A stored session (or none yet) as the API shows it; `members` decides on `controlId`. */
export function toLiveSession(
  scheduleId: string,
  row: LiveRecord | null | undefined,
  members: boolean,
): LiveSession {
  const live = !!row?.leaderId;
  return {
    scheduleId,
    live,
    version: row?.version ?? 0,
    leader: live ? { id: row!.leaderId! } : null,
    controlId: live && members ? row!.controlId : null,
    songId: live ? row!.songId : null,
    section: live ? row!.section : null,
    screen: live ? row!.screen : null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** A stored session's fields, from the entity or the read model. */
export interface LiveRecord {
  scheduleId: string;
  version: number;
  leaderId: string | null;
  controlId: string | null;
  songId: string | null;
  section: number | null;
  screen: LiveScreen | null;
  updatedAt: Date;
}
