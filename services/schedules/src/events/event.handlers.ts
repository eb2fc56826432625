import type { EventHandlers } from '@worship/subgraph-kit';
import { z } from 'zod';
import { isTimeZone } from '@worship/common';
import {
  removeDepartedMembersFeed,
  removeGroupFeeds,
} from '../calendar-feed/calendar-feed.service';
import { setGroupTimeZone } from '../usage/usage-clock';
import { deleteGroupSchedules, endDepartedMembersLive } from './group-events.service';
import { removeDeletedUsersRatings } from './user-events.service';

const groupDeletedSchema = z.object({ groupId: z.uuid() });
const userDeletedSchema = z.object({ userId: z.uuid() });
const memberDepartedSchema = z.object({ groupId: z.uuid(), userId: z.uuid() });
const timeZoneChangedSchema = z.object({
  groupId: z.uuid(),
  timeZone: z.string().refine(isTimeZone).nullable(),
});

/**
 * The domain events schedules subscribes to (groups' outbox, delivered by the kit's relay to
 * `POST /internal/events`). Each runs in the transaction that records the event in
 * `schedules.inbox`, so a repeated delivery changes nothing. Producers list schedules with
 * exactly these types:
 * `EVENT_SUBSCRIBERS=schedules:group.deleted+member.departed+group.time-zone-changed=<schedules url>`.
 */
export function schedulesEventHandlers(defaultTimeZone: string): EventHandlers {
  return {
    'group.deleted': async (em, event) => {
      // A payload that does not parse is the producer's bug: 500, logged, retried after a fix.
      const { groupId } = groupDeletedSchema.parse(event.payload);
      await deleteGroupSchedules(em, groupId.toLowerCase());
      await removeGroupFeeds(em, groupId.toLowerCase());
    },
    // Sunday mode lets a departed member go: their lead stops, their streams end; their calendar
    // feed of the group goes (it already answers nothing: feeds check membership when read).
    'member.departed': async (em, event) => {
      const { groupId, userId } = memberDepartedSchema.parse(event.payload);
      await endDepartedMembersLive(em, groupId.toLowerCase(), userId.toLowerCase());
      await removeDepartedMembersFeed(em, groupId.toLowerCase(), userId.toLowerCase());
    },
    // Issue 21: the group's time zone, for its service times and "this month".
    'group.time-zone-changed': async (em, event) => {
      const { groupId, timeZone } = timeZoneChangedSchema.parse(event.payload);
      await setGroupTimeZone(em, groupId.toLowerCase(), timeZone, defaultTimeZone);
    },
    // identity's outbox: `EVENT_SUBSCRIBERS=schedules:user.deleted=<schedules url>`.
    'user.deleted': async (em, event) => {
      const { userId } = userDeletedSchema.parse(event.payload);
      await removeDeletedUsersRatings(em, userId.toLowerCase());
    },
  };
}
