import { createMembershipClient, type Logger, type ViewerMemberships } from '@worship/subgraph-kit';
import { shortLivedCache } from '../cache/short-lived-cache';
import type { GatewayContext } from './gateway-context';

/** The subgraphs that decide visibility by group: they get the memberships in the viewer token. */
export const SUBGRAPHS_NEEDING_MEMBERSHIPS: ReadonlySet<string> = new Set(['songs', 'schedules']);

/** groups' mutations after which someone's memberships have changed. */
export const CHANGES_MEMBERSHIPS: ReadonlySet<string> = new Set([
  'createGroup',
  'deleteGroup',
  'leaveGroup',
  'removeGroupMember',
  'joinGroup',
]);

export interface ViewerMembershipsSource {
  /**
   * The viewer's memberships for one operation: asked of groups at most once per operation, and
   * for a query answered from a cache of SESSION_CACHE_SECONDS; a mutation always asks afresh
   * (it may be the one that changes them). Undefined when groups could not say: the services
   * then ask groups themselves and report the failure as they always did.
   */
  forOperation(context: GatewayContext, mutation: boolean): Promise<ViewerMemberships | undefined>;
  /** After a membership change through this gateway: everyone's are asked afresh. */
  forgetAll(): void;
}

/**
 * Why the gateway asks instead of songs and schedules: a schedule's detail used to ask groups
 * the same question twice (once from each), a song list once more per request; now one request
 * asks at most once, and a burst of requests by one user once per SESSION_CACHE_SECONDS. A
 * member removed or a group deleted through this gateway counts at once (forgetAll); through
 * another replica, within the time-to-live, like a sign-out (docs/deployment.md).
 */
export function viewerMembershipsSource(options: {
  groupsUrl: () => string;
  secret: string;
  ttlMs: number;
  logger: Logger;
}): ViewerMembershipsSource {
  const clients = new Map<string, ReturnType<typeof createMembershipClient>>();
  const clientFor = (groupsUrl: string) => {
    let client = clients.get(groupsUrl);
    if (!client) {
      client = createMembershipClient({ groupsUrl, secret: options.secret });
      clients.set(groupsUrl, client);
    }
    return client;
  };
  const ask = (userId: string) =>
    clientFor(options.groupsUrl()).membershipsOf({ userId, isAdmin: false });
  const cache = shortLivedCache<string, ViewerMemberships>({ ttlMs: options.ttlMs });
  const perOperation = new WeakMap<GatewayContext, Promise<ViewerMemberships | undefined>>();

  return {
    forOperation(context, mutation) {
      const userId = context.viewer.userId;
      if (!userId) return Promise.resolve(undefined);
      const asked = perOperation.get(context);
      if (asked) return asked;
      const memberships = (mutation ? ask(userId) : cache.get(userId, () => ask(userId))).catch(
        (error: unknown) => {
          options.logger.warn({ err: error }, 'memberships not signed in: groups did not answer');
          return undefined;
        },
      );
      perOperation.set(context, memberships);
      return memberships;
    },
    forgetAll: () => cache.forgetAll(),
  };
}
