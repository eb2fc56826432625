import { useCurrentUser } from '@worship/shell-contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../auth/require-auth';
import { SignInPage } from '../auth/sign-in-page';
import { SignUpPage } from '../auth/sign-up-page';
import { LandingPage } from '../landing/landing-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { PublicHeader } from '../layout/public-header';
import { PublicMain } from '../layout/public-header-bar';
import { PUBLIC_SONGS_MAX_WIDTH, PublicSongsFirstPaint } from '../first-paint/first-paint';
import { PublicSongsFrame } from '../first-paint/public-songs-frame';
import { RemotePage } from '../remotes/remote-page';
import { REMOTE_PAGES } from '../remotes/remote-registry';
import { RemoteSongViewSlot } from '../remotes/song-action-slots';
import { FullPageSpinner, SectionSpinner } from './full-page-spinner';

const SignedInArea = lazy(
  () => import(/* webpackChunkName: "signed-in-area" */ './signed-in-area'),
);
const ApolloRoot = lazy(
  () => import(/* webpackChunkName: "apollo-root" */ '../graphql/apollo-root'),
);
const DashboardPage = lazy(
  () => import(/* webpackChunkName: "dashboard-page" */ '../dashboard/dashboard-page'),
);
const ProfilePage = lazy(
  () => import(/* webpackChunkName: "profile-page" */ '../profile/profile-page'),
);
const ResetPasswordPage = lazy(
  () =>
    import(/* webpackChunkName: "reset-password-page" */ '../password-reset/reset-password-page'),
);
const GraphQLExplorerPage = lazy(
  () =>
    import(/* webpackChunkName: "graphql-explorer" */ '../graphql-explorer/graphql-explorer-page'),
);

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SectionSpinner />}>{children}</Suspense>;
}

/**
 * A page open to signed-out visitors that still needs GraphQL (the join page, the public songs
 * page). `maxWidth` fits the page: a narrow card for the join page, a card grid for songs.
 * `placeholder` is shown while Apollo loads (a spinner unless the page has a first paint).
 */
function PublicGraphQLFrame({
  maxWidth = '48rem',
  placeholder,
}: {
  maxWidth?: string;
  placeholder?: ReactNode;
}) {
  return (
    <Suspense fallback={placeholder ?? <FullPageSpinner />}>
      <ApolloRoot>
        <PublicHeader />
        <PublicMain maxWidth={maxWidth}>
          <Outlet />
        </PublicMain>
      </ApolloRoot>
    </Suspense>
  );
}

const groupsPage = <RemotePage {...REMOTE_PAGES.groups} title="Groups" />;
const joinPage = <RemotePage {...REMOTE_PAGES.join} title="Join Group" />;
const songsLibraryPage = <RemotePage {...REMOTE_PAGES.songsLibrary} title="Songs Library" />;
// No title here: the page sets the spec's "{product} - Worship Songs" itself, product first.
// Until mf-songs has loaded, the shell draws the page's first frame (the prerendered one).
const publicSongsPage = (
  <RemotePage {...REMOTE_PAGES.publicSongs} placeholder={<PublicSongsFrame />} />
);
const categoriesPage = <RemotePage {...REMOTE_PAGES.categories} title="Categories" />;
const schedulesPage = <RemotePage {...REMOTE_PAGES.schedules} title="Schedules" />;
// The two schedule pages retitle themselves with the schedule's name once it has loaded.
const scheduleDetailPage = <RemotePage {...REMOTE_PAGES.scheduleDetail} title="Schedule" />;
// Open to visitors: the songs it opens come from mf-songs' full-screen view, signed in or not.
const sharedSchedulePage = (
  <RemoteSongViewSlot>
    <RemotePage {...REMOTE_PAGES.sharedSchedule} title="Shared Schedule" />
  </RemoteSongViewSlot>
);
const statisticsPage = <RemotePage {...REMOTE_PAGES.statistics} title="Statistics" />;
/** The shared schedule page's width, signed out: a list of songs, read like a document. */
const SHARED_SCHEDULE_MAX_WIDTH = '56rem';

/** Spec §2 route table. */
export function AppRouter() {
  const { user } = useCurrentUser();
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        {/* A site admin's one-time link; the same page whether or not someone is signed in. */}
        <Route
          path="/reset-password/:token"
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        {user ? (
          <Route
            element={
              <Suspense fallback={<FullPageSpinner />}>
                <SignedInArea />
              </Suspense>
            }
          >
            <Route
              index
              element={
                <Page>
                  <DashboardPage />
                </Page>
              }
            />
            <Route path="/songs" element={songsLibraryPage} />
            <Route path="/songs/public" element={publicSongsPage} />
            <Route path="/groups" element={groupsPage} />
            <Route path="/groups/join/:token" element={joinPage} />
            <Route path="/categories" element={categoriesPage} />
            <Route path="/schedules" element={schedulesPage} />
            <Route path="/schedules/:id" element={scheduleDetailPage} />
            <Route path="/schedules/share/:token" element={sharedSchedulePage} />
            <Route path="/statistics" element={statisticsPage} />
            <Route
              path="/profile"
              element={
                <Page>
                  <ProfilePage />
                </Page>
              }
            />
            {/* GET /graphql from a browser: the gateway sends the app (docs/graphql.md). */}
            <Route
              path="/graphql"
              element={
                <Page>
                  <GraphQLExplorerPage />
                </Page>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        ) : (
          <>
            <Route index element={<LandingPage />} />
            <Route element={<PublicGraphQLFrame />}>
              <Route path="/groups/join/:token" element={joinPage} />
            </Route>
            <Route
              element={
                <PublicGraphQLFrame
                  maxWidth={PUBLIC_SONGS_MAX_WIDTH}
                  placeholder={<PublicSongsFirstPaint />}
                />
              }
            >
              <Route path="/songs/public" element={publicSongsPage} />
            </Route>
            <Route element={<PublicGraphQLFrame maxWidth={SHARED_SCHEDULE_MAX_WIDTH} />}>
              <Route path="/schedules/share/:token" element={sharedSchedulePage} />
            </Route>
            <Route path="/songs" element={<RequireAuth />} />
            <Route path="/schedules" element={<RequireAuth />} />
            <Route path="/schedules/:id" element={<RequireAuth />} />
            <Route path="/groups" element={<RequireAuth />} />
            <Route path="/categories" element={<RequireAuth />} />
            <Route path="/statistics" element={<RequireAuth />} />
            <Route path="/profile" element={<RequireAuth />} />
            <Route path="/graphql" element={<RequireAuth />} />
            <Route path="*" element={<NotFoundPage standalone />} />
          </>
        )}
      </Routes>
    </BrowserRouter>
  );
}

export default AppRouter;
