import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone';

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
