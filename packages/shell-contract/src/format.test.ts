import { describe, expect, it } from 'vitest';
import {
  displayName,
  formatDate,
  formatRelativeAge,
  UNKNOWN_PERSON,
  lyricExcerpt,
  truncate,
} from './format';

// The shell and every remote print dates and names through these two functions: a change
// here changes every page, and a page that formats on its own would not match these outputs.
describe('formatDate', () => {
  it("prints 'Mon D, YYYY'", () => {
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026');
    expect(formatDate('2025-12-31T12:00:00Z')).toBe('Dec 31, 2025');
    expect(formatDate(new Date(2024, 0, 9))).toBe('Jan 9, 2024');
  });

  it('prints nothing for a missing or invalid value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Grace', lastName: 'Hopper', email: 'g@example.com' })).toBe(
      'Grace Hopper',
    );
  });

  it('uses the part that exists', () => {
    expect(displayName({ firstName: 'Grace', lastName: null, email: 'g@example.com' })).toBe(
      'Grace',
    );
    expect(displayName({ firstName: '  ', lastName: 'Hopper' })).toBe('Hopper');
  });

  it('falls back to the e-mail address', () => {
    expect(displayName({ firstName: null, lastName: '', email: ' g@example.com ' })).toBe(
      'g@example.com',
    );
  });

  it("falls back to 'Unknown' when there is nothing", () => {
    expect(UNKNOWN_PERSON).toBe('Unknown');
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('Unknown');
    expect(displayName({})).toBe('Unknown');
    expect(displayName(null)).toBe('Unknown');
  });
});

describe('formatRelativeAge (spec §4 thresholds: 1 hour, 24 hours, 30 days)', () => {
  const now = new Date('2026-06-30T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it("is 'Just now' under one hour", () => {
    expect(formatRelativeAge(before(0), now)).toBe('Just now');
    expect(formatRelativeAge(before(59 * MINUTE), now)).toBe('Just now');
    expect(formatRelativeAge(before(HOUR - 1), now)).toBe('Just now');
  });

  it("is 'N hours ago' from one hour to under 24 hours", () => {
    expect(formatRelativeAge(before(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeAge(before(2 * HOUR + 59 * MINUTE), now)).toBe('2 hours ago');
    expect(formatRelativeAge(before(DAY - 1), now)).toBe('23 hours ago');
  });

  it("is 'N days ago' from 24 hours to under 30 days", () => {
    expect(formatRelativeAge(before(DAY), now)).toBe('1 day ago');
    expect(formatRelativeAge(before(6 * DAY + 23 * HOUR), now)).toBe('6 days ago');
    expect(formatRelativeAge(before(30 * DAY - 1), now)).toBe('29 days ago');
  });

  it("is 'N months ago' from 30 days, a month being 30 days", () => {
    expect(formatRelativeAge(before(30 * DAY), now)).toBe('1 month ago');
    expect(formatRelativeAge(before(59 * DAY), now)).toBe('1 month ago');
    expect(formatRelativeAge(before(60 * DAY), now)).toBe('2 months ago');
    expect(formatRelativeAge(before(400 * DAY), now)).toBe('13 months ago');
  });

  it('takes a Date, counts the future as now, and prints nothing for a missing or bad value', () => {
    expect(formatRelativeAge(new Date(now.getTime() - 3 * DAY), now)).toBe('3 days ago');
    expect(formatRelativeAge(new Date(now.getTime() + DAY), now)).toBe('Just now');
    expect(formatRelativeAge(null, now)).toBe('');
    expect(formatRelativeAge(undefined, now)).toBe('');
    expect(formatRelativeAge('not a date', now)).toBe('');
  });
});

describe('song text excerpts (spec §9)', () => {
  it('cuts at the limit with an ellipsis, and leaves short text alone', () => {
    expect(truncate('  Amazing grace  ', 100)).toBe('Amazing grace');
    expect(truncate('x'.repeat(150), 150)).toBe('x'.repeat(150));
    expect(truncate('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}…`);
  });

  it("gives a song's excerpt as one line, cut again to a dialog's 100 characters", () => {
    expect(lyricExcerpt('First line\n  second line', 100)).toBe('First line second line');
    expect(lyricExcerpt(`${'x'.repeat(150)}…`, 100)).toBe(`${'x'.repeat(100)}…`);
    // The server's 150 characters and its ellipsis stay as they are on a 150-character row.
    expect(lyricExcerpt(`${'x'.repeat(150)}…`, 150)).toBe(`${'x'.repeat(150)}…`);
    expect(lyricExcerpt('', 100)).toBe('');
    expect(lyricExcerpt(null, 100)).toBe('');
  });
});
