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
import { firstFrameOf, firstPaintOf } from '../first-paint/first-paint';
import { RemotePage } from '../remotes/remote-page';
import {
  PUBLIC_FRAME_WIDTH,
  REMOTE_PAGES,
  ROUTES,
  type AppRoute,
  type ShellPageName,
} from '../remotes/route-table';
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
 * Visitors get mf-songs' song view too: the shared schedule page opens its songs in it.
 */
function PublicGraphQLFrame({
  maxWidth = PUBLIC_FRAME_WIDTH,
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
          <RemoteSongViewSlot>
            <Outlet />
          </RemoteSongViewSlot>
        </PublicMain>
      </ApolloRoot>
    </Suspense>
  );
}

/** The shell's pages by the names the route table gives them. */
const SHELL_PAGES: Record<ShellPageName, ReactNode> = {
  dashboard: (
    <Page>
      <DashboardPage />
    </Page>
  ),
  landing: <LandingPage />,
  profile: (
    <Page>
      <ProfilePage />
    </Page>
  ),
  graphqlExplorer: (
    <Page>
      <GraphQLExplorerPage />
    </Page>
  ),
  signIn: <SignInPage />,
  signUp: <SignUpPage />,
  resetPassword: (
    <Suspense fallback={<FullPageSpinner />}>
      <ResetPasswordPage />
    </Suspense>
  ),
};

/** What a route shows (to anyone it is open to): its shell page, or its remote page. */
function pageOf(route: AppRoute): ReactNode {
  if ('shell' in route) return SHELL_PAGES[route.shell];
  // Until the remote has loaded, a page with a first paint shows its own part of it.
  const placeholder = route.firstPaint ? firstFrameOf(route.firstPaint) : undefined;
  return (
    <RemotePage {...REMOTE_PAGES[route.remote]} title={route.title} placeholder={placeholder} />
  );
}

/** react-router's props for a route's path: `/` is the index of the pathless frame it sits in. */
const at = (path: string) => (path === '/' ? { index: true as const } : { path });

const standaloneRoutes = ROUTES.filter((route) => route.access === 'standalone');
const framedRoutes = ROUTES.filter((route) => route.access !== 'standalone');
const isFullScreen = (route: AppRoute) => 'remote' in route && route.fullScreen === true;

/** Spec §2 route table (remotes/route-table.ts). */
export function AppRouter() {
  const { user } = useCurrentUser();
  return (
    <BrowserRouter>
      <Routes>
        {standaloneRoutes.map((route) => (
          <Route key={route.path} {...at(route.path)} element={pageOf(route)} />
        ))}
        {user ? (
          <>
            <Route
              element={
                <Suspense fallback={<FullPageSpinner />}>
                  <SignedInArea fullScreen />
                </Suspense>
              }
            >
              {framedRoutes.filter(isFullScreen).map((route) => (
                <Route key={route.path} {...at(route.path)} element={pageOf(route)} />
              ))}
            </Route>
            <Route
              element={
                <Suspense fallback={<FullPageSpinner />}>
                  <SignedInArea />
                </Suspense>
              }
            >
              {framedRoutes
                .filter((route) => !isFullScreen(route))
                .map((route) => (
                  <Route key={route.path} {...at(route.path)} element={pageOf(route)} />
                ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </>
        ) : (
          <>
            {framedRoutes.map((route) =>
              route.access === 'public' ? (
                <Route
                  key={route.path}
                  element={
                    <PublicGraphQLFrame
                      maxWidth={route.publicWidth}
                      placeholder={route.firstPaint && firstPaintOf(route.firstPaint)}
                    />
                  }
                >
                  <Route {...at(route.path)} element={pageOf(route)} />
                </Route>
              ) : (
                <Route
                  key={route.path}
                  {...at(route.path)}
                  element={
                    'shell' in route && route.signedOut ? (
                      SHELL_PAGES[route.signedOut]
                    ) : (
                      <RequireAuth />
                    )
                  }
                />
              ),
            )}
            <Route path="*" element={<NotFoundPage standalone />} />
          </>
        )}
      </Routes>
    </BrowserRouter>
  );
}

export default AppRouter;
