import { emailError } from '@worship/common';
import { apiRequest, errorMessage, type CurrentUser } from '@worship/shell-contract';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The product's one e-mail rule and messages (@worship/common), as the servers apply them. */
export function validateEmail(email: string): string | undefined {
  return emailError(email) ?? undefined;
}

export function validatePassword(password: string, { minLength = 0 } = {}): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < minLength) return `Password must be at least ${minLength} characters`;
  return undefined;
}

/** A failed sign-in/sign-up: the server's `{message}` plus its per-field `errors`, if any. */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  const match = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message) : null;
  try {
    const body = JSON.parse(match?.[1] ?? '') as { errors?: unknown };
    if (body.errors && typeof body.errors === 'object')
      return body.errors as Record<string, string>;
  } catch {
    // not JSON
  }
  return {};
}

/** POSTs JSON to /api/login or /api/register; resolves with the user. */
export async function submitCredentials(
  url: '/api/login' | '/api/register',
  body: Record<string, string>,
): Promise<CurrentUser> {
  try {
    return await apiRequest<CurrentUser>('POST', url, body);
  } catch (error) {
    throw new AuthRequestError(
      errorMessage(error, 'Something went wrong. Please try again.'),
      fieldErrorsOf(error),
    );
  }
}
