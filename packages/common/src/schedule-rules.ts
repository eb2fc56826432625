import { SECTION_ORDER_MAX } from './section-rules';
import { STANZAS_MAX } from './song-rules';
import { tooLongMessage } from './too-long';

/** Spec §5 / §9: schedule names, as the schedules service and the schedule dialogs check them. */
export const SCHEDULE_NAME_MAX = 100;
export const SCHEDULE_NAME_REQUIRED = 'Schedule name is required';
export const SCHEDULE_NAME_TOO_LONG = tooLongMessage('Name', SCHEDULE_NAME_MAX);

/**
 * Issue 20: an entry's own section order (the arrangement), as the schedules service checks it:
 * up to SECTION_ORDER_MAX stanza numbers (1-based, repeats allowed), each within a song's
 * STANZAS_MAX. The service does not know the song's stanza count: views skip numbers beyond it.
 */
export const ENTRY_SECTION_ORDER_MAX = SECTION_ORDER_MAX;
export const ENTRY_SECTION_NUMBER_MAX = STANZAS_MAX;
export const ENTRY_SECTION_ORDER_MESSAGE = `Section order must be at most ${ENTRY_SECTION_ORDER_MAX} stanza numbers, each from 1 to ${ENTRY_SECTION_NUMBER_MAX}`;

/** Issue 20, Sunday mode: what a leader may show (the live session's `section` and `screen`). */
export const LIVE_SECTION_MAX = ENTRY_SECTION_ORDER_MAX - 1;
export const LIVE_SECTION_MESSAGE = `Section must be a whole number from 0 to ${LIVE_SECTION_MAX}`;
export const LIVE_SCREEN_MESSAGE = 'Screen must be one of SECTION, TITLE, BLANK, BLACK';
export const LIVE_CONTROL_ID_MESSAGE = 'controlId must be 8 to 64 letters, digits, - or _';

/**
 * Issue 21: a schedule's service date ('YYYY-MM-DD', a real calendar day) and its start times
 * ('HH:MM', 24-hour, in the group's time zone), as the schedules service and the dialogs check
 * them. No times: one service that day.
 */
export const SERVICE_TIMES_MAX = 10;
export const SERVICE_DATE_MESSAGE = 'Service date must be a date (YYYY-MM-DD)';
export const SERVICE_TIME_MESSAGE = 'Service times must be times of day (HH:MM, 00:00 to 23:59)';
export const SERVICE_TIMES_TOO_MANY = `A schedule has at most ${SERVICE_TIMES_MAX} service times`;

const SERVICE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SERVICE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isServiceDate(value: string): boolean {
  if (!SERVICE_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A time of day written HH:MM (24-hour). */
export const isServiceTime = (value: string): boolean => SERVICE_TIME.test(value);

/** Times as stored and shown: each once, earliest first. */
export const normalizeServiceTimes = (times: readonly string[]): string[] =>
  [...new Set(times)].sort();

/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
