import { z } from 'zod';
import type { InternalRouteContract } from './contract';

/**
 * `GET /internal/live/events?since=<ISO time>`: the schedules service's live channel (Sunday
 * mode, issue 20) as one long answer of newline-delimited JSON, for the gateway, which holds one
 * per process and fans the events out to its followers (Server-Sent Events). The first line is
 * `{"type":"hello","at":<the database's now>}`; with `since`, the sessions changed since then
 * follow (a gateway catching up after its stream dropped); then one `{"type":"state",…}` line
 * per change, as PostgreSQL's LISTEN/NOTIFY delivers them across replicas, and `{"type":"ping"}`
 * every LIVE_STREAM_PING_MS. Signed like every internal call (an anonymous viewer is enough).
 */
export const LIVE_EVENTS_PATH = '/internal/live/events';

/** How often the stream says it is alive: a gateway that hears nothing for 3× this reconnects. */
export const LIVE_STREAM_PING_MS = 15_000;

export const LIVE_SCREENS = ['SECTION', 'TITLE', 'BLANK', 'BLACK'] as const;
export type LiveScreen = (typeof LIVE_SCREENS)[number];

/** One live session's state on the internal channel (controlId included: the gateway drops it). */
export const liveStateEvent = z.object({
  type: z.literal('state'),
  scheduleId: z.string(),
  /** Whether the schedule is public now: share-link followers are let go when it is not. */
  isPublic: z.boolean(),
  live: z.boolean(),
  version: z.number().int(),
  leaderId: z.string().nullable(),
  controlId: z.string().nullable(),
  songId: z.string().nullable(),
  section: z.number().int().nullable(),
  screen: z.enum(LIVE_SCREENS).nullable(),
  updatedAt: z.string().nullable(),
});
export type LiveStateEvent = z.infer<typeof liveStateEvent>;

/**
 * Who may follow a schedule changed: it was deleted (every follower is let go) or made private
 * (share-link followers are let go). Sent in the change's transaction, like a state.
 */
export const liveAccessEvent = z.object({
  type: z.literal('access'),
  scheduleId: z.string(),
  isPublic: z.boolean(),
  deleted: z.boolean(),
});
export type LiveAccessEvent = z.infer<typeof liveAccessEvent>;

/** A member left or was removed from a group: their streams of its schedules end. */
export const liveDepartedEvent = z.object({
  type: z.literal('departed'),
  groupId: z.string(),
  userId: z.string(),
});
export type LiveDepartedEvent = z.infer<typeof liveDepartedEvent>;

/** What the schedules service notifies on its live channel. */
export const liveChannelEvent = z.discriminatedUnion('type', [
  liveStateEvent,
  liveAccessEvent,
  liveDepartedEvent,
]);
export type LiveChannelEvent = z.infer<typeof liveChannelEvent>;

export const liveStreamLine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), at: z.string() }),
  z.object({ type: z.literal('ping') }),
  liveStateEvent,
  liveAccessEvent,
  liveDepartedEvent,
]);
export type LiveStreamLine = z.infer<typeof liveStreamLine>;

export const liveEventsRoute = {
  service: 'schedules',
  method: 'GET',
  path: LIVE_EVENTS_PATH,
} as const satisfies InternalRouteContract;
