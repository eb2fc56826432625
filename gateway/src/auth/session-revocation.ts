import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type { GatewayContext } from '../graphql/gateway-context';
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
 * Keeps the gateway's session cache honest: when one of identity's account mutations succeeded
 * (through /graphql or a REST route, which both run here), the sessions it ended are forgotten
 * at once instead of living on for SESSION_CACHE_SECONDS.
 */
export function sessionRevocationPlugin(
  identity: CachingIdentityClient,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation, contextValue }) {
          if (operation?.operation !== 'mutation' || response.body.kind !== 'single') return;
          const data = response.body.singleResult.data;
          if (!data) return;
          for (const selection of operation.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const key = selection.alias?.value ?? selection.name.value;
            if (data[key] === null || data[key] === undefined) continue;
            const field = selection.name.value;
            if (ENDS_SOMEONES_SESSIONS.has(field)) identity.forgetAll();
            else if (ENDS_VIEWERS_SESSIONS.has(field) && contextValue.viewer.userId) {
              identity.forgetUser(contextValue.viewer.userId);
            }
          }
        },
      };
    },
  };
}
