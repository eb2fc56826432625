/**
 * Starts the service worker (installable app, offline use; docs/contracts.md, "Offline") after
 * the page has loaded and the browser is idle: the worker's installation downloads the whole
 * app, which must not compete with the page being opened. Production builds only: a dev server
 * serves no worker. A browser without service workers (or one that refuses them: private
 * windows, some embedded views) keeps working online.
 */
export function startOfflineSupport(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(
      () => {
        import(/* webpackChunkName: "service-worker" */ './register-service-worker')
          .then((module) => module.registerServiceWorker())
          .catch((error: unknown) => console.warn('Offline use is not available here:', error));
      },
      { timeout: 5000 },
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
