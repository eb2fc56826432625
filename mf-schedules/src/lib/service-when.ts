import {
  isServiceDate,
  isServiceTime,
  normalizeServiceTimes,
  SERVICE_DATE_MESSAGE,
  SERVICE_TIME_MESSAGE,
  SERVICE_TIMES_MAX,
  SERVICE_TIMES_TOO_MANY,
} from '@worship/common';

/*
 * Issue 21: a schedule's service date and times as the create and edit dialogs take them — a
 * date input and one text of 24-hour times separated by commas ('09:00, 11:00') — checked by the
 * rules the schedules service applies (@worship/common).
 */

/** The reader's calendar day as YYYY-MM-DD (a new schedule's default service date). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day as a local Date at noon (its weekday and long form, whatever the zone). */
export const dayAsDate = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
};

/** What the dialogs send, or the messages to show under each field. */
export type ServiceWhen =
  | { ok: true; serviceDate: string; serviceTimes: string[] }
  | { ok: false; dateError: string | null; timesError: string | null };

/** '9:30' is taken as 09:30; anything else must already be HH:MM. */
const padTime = (time: string) => (/^\d:\d\d$/.test(time) ? `0${time}` : time);

export function parseServiceWhen(date: string, times: string): ServiceWhen {
  const dateError = isServiceDate(date.trim()) ? null : SERVICE_DATE_MESSAGE;
  const list = times
    .split(/[,;\s]+/)
    .map((time) => padTime(time.trim()))
    .filter(Boolean);
  let timesError: string | null = null;
  if (!list.every(isServiceTime)) timesError = SERVICE_TIME_MESSAGE;
  else if (normalizeServiceTimes(list).length > SERVICE_TIMES_MAX)
    timesError = SERVICE_TIMES_TOO_MANY;
  if (dateError || timesError) return { ok: false, dateError, timesError };
  return { ok: true, serviceDate: date.trim(), serviceTimes: normalizeServiceTimes(list) };
}

/** The times as the field shows them. */
export const formatServiceTimes = (times: readonly string[]) => times.join(', ');

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Sun, Mar 28, 2027 · 09:00, 11:00' (the times in the group's zone, as entered). */
export function describeService(serviceDate: string, serviceTimes: readonly string[]): string {
  const day = LONG_DAY.format(dayAsDate(serviceDate));
  return serviceTimes.length ? `${day} · ${formatServiceTimes(serviceTimes)}` : day;
}
