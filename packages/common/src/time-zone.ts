/** A group's time zone (issue 21): an IANA name such as Europe/London. */
export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone, e.g. UTC or Europe/London';

/** Whether `value` names a time zone this runtime knows (an IANA name such as Europe/London). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
