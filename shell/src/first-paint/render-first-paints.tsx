// Node entry of the build's prerender step (shell/prerender/): draws each first paint to HTML with
// the styles it needs. Bundled by webpack for Node with the app's own loaders; never shipped.
import { GlobalStyle } from '@worship/design-system';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PRODUCT_NAME } from '../app/product';
import type { PrerenderedPage } from '../boot/early-requests';
import { firstPaintOf } from './first-paint';
import { PUBLIC_SONGS_TITLE } from './public-songs-frame';

import { ROUTES } from '../remotes/route-table';

export { routeRemotesJson } from '../remotes/route-table';

export interface FirstPaintDocument {
  /** Where the servers look for it, relative to dist (`/songs/public` → prerendered/songs/public.html). */
  file: string;
  page: PrerenderedPage;
  title: string;
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> elements for that markup, made static (staticStyles). */
  styles: string;
}

/**
 * styled-components' server <style> tags without their `data-styled` marks. With the marks, the
 * browser's styled-components takes the tags over when it starts and removes them, and until the
 * app renders again the page has no styles at all — body margin, fonts: everything moved (a
 * layout shift of 0.99 measured by Lighthouse). Unmarked, they stay under the app's own (the
 * same rules, injected again), so the page never loses its look.
 */
export function staticStyles(tags: string): string {
  return tags.replace(/\s+data-styled(?:-version)?="[^"]*"/g, '');
}

const TITLES: Record<PrerenderedPage, string> = {
  landing: PRODUCT_NAME,
  'songs-public': PUBLIC_SONGS_TITLE,
};

/** The routes with a first paint, each in the file the servers look for (`/` → index.html). */
const PAGES = ROUTES.flatMap(({ path, firstPaint }) =>
  firstPaint
    ? [
        {
          file: `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`,
          page: firstPaint,
          title: TITLES[firstPaint],
        },
      ]
    : [],
);

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
      return { ...target, html, styles: staticStyles(sheet.getStyleTags()) };
    } finally {
      sheet.seal();
    }
  });
}
