import {
  liveEventsRoute,
  LIVE_STREAM_PING_MS,
  UserInputError,
  type InternalRouter,
  type LiveChannelEvent,
  type LiveStreamLine,
} from '@worship/subgraph-kit';
import type { LiveChannel } from './live-channel';
import { databaseNow, liveEventsSince } from './live.read-model';

export const SINCE_MESSAGE = 'since must be an ISO date-time';

/** `?since=`: absent, or an instant (a gateway's last event, or its last stream's start). */
function sinceOf(value: unknown): Date | null {
  if (value === undefined) return null;
  const at = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new UserInputError(SINCE_MESSAGE, { since: SINCE_MESSAGE });
  return at;
}

/**
 * `GET /internal/live/events` (kit schedules.routes-contract.ts): the live channel as one long
 * newline-delimited JSON answer per gateway process. The subscription starts before the catch-up
 * is read, and what arrives meanwhile is held and sent after it, so nothing falls in between
 * (a state may come twice: the gateway keeps the newest version). The answer ends when the
 * channel's connection drops (the gateway reconnects with `since`) or the gateway goes.
 */
export function liveInternalRoutes(channel: LiveChannel) {
  return (router: InternalRouter) => {
    router.route(liveEventsRoute, async ({ em, req, res }) => {
      const since = sinceOf(req.query.since);
      await channel.ready();
      const held: LiveChannelEvent[] = [];
      let open = false;
      const write = (line: LiveStreamLine) => {
        res.write(`${JSON.stringify(line)}\n`);
      };
      const unsubscribe = channel.subscribe({
        state: (event) => (open ? write(event) : held.push(event)),
        reset: () => res.end(),
      });
      const ping = setInterval(() => write({ type: 'ping' }), LIVE_STREAM_PING_MS);
      res.on('close', () => {
        unsubscribe();
        clearInterval(ping);
      });
      try {
        const at = await databaseNow(em);
        const missed = since ? await liveEventsSince(em, since) : [];
        res.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
        write({ type: 'hello', at: at.toISOString() });
        for (const event of [...missed, ...held.splice(0)]) write(event);
        open = true;
      } catch (error) {
        unsubscribe();
        clearInterval(ping);
        throw error;
      }
    });
  };
}
