export * from './email';
export { API_KEYS_NEED_SESSION_MESSAGE, AUTH_RATE_LIMIT_MESSAGE } from './auth-messages';
export { safeRedirect } from './safe-redirect';
export type { UserJson } from './user';
