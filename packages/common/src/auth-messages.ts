/**
 * The refusal when an API key tries to create, list or delete API keys: only a signed-in
 * session may, so a leaked key cannot mint a successor that outlives its own revocation.
 */
export const API_KEYS_NEED_SESSION_MESSAGE =
  'API keys can be managed only when signed in to the site, not with an API key.';

/** Too many sign-in or registration attempts (429): the same text on every replica. */
export const AUTH_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
