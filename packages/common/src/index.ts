export * from './email';
export { safeRedirect } from './safe-redirect';
