/** Validation of the invite dialog's pending email list (spec §5). */

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_DUPLICATE = 'Email already added to invitation list';
export const EMAILS_EMPTY = 'Please add at least one email to invite';

// The same shape zod's `.email()` accepts, so the client never passes what the server refuses.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export type AddEmailResult = { ok: true; emails: string[] } | { ok: false; error: string };

/** Adds `raw` (trimmed) to `emails`, or says why it cannot be added. */
export function addEmail(emails: readonly string[], raw: string): AddEmailResult {
  const email = raw.trim();
  if (!email) return { ok: false, error: EMAIL_REQUIRED };
  if (!isValidEmail(email)) return { ok: false, error: EMAIL_INVALID };
  const key = email.toLowerCase();
  if (emails.some((existing) => existing.toLowerCase() === key)) {
    return { ok: false, error: EMAIL_DUPLICATE };
  }
  return { ok: true, emails: [...emails, email] };
}

export function removeEmail(emails: readonly string[], email: string): string[] {
  return emails.filter((existing) => existing !== email);
}

/** The error to show when sending, or null when the list can be sent. */
export function validateEmailsToSend(emails: readonly string[]): string | null {
  return emails.length === 0 ? EMAILS_EMPTY : null;
}
