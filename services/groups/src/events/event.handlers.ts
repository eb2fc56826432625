import type { EventHandlers } from '@worship/subgraph-kit';
import { z } from 'zod';
import { endAccountMemberships } from '../member/account-deletion.service';

const userDeletedSchema = z.object({ userId: z.uuid() });

/**
 * The domain events groups subscribes to (identity's outbox, delivered by the kit's relay to
 * `POST /internal/events`). Each runs in the transaction that records the event in
 * `groups.inbox`, so a repeated delivery changes nothing; the `group.deleted` it may queue is
 * committed in that same transaction. Identity lists groups with exactly these types:
 * `EVENT_SUBSCRIBERS=groups:user.deleted=<groups url>`.
 */
export const groupsEventHandlers: EventHandlers = {
  'user.deleted': async (em, event) => {
    // A payload that does not parse is the producer's bug: 500, logged, retried after a fix.
    const { userId } = userDeletedSchema.parse(event.payload);
    await endAccountMemberships(em, userId.toLowerCase());
  },
};
