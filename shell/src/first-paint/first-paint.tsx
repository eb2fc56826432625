import type { ReactElement } from 'react';
import { PublicHeaderBar, PublicMain } from '../layout/public-header-bar';
import type { PrerenderedPage } from '../boot/early-requests';
import { LandingPage } from '../landing/landing-page';
import { PUBLIC_FRAME_WIDTH, ROUTES } from '../remotes/route-table';
import { PublicSongsFrame } from './public-songs-frame';

/**
 * A remote page's own part of its first paint: what it shows, signed in or out, until its remote
 * has loaded. The landing page is the shell's own: it has none.
 */
export function firstFrameOf(page: PrerenderedPage): ReactElement | undefined {
  return page === 'songs-public' ? <PublicSongsFrame /> : undefined;
}

/**
 * What the build prerenders for each page, and what the app renders first when it starts on that
 * prerendered markup, so the visitor sees no change when JavaScript takes over: the landing page,
 * or a public page in its public frame (its route's width, route-table.ts).
 */
export function firstPaintOf(page: PrerenderedPage): ReactElement {
  if (page === 'landing') return <LandingPage />;
  const route = ROUTES.find((r) => r.firstPaint === page);
  return (
    <>
      <PublicHeaderBar />
      <PublicMain maxWidth={route?.publicWidth ?? PUBLIC_FRAME_WIDTH}>
        {firstFrameOf(page)}
      </PublicMain>
    </>
  );
}
