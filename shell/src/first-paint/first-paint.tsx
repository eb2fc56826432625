import type { ReactElement } from 'react';
import { PublicHeaderBar, PublicMain } from '../layout/public-header-bar';
import type { PrerenderedPage } from '../boot/early-requests';
import { LandingPage } from '../landing/landing-page';
import { PublicSongsFrame } from './public-songs-frame';

/** Width of the public songs page's <main> (a card grid), shared with the router's frame. */
export const PUBLIC_SONGS_MAX_WIDTH = '72rem';

/** The public songs page as a signed-out visitor first sees it: product bar, heading, filters. */
export function PublicSongsFirstPaint() {
  return (
    <>
      <PublicHeaderBar />
      <PublicMain maxWidth={PUBLIC_SONGS_MAX_WIDTH}>
        <PublicSongsFrame />
      </PublicMain>
    </>
  );
}

/**
 * What the build prerenders for each page, and what the app renders first when it starts on that
 * prerendered markup, so the visitor sees no change when JavaScript takes over.
 */
export function firstPaintOf(page: PrerenderedPage): ReactElement {
  return page === 'landing' ? <LandingPage /> : <PublicSongsFirstPaint />;
}
