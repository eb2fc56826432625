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
