import { preloadDashboardSections, preloadRemotePage } from './remote-registry';
import { REMOTE_PAGES, ROUTE_PAGES } from './route-table';

type RemotePageRef = (typeof REMOTE_PAGES)[keyof typeof REMOTE_PAGES];

/** The remote page the router mounts at `pathname` (app-router.tsx), or null for shell pages. */
export function remotePageAt(pathname: string): RemotePageRef | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = ROUTE_PAGES.find(({ pattern }) => pattern.test(path));
  return route ? REMOTE_PAGES[route.page] : null;
}

/**
 * Starts downloading the remote page at `pathname`, if there is one, or, at / (the dashboard, a
 * shell page), the remote sections it places.
 */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  const target = remotePageAt(pathname);
  if (target) await preloadRemotePage(target.remote, target.expose);
  else if (pathname.replace(/\/+$/, '') === '') await preloadDashboardSections();
}
