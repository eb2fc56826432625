import { describe, expect, it } from 'vitest';
import { displayName, formatDate, UNKNOWN_PERSON } from './format';

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
