import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeedIcs, SERVICE_MINUTES, type CalendarFeedData } from './calendar-feed.ics';

/*
 * The feed's iCalendar text read back by ical.js (Mozilla's parser, as Thunderbird reads feeds):
 * events at their times in the group's zone with its VTIMEZONE, all-day services, UTF-8 names.
 * Dates and zones are pinned.
 */

const data = (timeZone: string): CalendarFeedData => ({
  groupId: 'a5c1e7b4-0000-4000-8000-000000000001',
  timeZone,
  services: [
    {
      scheduleId: 'sched-1',
      name: 'ഞായറാഴ്ച ആരാധന — ஞாயிறு ஆராதனை — रविवार की आराधना',
      serviceDate: '2026-10-04',
      serviceTime: '09:00',
      startsAt: '2026-10-04T13:00:00.000Z',
      songs: [
        { order: 2, sharedSong: { title: 'हिन्दी गीत' } },
        { order: 1, sharedSong: { title: 'தமிழ் பாடல்' } },
        { order: 3, sharedSong: null },
      ],
    },
    {
      scheduleId: 'sched-2',
      name: 'Harvest day',
      serviceDate: '2026-10-11',
      serviceTime: null,
      startsAt: '2026-10-11T04:00:00.000Z',
      songs: [],
    },
  ],
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

describe('calendarFeedIcs', () => {
  it('writes one event per service at its time in the group’s zone, with the zone’s VTIMEZONE', () => {
    const text = calendarFeedIcs(data('America/New_York'), {
      name: 'St Thomas choir',
      appUrl: 'https://worship.example.org',
    });
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('St Thomas choir');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York');

    const [timed, allDay] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(timed!.uid).toBe('sched-1-0900@worship-app');
    expect(timed!.summary).toBe('ഞായറാഴ്ച ആരാധന — ஞாயிறு ஆராதனை — रविवार की आराधना');
    expect(timed!.description).toBe('1. தமிழ் பாடல்\n2. हिन्दी गीत');
    expect(timed!.component.getFirstPropertyValue('url')).toBe(
      'https://worship.example.org/schedules/sched-1',
    );
    expect(timed!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'America/New_York',
    );
    expect(timed!.startDate.toString()).toBe('2026-10-04T09:00:00');
    // 9:00 in New York in October (EDT, UTC-4) is 13:00 UTC.
    expect(timed!.startDate.toJSDate().toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(timed!.duration.toSeconds()).toBe(SERVICE_MINUTES * 60);

    expect(allDay!.uid).toBe('sched-2@worship-app');
    expect(allDay!.startDate.isDate).toBe(true);
    expect(allDay!.startDate.toString()).toBe('2026-10-11');
    expect(allDay!.description).toBeNull();
  });

  it('folds long lines by octets without breaking a character, and writes CRLF', () => {
    const text = calendarFeedIcs(data('Asia/Kolkata'), { name: 'ടീം', appUrl: 'http://x' });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('names UTC by the zone library’s TZID (Etc/UTC), the same on events and VTIMEZONE', () => {
    const calendar = parse(calendarFeedIcs(data('UTC'), { name: 'x', appUrl: 'http://x' }));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      'Etc/UTC',
    );
    const timed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(timed.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Etc/UTC');
    expect(timed.startDate.toString()).toBe('2026-10-04T09:00:00');
  });
});
