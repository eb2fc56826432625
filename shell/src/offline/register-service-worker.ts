import { toast } from '@worship/shell-contract';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL, startServiceWorker } from './service-worker-updates';

/**
 * Registers the shell's service worker in this browser. Downloaded on its own chunk once the
 * page has loaded and the browser is idle (shell/src/bootstrap.tsx), so it never delays the
 * first paint and adds nothing to the landing page, which never boots the app.
 */
export async function registerServiceWorker(): Promise<void> {
  const worker = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  await startServiceWorker(worker, {
    on: (type, listener) =>
      (type === 'visibilitychange' ? document : window).addEventListener(type, listener),
    visible: () => document.visibilityState === 'visible',
    postToController: (message) => navigator.serviceWorker.controller?.postMessage(message),
    notify: (input) => toast(input),
  });
}
