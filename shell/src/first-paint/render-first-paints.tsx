// Node entry of the build's prerender step (shell/prerender/): draws each first paint to HTML with
// the styles it needs. Bundled by webpack for Node with the app's own loaders; never shipped.
import { GlobalStyle } from '@worship/design-system';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PRODUCT_NAME } from '../app/product';
import type { PrerenderedPage } from '../boot/early-requests';
import { firstPaintOf } from './first-paint';
import { PUBLIC_SONGS_TITLE } from './public-songs-frame';

export interface FirstPaintDocument {
  /** Where the servers look for it, relative to dist (`/songs/public` → prerendered/songs/public.html). */
  file: string;
  page: PrerenderedPage;
  title: string;
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> elements for that markup. */
  styles: string;
}

const PAGES: { file: string; page: PrerenderedPage; title: string }[] = [
  { file: 'prerendered/index.html', page: 'landing', title: PRODUCT_NAME },
  { file: 'prerendered/songs/public.html', page: 'songs-public', title: PUBLIC_SONGS_TITLE },
];

export function renderFirstPaints(): FirstPaintDocument[] {
  return PAGES.map((target) => {
    const sheet = new ServerStyleSheet();
    try {
      // The same tree as App's first render: the global styles, then the page.
      const html = renderToString(
        sheet.collectStyles(
          <>
            <GlobalStyle />
            {firstPaintOf(target.page)}
          </>,
        ),
      );
      return { ...target, html, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  });
}
