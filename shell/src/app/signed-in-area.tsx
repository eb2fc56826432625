import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { GroupsBridge } from '../graphql/groups-bridge';
import { ApolloRoot } from '../graphql/apollo-root';
import { SignedInLayout } from '../layout/signed-in-layout';
import { preloadRemotePage, REMOTE_PAGES } from '../remotes/remote-registry';
import { RemoteSongActionSlots } from '../remotes/song-action-slots';

/** How long after the signed-in frame appears the likely next page starts downloading. */
const PREFETCH_DELAY_MS = 2000;

/**
 * The Songs Library is where a signed-in visitor most often goes next (the dashboard's Browse
 * Songs, the first nav item after it): its remote downloads once the current page has settled.
 */
function usePrefetchLikelyNextPage() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const { remote, expose } = REMOTE_PAGES.songsLibrary;
      void preloadRemotePage(remote, expose);
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * Lazily loaded chunk: Apollo Client, the groups query, the signed-in frame, and what the shell
 * composes into the remotes' pages (the "Add to Schedule" picker, the song full-screen view and
 * the song picker).
 */
export function SignedInArea({ fullScreen = false }: { fullScreen?: boolean }) {
  usePrefetchLikelyNextPage();
  return (
    <ApolloRoot>
      <GroupsBridge>
        <RemoteSongActionSlots>
          {fullScreen ? (
            // A live view fills the screen (route-table `fullScreen`): no sidebar, no header.
            <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
              <Outlet />
            </main>
          ) : (
            <SignedInLayout />
          )}
        </RemoteSongActionSlots>
      </GroupsBridge>
    </ApolloRoot>
  );
}

export default SignedInArea;
