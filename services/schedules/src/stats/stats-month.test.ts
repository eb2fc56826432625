import { describe, expect, it } from 'vitest';
import { isTimeZone, monthBounds } from './stats-month';

const bounds = (now: string, zone: string) => {
  const { start, end } = monthBounds(new Date(now), zone);
  return { start: start.toISOString(), end: end.toISOString() };
};

describe('monthBounds', () => {
  it('is the calendar month in UTC, start inclusive and end exclusive', () => {
    expect(bounds('2026-03-15T12:00:00Z', 'UTC')).toEqual({
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-04-01T00:00:00.000Z',
    });
    expect(bounds('2026-03-01T00:00:00.000Z', 'UTC').start).toBe('2026-03-01T00:00:00.000Z');
    expect(bounds('2026-02-28T23:59:59.999Z', 'UTC')).toEqual({
      start: '2026-02-01T00:00:00.000Z',
      end: '2026-03-01T00:00:00.000Z',
    });
  });

  it('rolls over the year in December', () => {
    expect(bounds('2026-12-31T23:59:59.999Z', 'UTC')).toEqual({
      start: '2026-12-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
  });

  it("follows the zone's calendar: its own month, from its own midnight", () => {
    // 03:00 UTC on 1 March is still 28 February, 22:00, in New York (UTC-5 in winter).
    expect(bounds('2026-03-01T03:00:00Z', 'America/New_York')).toEqual({
      start: '2026-02-01T05:00:00.000Z',
      end: '2026-03-01T05:00:00.000Z',
    });
    // Already 1 December in Auckland (UTC+13 in summer) while UTC is on 30 November.
    expect(bounds('2026-11-30T12:00:00Z', 'Pacific/Auckland')).toEqual({
      start: '2026-11-30T11:00:00.000Z',
      end: '2026-12-31T11:00:00.000Z',
    });
    // A half-hour offset.
    expect(bounds('2026-06-10T00:00:00Z', 'Asia/Kolkata')).toEqual({
      start: '2026-05-31T18:30:00.000Z',
      end: '2026-06-30T18:30:00.000Z',
    });
  });

  it('takes the offset at each bound across a daylight-saving change', () => {
    // London: March starts in GMT (UTC+0) and April in BST (UTC+1).
    expect(bounds('2026-03-29T12:00:00Z', 'Europe/London')).toEqual({
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-03-31T23:00:00.000Z',
    });
    // New York: November starts in EDT (UTC-4), December in EST (UTC-5).
    expect(bounds('2026-11-15T12:00:00Z', 'America/New_York')).toEqual({
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-12-01T05:00:00.000Z',
    });
  });
});

describe('isTimeZone', () => {
  it.each(['UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5'])(
    'accepts %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each(['', 'Mars/Olympus', 'Europe/Lon don', '+05:30', 'utc; drop table', '../etc/passwd'])(
    'refuses %j',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});
