import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type { GatewayContext } from './gateway-context';

/**
 * A plugin that tells `handle` each root mutation field that succeeded (answered non-null), by
 * name, once the operation's answer is ready: through /graphql or a REST route alike, which both
 * run on this server. The gateway's caches use it to forget what a mutation made stale.
 */
export function onSucceededMutationFields(
  handle: (field: string, context: GatewayContext) => void,
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
            handle(selection.name.value, contextValue);
          }
        },
      };
    },
  };
}
