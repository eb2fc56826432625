import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedPage } from './boot/early-requests';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// On a prerendered page (shell/prerender/) the first render is that same page, committed in one
// go over the server's markup: createRoot rather than hydrateRoot, because styled-components
// names its classes by creation order, which differs between the build's Node bundle and the
// browser's chunks, so hydration would keep mismatched class names.
createRoot(container).render(
  <StrictMode>
    <App prerendered={prerenderedPage(container)} />
  </StrictMode>,
);
