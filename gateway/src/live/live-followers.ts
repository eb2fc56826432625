import type { Response } from 'express';
import type { LiveChannelEvent, LiveStateEvent, Logger } from '@worship/subgraph-kit';
import type { LeaderNames } from './leader-names';
import { fromEvent, type LiveJson } from './live-state';

/** A comment line this often keeps proxies from closing an idle stream (and finds dead ones). */
export const PING_MS = 20_000;

/**
 * Who follows: a member of the schedule's group (who may see the leading device's id) or anyone
 * with the share link.
 */
export type FollowerKind = { members: true; userId: string; groupId: string } | { members: false };

/**
 * One follower's stream: its response, who follows, and the newest version it was sent. Kept
 * small (no timer, no buffer of its own): a follower costs the gateway its socket and this.
 */
type Follower = FollowerKind & {
  res: Response;
  version: number;
  /** Until its first state is sent: the newest event that came meanwhile. */
  waiting: LiveJson | null | undefined;
  /** Its right to follow ended while its first state was asked. */
  revoked?: boolean;
};

const frame = (state: LiveJson) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;

export interface LiveFollowers {
  /**
   * Opens a follower's stream (Server-Sent Events) for a schedule: `first` answers the current
   * state as the graph sees it (null: not theirs, and nothing is sent), and events that arrive
   * while it is asked are not lost. Answers false when `first` refused, or when the follower's
   * right to follow ended meanwhile.
   */
  follow(
    scheduleId: string,
    res: Response,
    kind: FollowerKind,
    first: () => Promise<LiveJson | null>,
  ): Promise<boolean>;
  /**
   * An event from the channel: a state, to every follower of its schedule on this gateway; an
   * access change or a member's departure ends the streams that lost their right.
   */
  publish(event: LiveChannelEvent): void;
  /** How many streams are open (the bench reads it). */
  size(): number;
  stop(): void;
}

/**
 * The followers of this gateway process, by schedule. Events come in the channel's order and
 * are sent in it (one chain: a leader's name may have to be asked first); a follower never gets
 * a version older than one it has. Streams end as soon as their right does: every one of a
 * deleted schedule, the share link's of a schedule made private, a departed member's of their
 * group's schedules.
 */
export function liveFollowers(names: LeaderNames, logger: Logger): LiveFollowers {
  const bySchedule = new Map<string, Set<Follower>>();
  let count = 0;
  let chain = Promise.resolve();

  const send = (follower: Follower, state: LiveJson, text = frame(state)) => {
    follower.version = state.version;
    follower.res.write(text);
  };

  /** Ends the stream (a follower still waiting for its first state is refused instead). */
  const letGo = (follower: Follower) => {
    if (follower.waiting !== undefined) follower.revoked = true;
    else follower.res.end();
  };

  const revoke = (event: Exclude<LiveChannelEvent, LiveStateEvent>) => {
    if (event.type === 'access') {
      for (const follower of bySchedule.get(event.scheduleId) ?? [])
        if (event.deleted || (!follower.members && !event.isPublic)) letGo(follower);
      return;
    }
    for (const followers of bySchedule.values())
      for (const follower of followers)
        if (
          follower.members &&
          follower.userId === event.userId &&
          follower.groupId === event.groupId
        )
          letGo(follower);
  };

  const deliver = async (event: LiveStateEvent) => {
    const followers = bySchedule.get(event.scheduleId);
    if (!followers?.size) return;
    const name = event.leaderId ? await names.of(event.leaderId) : null;
    const forMembers = fromEvent(event, name, true);
    const forAnyone = fromEvent(event, name, false);
    const text = { members: frame(forMembers), anyone: frame(forAnyone) };
    for (const follower of followers) {
      const state = follower.members ? forMembers : forAnyone;
      if (follower.waiting !== undefined) {
        if (!follower.waiting || follower.waiting.version < state.version) follower.waiting = state;
      } else if (!follower.members && !event.isPublic) {
        follower.res.end();
      } else if (state.version > follower.version) {
        send(follower, state, follower.members ? text.members : text.anyone);
      }
    }
  };

  const ping = setInterval(() => {
    for (const followers of bySchedule.values())
      for (const follower of followers)
        if (follower.waiting === undefined) follower.res.write(': ping\n\n');
  }, PING_MS);
  ping.unref();

  return {
    async follow(scheduleId, res, kind, first) {
      const follower: Follower = { ...kind, res, version: -1, waiting: null };
      let followers = bySchedule.get(scheduleId);
      if (!followers) bySchedule.set(scheduleId, (followers = new Set()));
      followers.add(follower);
      count += 1;
      const leave = () => {
        if (!followers.delete(follower)) return;
        count -= 1;
        if (!followers.size) bySchedule.delete(scheduleId);
      };
      res.on('close', leave);
      let state: LiveJson | null;
      try {
        state = await first();
      } catch (error) {
        leave();
        throw error;
      }
      if (!state || follower.revoked) {
        leave();
        return false;
      }
      const newer =
        follower.waiting && follower.waiting.version > state.version ? follower.waiting : state;
      follower.waiting = undefined;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx and the like would hold the events back otherwise.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // The browser's EventSource reconnects a second after a drop; the first event then brings
      // the current state.
      res.write('retry: 1000\n\n');
      send(follower, newer);
      return true;
    },
    publish(event) {
      chain = chain
        .then(() => (event.type === 'state' ? deliver(event) : revoke(event)))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'live event not delivered');
        });
    },
    size: () => count,
    stop() {
      clearInterval(ping);
      for (const followers of bySchedule.values())
        for (const follower of followers) follower.res.end();
      bySchedule.clear();
    },
  };
}
