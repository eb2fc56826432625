/// <reference lib="webworker" />
// The shell's service worker (`/sw.js`, built by workbox-webpack-plugin's InjectManifest from
// this file; docs/contracts.md, "Offline"). What it keeps, so a schedule opened once online
// opens and presents offline:
// - the shell's own build (Workbox precache: scripts, the Indic Noto fonts, index.html, icons),
//   replaced as a whole by the next deploy's worker;
// - the remotes' manifests, entries and chunks, read from /remotes.json (warm-remotes.ts), on
//   their own origins too;
// - the last signed-in GET /api/auth/user (plugins.ts), nothing else of /api, and never
//   /graphql: the views keep the schedule data they need themselves.
// A page is always asked of the network first; offline (or the server down) the app shell is
// answered, and the router renders the route.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  APP_SHELL_URL,
  CACHES,
  CONTENT_HASHED,
  CURRENT_USER_URL,
  NETWORK_TIMEOUT_SECONDS,
  REMOTE_UNHASHED,
  REMOTES_URL,
  SIGN_OUT_URL,
} from './cache-names';
import { rememberSignedInUser, serverErrorsAsOffline, signedInUserOnly } from './plugins';
import { warmRemotes } from './warm-remotes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** What the page may ask of the worker (shell/src/offline/register-service-worker.ts). */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'WARM_REMOTES' };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so what it loads next is kept; an update
// waits for the page's go (SKIP_WAITING) instead, never swapping code under a running page.
clientsClaim();

self.addEventListener('install', (event) => {
  // Best effort: a remote that is down now is fetched again on the next page load, and the
  // signed-in user is kept by the route on the next request.
  event.waitUntil(
    Promise.all([
      warmRemotes().catch(() => undefined),
      rememberSignedInUser().catch(() => undefined),
    ]),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'WARM_REMOTES') event.waitUntil(warmRemotes().catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  // Signing out forgets the signed-in user kept for offline use, whatever the answer.
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname === SIGN_OUT_URL)
    event.waitUntil(caches.delete(CACHES.session));
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages: the network first; offline, or the server failing, the app shell for any route.
const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await pages.handle(options);
        if (response.status < 500) return response;
      } catch {
        // offline: below
      }
      return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
    },
    // The API, GraphQL (its explorer page) and the sign-out redirect are never answered here.
    { denylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/, /^\/mf\//] },
  ),
);

// Who is signed in: the network first, the last signed-in answer when it cannot be reached.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && url.pathname === CURRENT_USER_URL && request.method === 'GET',
  new NetworkFirst({
    cacheName: CACHES.session,
    matchOptions: { ignoreVary: true },
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [serverErrorsAsOffline(), signedInUserOnly()],
  }),
);

// The remote table, and the remotes' manifests and entries (same name in every build).
const remotesCache = {
  cacheName: CACHES.remotes,
  matchOptions: { ignoreVary: true },
};
registerRoute(
  ({ url }) =>
    (sameOrigin(url) && url.pathname === REMOTES_URL) || REMOTE_UNHASHED.test(url.pathname),
  new NetworkFirst({
    ...remotesCache,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [serverErrorsAsOffline(), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Content-hashed files not in the precache (the remotes' chunks, on any origin): never change,
// so the cached copy is the file. Only readable answers are kept (status 200: same origin or
// CORS), never an opaque one, whose size the browser cannot know and counts as megabytes.
registerRoute(
  ({ url, request }) =>
    CONTENT_HASHED.test(url.pathname) &&
    !url.pathname.startsWith('/api/') &&
    ['script', 'style', 'font', 'image', ''].includes(request.destination),
  new CacheFirst({
    ...remotesCache,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
