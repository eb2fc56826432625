import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** How long a service with a start time lasts in a calendar: services state no end. */
export const SERVICE_MINUTES = 90;

export interface CalendarFeedData {
  groupId: string;
  timeZone: string;
  services: {
    scheduleId: string;
    name: string;
    serviceDate: string;
    serviceTime: string | null;
    startsAt: string;
    songs: { order: number; sharedSong: { title: string } | null }[];
  }[];
}

/**
 * The zone's VTIMEZONE and the TZID it declares (the library's name: `UTC` is `Etc/UTC`), or
 * null when the library does not know the zone (times are then written in UTC).
 */
function vtimezone(zone: string): { tzid: string; block: string } | null {
  const answer = tzlib_get_ical_block(zone);
  if (!Array.isArray(answer) || !answer[0] || !answer[1]?.startsWith('TZID=')) return null;
  return { tzid: answer[1].slice('TZID='.length), block: answer[0] };
}

/** `0900` from '09:00': a service's part of its event's UID. */
const compact = (time: string) => time.replace(':', '');

/**
 * Issue 21: a group's services as an iCalendar feed (RFC 5545) that Google, Apple and Outlook
 * calendars subscribe to (docs/usage-and-ccli.md, "Calendar feed"). One event per service: at its
 * time in the group's zone (with that zone's VTIMEZONE) for SERVICE_MINUTES, or all day on its
 * date when the schedule has no times. UIDs stay the same from one read to the next, so calendars
 * update events instead of doubling them. The library writes UTF-8 and folds lines by octets.
 */
export function calendarFeedIcs(
  data: CalendarFeedData,
  { name, appUrl }: { name: string; appUrl: string },
): string {
  const calendar = ical({ name, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  calendar.prodId({ company: 'Worship Planner', product: 'calendar-feed', language: 'EN' });
  const zone = vtimezone(data.timeZone);
  if (zone) calendar.timezone({ name: null, generator: () => zone.block });
  for (const service of data.services) {
    const songs = [...service.songs]
      .sort((a, b) => a.order - b.order)
      .flatMap((song) => (song.sharedSong ? [song.sharedSong.title] : []));
    const common = {
      summary: service.name,
      description: songs.map((title, i) => `${i + 1}. ${title}`).join('\n') || null,
      url: `${appUrl}/schedules/${service.scheduleId}`,
    };
    if (service.serviceTime === null) {
      calendar.createEvent({
        ...common,
        id: `${service.scheduleId}@worship-app`,
        start: DateTime.fromISO(service.serviceDate, { zone: 'utc' }),
        allDay: true,
      });
      continue;
    }
    const start = zone
      ? DateTime.fromISO(`${service.serviceDate}T${service.serviceTime}`, { zone: data.timeZone })
      : DateTime.fromISO(service.startsAt, { zone: 'utc' });
    calendar.createEvent({
      ...common,
      id: `${service.scheduleId}-${compact(service.serviceTime)}@worship-app`,
      start,
      end: start.plus({ minutes: SERVICE_MINUTES }),
      ...(zone ? { timezone: zone.tzid } : {}),
    });
  }
  return calendar.toString();
}
