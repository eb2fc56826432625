/**
 * The caches the service worker keeps besides Workbox's precache (the shell's own build). The
 * page reads none of them; they are named here for the worker and its tests.
 */
export const CACHES = {
  /** The remotes' manifests, entries and chunks, and /remotes.json (warm-remotes.ts). */
  remotes: 'worship-remotes',
  /** The last GET /api/auth/user answer of a signed-in visitor, nothing else (plugins.ts). */
  session: 'worship-session',
} as const;

export const REMOTES_URL = '/remotes.json';
export const CURRENT_USER_URL = '/api/auth/user';
export const SIGN_OUT_URL = '/api/logout';
/** The page every route of the app starts from: the shell's index.html, precached. */
export const APP_SHELL_URL = '/index.html';

/** webpack's `[name].[contenthash:10].ext` (packages/webpack-config): never changes in place. */
export const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** A remote's files that keep their name across builds, so are asked for afresh when online. */
export const REMOTE_UNHASHED = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;
/** How long a request may wait on a network that answers nothing before the cached copy is used. */
export const NETWORK_TIMEOUT_SECONDS = 4;
