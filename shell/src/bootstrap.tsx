import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedPage } from './boot/early-requests';
import { startOfflineSupport } from './offline/start-offline-support';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const prerendered = prerenderedPage(container);
// On a prerendered page (shell/prerender/) the first render is that same page, committed in one
// go over the server's markup: createRoot rather than hydrateRoot, because styled-components
// names its classes by creation order, which differs between the build's Node bundle and the
// browser's chunks, so hydration would keep mismatched class names.
const root = createRoot(container);
const app = (
  <StrictMode>
    <App prerendered={prerendered} />
  </StrictMode>
);
// The visitor of a prerendered page already sees it: render in a transition, which React cuts
// into short tasks (the page stays responsive while the app takes over) and which keeps the
// server's markup on screen until the app's page is ready, instead of a loading fallback.
if (prerendered) startTransition(() => root.render(app));
else root.render(app);
// The installable, offline app: after the page is up, never before (offline/).
startOfflineSupport();
