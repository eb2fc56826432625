import type { LiveScreen, LiveStateEvent } from '@worship/subgraph-kit';

/**
 * A live session as REST and the event stream show it (docs/contracts.md "Live channel"):
 * `controlId` only for the group's members, absent for share-link followers.
 */
export interface LiveJson {
  scheduleId: string;
  live: boolean;
  version: number;
  leader: { id: string; name: string } | null;
  controlId?: string | null;
  songId: string | null;
  section: number | null;
  screen: LiveScreen | null;
  updatedAt: string | null;
}

/** The graph's fields of a live session; members also read the leading device's id. */
export const liveFields = (members: boolean) =>
  `scheduleId live version songId section screen updatedAt leader { id firstName lastName }${
    members ? ' controlId' : ''
  }`;

export interface LiveData {
  scheduleId: string;
  live: boolean;
  version: number;
  leader: { id: string; firstName: string | null; lastName: string | null } | null;
  controlId?: string | null;
  songId: string | null;
  section: number | null;
  screen: LiveScreen | null;
  updatedAt: string | null;
}

/** "Jane Doe": a user's names as a leader is shown. */
export const displayName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Deleted user';

/** The graph's answer as the JSON. */
export function fromGraph(data: LiveData, members: boolean): LiveJson {
  const { leader, controlId, ...fields } = data;
  return {
    ...fields,
    leader: leader ? { id: leader.id, name: displayName(leader) } : null,
    ...(members ? { controlId: controlId ?? null } : {}),
  };
}

/** A channel event as the JSON, the leader's name looked up by the caller. */
export function fromEvent(
  event: LiveStateEvent,
  leaderName: string | null,
  members: boolean,
): LiveJson {
  return {
    scheduleId: event.scheduleId,
    live: event.live,
    version: event.version,
    leader: event.leaderId ? { id: event.leaderId, name: leaderName ?? 'Deleted user' } : null,
    ...(members ? { controlId: event.controlId } : {}),
    songId: event.songId,
    section: event.section,
    screen: event.screen,
    updatedAt: event.updatedAt,
  };
}
