import type { RunOperation } from '../graphql/operation-runner';
import { displayName } from './live-state';

/** Names asked for stay this long: a renamed leader shows the new name within a minute. */
const TTL_MS = 60_000;
/** At most this many names are kept: one per leader of the moment, not per follower. */
const MAX_NAMES = 1000;

export interface LeaderNames {
  of(userId: string): Promise<string>;
  /** A name the gateway just read from the graph (a follower's first state). */
  remember(userId: string, name: string): void;
}

/**
 * The leaders' names for the live events (the channel carries ids: names are identity's). A name
 * unknown here is asked of the graph once, as that user (`me`): the gateway signs viewers, and the
 * leader acted a moment ago; concurrent events for one leader share the question.
 */
export function leaderNames(run: RunOperation): LeaderNames {
  const names = new Map<string, { name: Promise<string>; at: number }>();
  const keep = (userId: string, name: Promise<string>) => {
    if (names.size >= MAX_NAMES) names.delete(names.keys().next().value!);
    names.set(userId, { name, at: Date.now() });
  };
  return {
    of(userId) {
      const known = names.get(userId);
      if (known && Date.now() - known.at < TTL_MS) return known.name;
      const name = run<{ me: { firstName: string | null; lastName: string | null } | null }>(
        { viewer: { userId, isAdmin: false } },
        'query LeaderName { me { firstName lastName } }',
      ).then(
        ({ me }) => (me ? displayName(me) : 'Deleted user'),
        () => {
          // Asked again next time; meanwhile the leader shows without a name.
          names.delete(userId);
          return '';
        },
      );
      keep(userId, name);
      return name;
    },
    remember(userId, name) {
      keep(userId, Promise.resolve(name));
    },
  };
}
