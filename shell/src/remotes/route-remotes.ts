import { preloadRemotePage } from './remote-registry';
import { pathPattern, remotePartsOf, ROUTES, type RemoteModule } from './route-table';

const ROUTE_PATTERNS = ROUTES.filter((route) => route.access !== 'standalone').map((route) => ({
  pattern: new RegExp(pathPattern(route.path)),
  parts: remotePartsOf(route),
}));

/**
 * The remote modules the router mounts at once at `pathname` (app-router.tsx): a remote page,
 * or the sections a shell page places (the dashboard's); none for the other shell pages.
 */
export function remotePartsAt(pathname: string): readonly RemoteModule[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(path))?.parts ?? [];
}

/** Starts downloading the remote modules the route at `pathname` mounts, all at once. */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  await Promise.all(
    remotePartsAt(pathname).map(({ remote, expose }) => preloadRemotePage(remote, expose)),
  );
}
