import { describe, expect, it } from 'vitest';
import { SCHEDULE_NAME_REQUIRED, SCHEDULE_NAME_TOO_LONG } from '@worship/common';
import { generateScheduleName, validateScheduleName } from './schedule-name';

describe('generateScheduleName', () => {
  it("on a Sunday: 'Sunday Morning Worship - ' and the date as Month D, YYYY", () => {
    // 2026-11-22 is a Sunday (local time, as the reader sees the day).
    expect(generateScheduleName(new Date(2026, 10, 22, 9, 30))).toBe(
      'Sunday Morning Worship - November 22, 2026',
    );
    expect(generateScheduleName(new Date(2027, 0, 3))).toBe(
      'Sunday Morning Worship - January 3, 2027',
    );
  });

  it("on any other day: 'Worship Service - ' and the date", () => {
    expect(generateScheduleName(new Date(2026, 10, 23))).toBe(
      'Worship Service - November 23, 2026',
    );
    expect(generateScheduleName(new Date(2026, 10, 28, 23, 59))).toBe(
      'Worship Service - November 28, 2026',
    );
    expect(generateScheduleName(new Date(2026, 2, 5))).toBe('Worship Service - March 5, 2026');
  });
});

describe('validateScheduleName (spec §5)', () => {
  it('requires a name that is not only blanks', () => {
    expect(validateScheduleName('')).toBe(SCHEDULE_NAME_REQUIRED);
    expect(validateScheduleName('   ')).toBe(SCHEDULE_NAME_REQUIRED);
    expect(SCHEDULE_NAME_REQUIRED).toBe('Schedule name is required');
  });

  it('takes at most 100 characters (after trimming)', () => {
    expect(validateScheduleName('x'.repeat(100))).toBeNull();
    expect(validateScheduleName(`  ${'x'.repeat(100)}  `)).toBeNull();
    expect(validateScheduleName('x'.repeat(101))).toBe(SCHEDULE_NAME_TOO_LONG);
    expect(SCHEDULE_NAME_TOO_LONG).toBe('Name must be 100 characters or less');
  });
});
