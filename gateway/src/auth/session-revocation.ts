import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../graphql/gateway-context';
import { onSucceededMutationFields } from '../graphql/succeeded-mutations';
import type { CachingIdentityClient } from './session-cache';

/** identity's mutations after which the viewer's other sessions may have ended. */
const ENDS_VIEWERS_SESSIONS = new Set([
  'changePassword',
  'signOutOtherSessions',
  'deleteAccount',
  'changeEmail',
]);
/** Ends the sessions of an account the cache cannot name (the link's holder is anonymous). */
const ENDS_SOMEONES_SESSIONS = new Set(['resetPassword']);

/**
 * Keeps the gateway's session cache honest: when one of identity's account mutations succeeded,
 * the sessions it ended are forgotten at once instead of living on for SESSION_CACHE_SECONDS.
 */
export function sessionRevocationPlugin(
  identity: CachingIdentityClient,
): ApolloServerPlugin<GatewayContext> {
  return onSucceededMutationFields((field, context) => {
    if (ENDS_SOMEONES_SESSIONS.has(field)) identity.forgetAll();
    else if (ENDS_VIEWERS_SESSIONS.has(field) && context.viewer.userId) {
      identity.forgetUser(context.viewer.userId);
    }
  });
}
