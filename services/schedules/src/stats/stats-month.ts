/** An instant range [start, end): a calendar month in some time zone. */
export interface MonthBounds {
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `value` names a time zone this runtime knows (an IANA name such as Europe/London). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    formatterOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
function offsetAt(at: number, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/** The instant of midnight starting the first day of a month (1-based) in a zone. */
function startOfMonth(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1);
  // Twice: the offset at the first guess may differ from the one at midnight (a DST change).
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The calendar month holding `now` in `timeZone`, as the instants it starts and ends at. */
export function monthBounds(now: Date, timeZone: string): MonthBounds {
  const { year, month } = wallClock(now.getTime(), timeZone);
  return {
    start: startOfMonth(year, month, timeZone),
    end:
      month === 12 ? startOfMonth(year + 1, 1, timeZone) : startOfMonth(year, month + 1, timeZone),
  };
}
