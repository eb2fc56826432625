import type { ToastInput } from '@worship/shell-contract';

/** The worker the shell registers: built from shell/service-worker/ into the site root. */
export const SERVICE_WORKER_URL = '/sw.js';

export const UPDATE_READY_TOAST: ToastInput = {
  title: 'A new version of Worship Planner is ready',
  description: 'It opens the next time you reload this page or open the app.',
  // Long enough to be read on a stand or a projector's laptop, where nobody watches the corner.
  duration: 15_000,
};

/** The part of workbox-window's `Workbox` used here (its events carry more than this). */
export interface WorkerControl {
  addEventListener(type: 'waiting', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

/** What the browser page gives the registration: events, the active worker, the toaster. */
export interface PageHooks {
  /** `window.addEventListener` for `pagehide`, `online` and `visibilitychange`. */
  on(type: 'pagehide' | 'online' | 'visibilitychange', listener: () => void): void;
  visible(): boolean;
  /** Posts to the worker that controls the page, if one does. */
  postToController(message: { type: 'WARM_REMOTES' }): void;
  notify(toast: ToastInput): void;
}

/**
 * Registers the worker and follows its updates. A new deploy's worker installs beside the
 * running one and waits: the user is told once ("A new version … is ready") and nothing is
 * reloaded under them; when the page goes away (a reload, a link out, the tab closed) the
 * waiting worker is told to take over, so the next page is the new version. Updates are looked
 * for when the page comes back into view or back online (a presenter's tab stays open for
 * hours), besides the browser's own check on every navigation. Each load also asks the worker
 * to refresh the remotes' files, which deploy on their own (shell/service-worker/warm-remotes.ts).
 */
export async function startServiceWorker(worker: WorkerControl, page: PageHooks): Promise<void> {
  let updateWaiting = false;
  worker.addEventListener('waiting', () => {
    if (updateWaiting) return;
    updateWaiting = true;
    page.notify(UPDATE_READY_TOAST);
  });
  page.on('pagehide', () => {
    if (updateWaiting) worker.messageSkipWaiting();
  });
  const lookForUpdate = () => {
    if (page.visible()) worker.update().catch(() => undefined);
  };
  page.on('visibilitychange', lookForUpdate);
  page.on('online', lookForUpdate);
  await worker.register();
  page.postToController({ type: 'WARM_REMOTES' });
}
