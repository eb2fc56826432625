import type { Logger } from '@worship/subgraph-kit';
import type { RunOperation } from '../graphql/operation-runner';
import { leaderNames, type LeaderNames } from './leader-names';
import { liveFollowers, type LiveFollowers } from './live-followers';
import { liveUpstream } from './live-upstream';

/** How long a follower's connection waits for the gateway's stream from schedules to open. */
const UPSTREAM_WAIT_MS = 5_000;

/** Sunday mode's live channel on this gateway process (docs/contracts.md "Live channel"). */
export interface GatewayLive {
  names: LeaderNames;
  followers: LiveFollowers;
  /** The stream from schedules is open (opened on first use); false when it cannot be. */
  ready(): Promise<boolean>;
  stop(): void;
}

export function createGatewayLive(options: {
  schedulesUrl: () => string;
  secret: string;
  logger: Logger;
  run: RunOperation;
}): GatewayLive {
  const names = leaderNames(options.run);
  const followers = liveFollowers(names, options.logger);
  const upstream = liveUpstream({
    schedulesUrl: options.schedulesUrl,
    secret: options.secret,
    logger: options.logger,
    onEvent: (event) => followers.publish(event),
  });
  return {
    names,
    followers,
    ready: () => upstream.ready(UPSTREAM_WAIT_MS),
    stop() {
      upstream.stop();
      followers.stop();
    },
  };
}
