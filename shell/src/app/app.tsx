import { GlobalStyle } from '@worship/design-system';
import { CurrentUserProvider } from '@worship/shell-contract';
import { lazy, Suspense } from 'react';
import { useAuthState } from '../auth/use-auth-state';
import { LandingPage } from '../landing/landing-page';
import { FullPageSpinner } from './full-page-spinner';
import { ToastViewport } from './toast-viewport';

// The router, Apollo and every signed-in page live behind this import, so a signed-out
// visitor on the landing page downloads none of them (DESIGN §7 budget).
const loadRouter = () => import('./app-router');
const AppRouter = lazy(loadRouter);

// Every path except "/" needs the router whatever the auth answer is: start fetching it now,
// in parallel with /api/auth/user.
if (window.location.pathname !== '/') void loadRouter();

export function App() {
  const auth = useAuthState();
  const onLanding = !auth.loading && !auth.user && window.location.pathname === '/';

  return (
    <CurrentUserProvider value={auth}>
      <GlobalStyle />
      {auth.loading ? (
        <FullPageSpinner />
      ) : onLanding ? (
        <LandingPage />
      ) : (
        <Suspense fallback={<FullPageSpinner />}>
          <AppRouter />
        </Suspense>
      )}
      <ToastViewport />
    </CurrentUserProvider>
  );
}
