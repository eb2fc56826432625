/**
 * The one e-mail address rule of the product, for every server and form (spec §5 messages).
 * Deliberately practical rather than RFC 5322: what people type into a form and what mail
 * systems deliver to. Delivery is the real check; this one catches typos.
 */

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be ${EMAIL_MAX_LENGTH} characters or less`;

// local part: no spaces, no @, no leading/trailing/double dot (at most 64 characters);
// domain: dot-separated labels of letters (any script, with their vowel signs), digits and inner hyphens, ending
// in a top-level domain of at least two letters. So `a@b.co` passes and `a@b.c` does not.
const LOCAL = String.raw`(?!\.)(?!.*\.\.)[^\s@"(),:;<>[\]\\]{1,64}(?<!\.)`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`;
const TLD = String.raw`\p{L}[\p{L}\p{M}]{1,62}`;
const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL}@(?:${LABEL}\.)+${TLD}$`, 'u');

/** Whether a (trimmed) value is an e-mail address we accept. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The stored and compared form: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The spec's message for a form value, or null when it is an acceptable address. */
export function emailError(raw: string): string | null {
  const value = raw.trim();
  if (!value) return EMAIL_REQUIRED;
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG;
  return isValidEmail(value) ? null : EMAIL_INVALID;
}
