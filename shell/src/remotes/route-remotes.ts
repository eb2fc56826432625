import { preloadRemotePage, REMOTE_PAGES } from './remote-registry';

type RemotePageRef = (typeof REMOTE_PAGES)[keyof typeof REMOTE_PAGES];

/** The remote page the router mounts at `pathname` (app-router.tsx), or null for shell pages. */
export function remotePageAt(pathname: string): RemotePageRef | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/songs') return REMOTE_PAGES.songsLibrary;
  if (path === '/songs/public') return REMOTE_PAGES.publicSongs;
  if (path === '/categories') return REMOTE_PAGES.categories;
  if (path === '/groups') return REMOTE_PAGES.groups;
  if (/^\/groups\/join\/[^/]+$/.test(path)) return REMOTE_PAGES.join;
  return null;
}

/** Starts downloading the remote page at `pathname`, if there is one. */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  const target = remotePageAt(pathname);
  if (target) await preloadRemotePage(target.remote, target.expose);
}
