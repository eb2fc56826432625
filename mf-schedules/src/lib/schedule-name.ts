import { SCHEDULE_NAME_MAX, SCHEDULE_NAME_REQUIRED, SCHEDULE_NAME_TOO_LONG } from '@worship/common';

/** The message for a schedule name (trimmed, as the server stores it), or null when it is fine. */
export function validateScheduleName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return SCHEDULE_NAME_REQUIRED;
  if (trimmed.length > SCHEDULE_NAME_MAX) return SCHEDULE_NAME_TOO_LONG;
  return null;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * Spec §2 'Generate Name': on a Sunday 'Sunday Morning Worship - ' plus the date as
 * Month D, YYYY; on any other day 'Worship Service - ' plus the date (the reader's local day).
 */
export function generateScheduleName(date: Date = new Date()): string {
  const prefix = date.getDay() === 0 ? 'Sunday Morning Worship - ' : 'Worship Service - ';
  return `${prefix}${LONG_DATE.format(date)}`;
}
