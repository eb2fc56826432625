/** Validation of the invite dialog's pending email list (spec §5). */
import { emailError, normalizeEmail } from '@worship/common';

// 'Email is required' and 'Please enter a valid email address' come with the product's one
// e-mail rule from @worship/common (the groups service applies the same one); these two are
// the invite list's own.
export const EMAIL_DUPLICATE = 'Email already added to invitation list';
export const EMAILS_EMPTY = 'Please add at least one email to invite';

export type AddEmailResult = { ok: true; emails: string[] } | { ok: false; error: string };

/** Adds `raw` (trimmed) to `emails`, or says why it cannot be added. */
export function addEmail(emails: readonly string[], raw: string): AddEmailResult {
  const error = emailError(raw);
  if (error) return { ok: false, error };
  const email = raw.trim();
  const key = normalizeEmail(email);
  if (emails.some((existing) => normalizeEmail(existing) === key)) {
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
