export * from './email';
export { safeRedirect } from './safe-redirect';
export type { UserJson } from './user';
