import { signToken, verifyToken } from './signed-token';

/**
 * A group's name read grant through a calendar feed (issue 21): a feed is read signed out (by a
 * calendar app), yet names its calendar after the group. Schedules mints one when a feed token
 * opens the group's services, as the inaccessible key `CalendarFeedGroup.groupGrant`; the gateway
 * hands it to groups inside one query plan, and groups answers that one group's name, whoever
 * the viewer. It never reaches a client (the field is @inaccessible), and expires quickly in case
 * it ever did.
 */
const PURPOSE = 'calendar-group';
const LIFETIME_SECONDS = 60;

export function signCalendarGroupGrant(groupId: string, secret: string, now = Date.now()): string {
  return signToken(
    { group: groupId },
    { secret, purpose: PURPOSE, lifetimeSeconds: LIFETIME_SECONDS, now },
  );
}

/** The group id the grant opens, or null when it is missing, forged, expired or another token. */
export function verifyCalendarGroupGrant(
  grant: string | null | undefined,
  secret: string,
  now = Date.now(),
): string | null {
  const claims = verifyToken(grant, { secret, purpose: PURPOSE, now });
  return typeof claims?.group === 'string' ? claims.group : null;
}
