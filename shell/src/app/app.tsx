import { GlobalStyle, ServerPhoneticSuggestContext } from '@worship/design-system';
import { CurrentUserProvider } from '@worship/shell-contract';
import { lazy, Suspense } from 'react';
import { useAuthState } from '../auth/use-auth-state';
import type { PrerenderedPage } from '../boot/early-requests';
import { firstPaintOf } from '../first-paint/first-paint';
import { LandingPage } from '../landing/landing-page';
import { FullPageSpinner } from './full-page-spinner';
import { serverPhoneticSuggest } from './server-phonetic-suggest';
import { ToastViewport } from './toast-viewport';

// The router, Apollo and every signed-in page live behind this import, so a signed-out
// visitor on the landing page downloads none of them (DESIGN §7 budget).
const loadRouter = () => import(/* webpackChunkName: "app-router" */ './app-router');
const AppRouter = lazy(loadRouter);

// Every path except "/" needs the router whatever the auth answer is: start fetching it now,
// in parallel with /api/auth/user.
if (window.location.pathname !== '/') void loadRouter();

/**
 * `prerendered`: the page the server sent already drawn (signed-out visitors only, see
 * shell/prerender/). The app renders that same page while it asks who the visitor is and while the
 * router loads, so nothing flashes; a visitor who turns out signed in goes on as usual.
 */
export function App({ prerendered = null }: { prerendered?: PrerenderedPage | null }) {
  const auth = useAuthState();
  const onLanding = !auth.loading && !auth.user && window.location.pathname === '/';
  const firstPaint = prerendered && !auth.user ? firstPaintOf(prerendered) : null;

  return (
    <CurrentUserProvider value={auth}>
      <ServerPhoneticSuggestContext.Provider value={serverPhoneticSuggest}>
        <GlobalStyle />
        {auth.loading ? (
          (firstPaint ?? <FullPageSpinner />)
        ) : onLanding ? (
          <LandingPage />
        ) : (
          <Suspense fallback={firstPaint ?? <FullPageSpinner />}>
            <AppRouter />
          </Suspense>
        )}
        <ToastViewport />
      </ServerPhoneticSuggestContext.Provider>
    </CurrentUserProvider>
  );
}
