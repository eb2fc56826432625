/**
 * How the product prints dates and people, for the shell and every remote (one implementation,
 * so the same value never reads differently on two pages).
 */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/**
 * 'Mar 5, 2026' (en-US, the reader's time zone) for an ISO date-time or a Date; an empty string
 * for a missing or invalid value, so a page never shows 'Invalid Date'.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** The name parts every user shape in the product carries (CurrentUser, a group member's user…). */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Spec §2/§3: a person without a name or an e-mail address shows as 'Unknown'. */
export const UNKNOWN_PERSON = 'Unknown';

/** 'First Last' (either part alone when the other is missing), else the e-mail, else 'Unknown'. */
export function displayName(person: PersonName | null | undefined): string {
  const name = [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person?.email?.trim() || UNKNOWN_PERSON;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Spec §4/§9: a month is 30 days. */
const MONTH_DAYS = 30;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Spec §4 "Relative age": under 1 hour 'Just now', under 24 hours 'N hours ago', under 30 days
 * 'N days ago', otherwise 'N months ago' (30-day months); whole units, rounded down, and the
 * singular for 1 ('1 hour ago'). A time in the future counts as 'Just now'; a missing or invalid
 * value prints nothing.
 */
export function formatRelativeAge(
  value: string | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (!value) return '';
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < MONTH_DAYS) return ago(days, 'day');
  return ago(Math.floor(days / MONTH_DAYS), 'month');
}

/** '1 song', '3 songs'. */
export const songCountLabel = (count: number) => `${count} ${count === 1 ? 'song' : 'songs'}`;

/** Spec §9 lyric excerpts: 150 characters on the detail and shared pages, 100 in the dialogs. */
export const EXCERPT_LENGTH = 150;
export const DIALOG_EXCERPT_LENGTH = 100;

/** The first `max` characters of `text` (trimmed), with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

// Song rows take their text from `Song.lyricsExcerpt` (the first stanza's first 150 characters,
// "…" when cut), never from `lyrics` or `stanzas`: a song may hold 100 stanzas of 10,000
// characters, and a list would load them all for two lines per row (docs/graphql.md "Cost").

/** A song's excerpt as one line (its line breaks become spaces), cut to `max` characters. */
export function lyricExcerpt(excerpt: string | null | undefined, max: number): string {
  return truncate((excerpt ?? '').replace(/\s*\n\s*/g, ' '), max);
}
